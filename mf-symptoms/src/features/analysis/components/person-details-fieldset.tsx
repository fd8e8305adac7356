import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { SEXES, type Language } from '@app/contracts';
import { canBePregnant, isAgeValid, type PersonDetailsDraft, type PregnancyChoice, type SexChoice } from '../person-details';
import { ChoiceLabel, Choices, FieldError, FieldLabel, Fieldset, Hint, InlineField, Legend, TextInput, Unit } from './form-controls';

const Details = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
`;

const Summary = styled.summary`
  cursor: pointer;
  font-weight: 600;
  min-height: 32px;
  display: list-item;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

export interface PersonDetailsFieldsetProps {
  language: Language;
  value: PersonDetailsDraft;
  onChange: (value: PersonDetailsDraft) => void;
  /** Set after a submit with an age out of range: the message shows and the field is marked invalid. */
  showAgeError: boolean;
  ageRef?: Ref<HTMLInputElement>;
  disabled: boolean;
}

const PREGNANCY: Array<{ value: PregnancyChoice; key: string }> = [
  { value: 'yes', key: 'person.pregnantYes' },
  { value: 'no', key: 'person.pregnantNo' },
  { value: '', key: 'person.pregnantUnsure' },
];

/** Optional age, sex and pregnancy, collapsed by default; pregnancy is only offered when it can apply. */
export function PersonDetailsFieldset({ language, value, onChange, showAgeError, ageRef, disabled }: PersonDetailsFieldsetProps) {
  const { t } = useTranslation('symptoms', { lng: language });
  const ids = useId();
  const ageInvalid = showAgeError && !isAgeValid(value.age);
  const sexOptions: Array<{ value: SexChoice; label: string }> = [
    ...SEXES.map((sex) => ({ value: sex, label: t(`person.${sex}`) })),
    { value: '', label: t('person.sexUnspecified') },
  ];

  return (
    // The id names it to the static first screen's stand-in: opened there before the app ran, it opens here.
    <Details id="person-details">
      <Summary>{t('person.toggle')}</Summary>
      <Body>
        <Fieldset disabled={disabled} aria-describedby={`${ids}-hint`}>
          <Legend>{t('person.legend')}</Legend>
          <Hint id={`${ids}-hint`}>{t('person.hint')}</Hint>
          <FieldLabel htmlFor={`${ids}-age`}>{t('person.age')}</FieldLabel>
          <InlineField>
            <TextInput
              ref={ageRef}
              id={`${ids}-age`}
              name="age"
              inputMode="numeric"
              autoComplete="off"
              value={value.age}
              onChange={(event) => onChange({ ...value, age: event.target.value })}
              aria-invalid={ageInvalid}
              aria-describedby={ageInvalid ? `${ids}-age-unit ${ids}-age-error` : `${ids}-age-unit`}
            />
            <Unit id={`${ids}-age-unit`}>{t('person.ageUnit')}</Unit>
          </InlineField>
          {ageInvalid && <FieldError id={`${ids}-age-error`}>{t('person.ageInvalid')}</FieldError>}
          <Fieldset>
            <Legend>{t('person.sex')}</Legend>
            <Choices>
              {sexOptions.map((option) => (
                <ChoiceLabel key={option.value || 'unspecified'}>
                  <input
                    type="radio"
                    name={`${ids}-sex`}
                    value={option.value}
                    checked={value.sex === option.value}
                    onChange={() => onChange({ ...value, sex: option.value })}
                  />
                  {option.label}
                </ChoiceLabel>
              ))}
            </Choices>
          </Fieldset>
          {canBePregnant(value.sex) && (
            <Fieldset>
              <Legend>{t('person.pregnant')}</Legend>
              <Choices>
                {PREGNANCY.map((option) => (
                  <ChoiceLabel key={option.key}>
                    <input
                      type="radio"
                      name={`${ids}-pregnant`}
                      value={option.value}
                      checked={value.pregnant === option.value}
                      onChange={() => onChange({ ...value, pregnant: option.value })}
                    />
                    {t(option.key)}
                  </ChoiceLabel>
                ))}
              </Choices>
            </Fieldset>
          )}
        </Fieldset>
      </Body>
    </Details>
  );
}
