import { Button } from '@app/ui';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useProTranslation } from '../../../shared/use-pro-translation';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  label {
    font-weight: 600;
  }
`;

const Composer = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const TextArea = styled.textarea`
  flex: 1;
  font: inherit;
  min-height: 48px;
  max-height: 200px;
  resize: vertical;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

interface ChatInputProps {
  pending: boolean;
  /** Resolves to false when the text was not sent; the draft then comes back. */
  onSend: (text: string) => Promise<boolean>;
}

/** Enter sends; Shift+Enter starts a new line (spec §5). Nothing is sent while a reply is pending. */
export function ChatInput({ pending, onSend }: ChatInputProps) {
  const { t } = useProTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const canSend = draft.trim() !== '' && !pending;

  function submit() {
    if (!canSend) return;
    const text = draft;
    setDraft('');
    void onSend(text).then((sent) => {
      if (!sent) setDraft((current) => (current === '' ? text : current));
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <Form onSubmit={onSubmit}>
      <label htmlFor={`${id}-message`}>{t('chat.inputLabel')}</label>
      <Composer>
        <TextArea
          id={`${id}-message`}
          rows={2}
          value={draft}
          placeholder={t('chat.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={!canSend}>
          {t('chat.send')}
        </Button>
      </Composer>
      <Hint id={`${id}-hint`}>{t('chat.keyboardHint')}</Hint>
    </Form>
  );
}
