import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { FollowUpQuestion, Language, RefineRequest } from '@app/contracts';
import { Button, ErrorCard, Paragraph, Row, SectionTitle } from '@app/ui';
import { hasAnswer, toAnswers, type DraftAnswers } from '../follow-up-answers';
import { ChoiceLabel, Choices, FieldError, FieldLabel, Fieldset, InlineField, Legend, TextInput, Unit } from './form-controls';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Question = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

interface FieldProps {
  question: FollowUpQuestion;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  language: Language;
}

function RadioQuestion({ question, value, onChange, options }: FieldProps & { options: Array<{ value: string; label: string }> }) {
  const name = useId();
  return (
    <Fieldset>
      <Legend>{question.text}</Legend>
      <Choices>
        {options.map((option) => (
          <ChoiceLabel key={option.value}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </ChoiceLabel>
        ))}
      </Choices>
    </Fieldset>
  );
}

function NumberQuestion({ question, value, onChange, invalid, language }: FieldProps) {
  const { t } = useTranslation('symptoms', { lng: language });
  const id = useId();
  const describedBy = [question.unit ? `${id}-unit` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Question>
      <FieldLabel htmlFor={id}>{question.text}</FieldLabel>
      <InlineField>
        <TextInput
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy || undefined}
        />
        {question.unit && <Unit id={`${id}-unit`}>{question.unit}</Unit>}
      </InlineField>
      {invalid && <FieldError id={`${id}-error`}>{t('followUp.numberInvalid')}</FieldError>}
    </Question>
  );
}

function FollowUpField(props: FieldProps) {
  const { t } = useTranslation('symptoms', { lng: props.language });
  const { question } = props;
  if (question.kind === 'number') return <NumberQuestion {...props} />;
  if (question.kind === 'yes_no') {
    const options = [
      { value: 'yes', label: t('followUp.yes') },
      { value: 'no', label: t('followUp.no') },
    ];
    return <RadioQuestion {...props} options={options} />;
  }
  return <RadioQuestion {...props} options={question.options ?? []} />;
}

export interface FollowUpFormProps {
  language: Language;
  questions: FollowUpQuestion[];
  onRefine: (answers: RefineRequest['answers']) => void;
  refining: boolean;
  /** The failed refinement's message; the answers stay as they were. */
  errorMessage: string | null;
}

/** The analysis' follow-up questions as a small form; sending it refines the result in place. */
export function FollowUpForm({ language, questions, onRefine, refining, errorMessage }: FollowUpFormProps) {
  const { t } = useTranslation('symptoms', { lng: language });
  const titleId = useId();
  // Keyed by question id, so an answer survives failures and a question asked again keeps its answer.
  const [draft, setDraft] = useState<DraftAnswers>({});
  const [invalid, setInvalid] = useState<string[]>([]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = toAnswers(questions, draft);
    if (!result.ok) {
      setInvalid(result.invalid);
      return;
    }
    setInvalid([]);
    onRefine(result.answers);
  };

  return (
    <Form onSubmit={submit} aria-labelledby={titleId} noValidate data-print-hide>
      <SectionTitle id={titleId}>{t('followUp.title')}</SectionTitle>
      <Paragraph>{t('followUp.intro')}</Paragraph>
      {questions.map((question) => (
        <FollowUpField
          key={question.id}
          language={language}
          question={question}
          value={draft[question.id] ?? ''}
          invalid={invalid.includes(question.id)}
          onChange={(value) => setDraft((previous) => ({ ...previous, [question.id]: value }))}
        />
      ))}
      {errorMessage && <ErrorCard>{errorMessage}</ErrorCard>}
      <Row>
        <Button type="submit" $variant="secondary" disabled={refining || !hasAnswer(questions, draft)}>
          {t('followUp.submit')}
        </Button>
      </Row>
    </Form>
  );
}
