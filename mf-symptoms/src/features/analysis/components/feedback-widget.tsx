import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { Button, ErrorCard, Row, VisuallyHidden, fieldStyles } from '@app/ui';
import { useFeedback } from '../hooks/use-feedback';
import { FieldLabel, Fieldset, Legend } from './form-controls';

const RATINGS = [1, 2, 3, 4, 5] as const;
const MAX_COMMENT_LENGTH = 2000;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Stars = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

/** The radio covers its star (transparent), so pointer, keyboard and screen readers all use the real input. */
const StarLabel = styled.label<{ $filled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  font-size: 2rem;
  line-height: 1;
  color: ${({ theme, $filled }) => ($filled ? '#B26A00' : theme.colors.muted)};
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Chosen = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
`;

const Comment = styled.textarea`
  width: 100%;
  min-height: 88px;
  resize: vertical;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  ${fieldStyles}
`;

const Thanks = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
  }
`;

export interface FeedbackWidgetProps {
  language: Language;
  apiBase: string;
  analysisId: string;
}

/** Spec §2: the rating/feedback widget of the result card, tied to the analysis id. */
export function FeedbackWidget({ language, apiBase, analysisId }: FeedbackWidgetProps) {
  const { t } = useTranslation('symptoms', { lng: language });
  const ids = useId();
  const { state, send } = useFeedback(apiBase, analysisId, language);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const sending = state.status === 'sending';

  // The send button disappears with the form, so the focus goes to the thank-you text instead of the page top.
  useEffect(() => {
    if (state.status === 'sent') thanksRef.current?.focus();
  }, [state.status]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating === 0) return;
    const trimmed = comment.trim();
    void send(trimmed === '' ? { rating } : { rating, comment: trimmed });
  };

  return (
    <div data-print-hide>
      <div role="status">
        {state.status === 'sent' && (
          <Thanks ref={thanksRef} tabIndex={-1}>
            {t('feedback.thanks')}
          </Thanks>
        )}
      </div>
      {state.status !== 'sent' && (
        <Form onSubmit={submit} noValidate>
          <Fieldset disabled={sending}>
            <Legend>{t('feedback.legend')}</Legend>
            <Stars>
              {RATINGS.map((value) => (
                <StarLabel key={value} $filled={value <= rating}>
                  <input type="radio" name={`${ids}-rating`} value={value} checked={rating === value} onChange={() => setRating(value)} />
                  <span aria-hidden="true">{value <= rating ? '★' : '☆'}</span>
                  <VisuallyHidden>{t(`feedback.rating${value}`)}</VisuallyHidden>
                </StarLabel>
              ))}
              {rating > 0 && <Chosen aria-hidden="true">{t(`feedback.rating${rating}`)}</Chosen>}
            </Stars>
          </Fieldset>
          <FieldLabel htmlFor={`${ids}-comment`}>{t('feedback.comment')}</FieldLabel>
          <Comment
            id={`${ids}-comment`}
            value={comment}
            maxLength={MAX_COMMENT_LENGTH}
            readOnly={sending}
            onChange={(event) => setComment(event.target.value)}
          />
          {state.status === 'failed' && <ErrorCard>{state.serverMessage ?? t('feedback.error')}</ErrorCard>}
          <Row>
            <Button type="submit" $variant="secondary" disabled={rating === 0 || sending}>
              {sending ? t('feedback.sending') : t('feedback.send')}
            </Button>
          </Row>
        </Form>
      )}
    </div>
  );
}
