import type { FormEvent, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { MAX_SYMPTOM_TEXT_LENGTH, type Language } from '@app/contracts';
import { Button, Row, Stack, fieldStyles } from '@app/ui';

const Label = styled.label`
  font-weight: 600;
  font-size: 1.05rem;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const TextArea = styled.textarea`
  width: 100%;
  min-height: 200px;
  resize: vertical;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  ${fieldStyles}
  font-size: 1.05rem;
  line-height: 1.5;
`;

export interface SymptomFormProps {
  language: Language;
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  loading: boolean;
  /** Set when the text was refused by the validation rule; `errorId` then names the message. */
  invalid: boolean;
  errorId: string;
  textRef?: Ref<HTMLTextAreaElement>;
  /** Further optional fields, shown between the text and the button. */
  children?: ReactNode;
}

export function SymptomForm({ language, text, onTextChange, onSubmit, loading, invalid, errorId, textRef, children }: SymptomFormProps) {
  const { t } = useTranslation('symptoms', { lng: language });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack $gap={3}>
        <Label htmlFor="symptom-text">{t('form.label')}</Label>
        <Hint id="symptom-text-hint">{t('form.hint')}</Hint>
        <TextArea
          id="symptom-text"
          ref={textRef}
          name="symptoms"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          placeholder={t('form.placeholder')}
          aria-describedby={invalid ? `symptom-text-hint ${errorId}` : 'symptom-text-hint'}
          aria-invalid={invalid}
          readOnly={loading}
          // The service refuses longer texts; the field stops there instead of failing later.
          maxLength={MAX_SYMPTOM_TEXT_LENGTH}
        />
        {children}
        <Row>
          <Button type="submit" disabled={text.trim() === '' || loading}>
            {t('form.analyze')}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}
