import type { DeletionRequest, Language } from '@app/contracts';
import { ApiRequestError, Button, Dialog, ErrorCard, Row, Stack, failureMessage } from '@app/ui';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Paragraph } from '../../../shared/section-parts';
import { TextField } from '../../../shared/text-field';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { requestDeletion } from '../api/deletion-requests';

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const Warning = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.danger};
`;

const Confirmation = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    flex: none;
  }
`;

type Failure = { field: 'password'; message: string } | { field: null; message: string } | null;

interface DeleteAccountDialogProps {
  apiBase: string;
  language: Language;
  onRequested: (request: DeletionRequest) => void;
  onCancel: () => void;
}

/**
 * Says what the deletion removes, then asks for the current password and an explicit "I understand".
 * A refused password keeps everything typed and points at the field.
 */
export function DeleteAccountDialog({ apiBase, language, onRequested, onCancel }: DeleteAccountDialogProps) {
  const { t } = useAccountTranslation();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const deleted = t('privacy.deletion.dialog.items', { returnObjects: true }) as string[];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      onRequested(await requestDeletion(apiBase, language, password));
    } catch (error) {
      setSending(false);
      if (error instanceof ApiRequestError && error.hasDetail('password', 'invalid_password')) {
        setFailure({ field: 'password', message: t('privacy.deletion.dialog.wrongPassword') });
        passwordRef.current?.focus();
        return;
      }
      const tooMany = error instanceof ApiRequestError && error.status === 429;
      setFailure({
        field: null,
        message: failureMessage(error, t(tooMany ? 'privacy.deletion.dialog.tooMany' : 'privacy.deletion.dialog.failed')),
      });
    }
  }

  return (
    <Dialog role="alertdialog" title={t('privacy.deletion.dialog.title')} onClose={onCancel}>
      <form onSubmit={submit} aria-busy={sending}>
        <Stack>
          <Paragraph>{t('privacy.deletion.dialog.intro')}</Paragraph>
          <List>
            {deleted.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </List>
          <Paragraph>{t('privacy.deletion.dialog.sessions')}</Paragraph>
          <Warning>{t('privacy.deletion.dialog.irreversible')}</Warning>
          <TextField
            ref={passwordRef}
            label={t('privacy.deletion.dialog.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
            error={failure?.field === 'password' ? failure.message : null}
          />
          <Confirmation>
            <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
            <span>{t('privacy.deletion.dialog.confirm')}</span>
          </Confirmation>
          {failure?.field === null && <ErrorCard>{failure.message}</ErrorCard>}
          <Row>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {t('privacy.deletion.dialog.cancel')}
            </Button>
            <Button type="submit" $variant="danger" disabled={!understood || password === '' || sending}>
              {sending ? t('privacy.deletion.dialog.submitting') : t('privacy.deletion.dialog.submit')}
            </Button>
          </Row>
        </Stack>
      </form>
    </Dialog>
  );
}
