import { FAMILY_MAX_MEMBERS } from '@app/contracts';
import { Button } from '@app/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useProTranslation } from '../../../shared/use-pro-translation';
import { inviteError, normaliseEmail } from '../invite-error';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  label {
    font-weight: 600;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Input = styled.input`
  flex: 1 1 240px;
  font: inherit;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;

interface InviteFormProps {
  /** The e-mails already in the family. */
  members: readonly string[];
  busy: boolean;
  /** Resolves null once the invitation is stored, else to the message saying why not. */
  onInvite: (email: string) => Promise<string | null>;
}

/** Spec §5: a non-empty, simple e-mail, not invited yet, while fewer than 3 places are taken (disabled after). */
export function InviteForm({ members, busy, onInvite }: InviteFormProps) {
  const { t } = useProTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = members.length >= FAMILY_MAX_MEMBERS;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const email = normaliseEmail(draft);
    const invalid = inviteError(email, members);
    setError(invalid && t(`family.${invalid}`));
    if (invalid) return;
    const failure = await onInvite(email);
    if (failure === null) setDraft('');
    setError(failure);
  }

  const describedBy = [full ? `${id}-full` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <label htmlFor={`${id}-email`}>{t('family.emailLabel')}</label>
      <Controls>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={draft}
          disabled={full}
          placeholder={t('family.emailPlaceholder')}
          aria-invalid={error !== null}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" disabled={busy || full}>
          {t('family.add')}
        </Button>
      </Controls>
      {full && <Hint id={`${id}-full`}>{t('family.full')}</Hint>}
      <div role="alert" id={`${id}-error`}>
        {error && <FieldError>{error}</FieldError>}
      </div>
    </Form>
  );
}
