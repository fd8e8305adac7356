import type { Language, UserSession } from '@app/contracts';
import { Button, ErrorCard, LoadingState, RetryError, Row, Stack, failureMessage, useResource } from '@app/ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { MutedText, PartTitle, SuccessText } from '../../../shared/section-parts';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { endOtherSessions, endSession, listSessions, sessionsQuery } from '../api/sessions';
import { SessionItem } from './session-item';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

type Feedback = { kind: 'done'; message: string } | { kind: 'failed'; message: string } | null;

/** The devices where the user is signed in, with "this device" marked; any other can be signed out. */
export function SessionsList({ language }: { language: Language }) {
  const { t } = useAccountTranslation();
  const { resource, retry, setData } = useResource(sessionsQuery(language));
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  /** Runs a sign-out, then shows the sessions as identity now has them. */
  async function signOut(action: () => Promise<void>, doneMessage: string) {
    setBusy(true);
    setFeedback(null);
    try {
      await action();
      setFeedback({ kind: 'done', message: doneMessage });
    } catch (error) {
      setFeedback({ kind: 'failed', message: failureMessage(error, t('security.sessions.failed')) });
    }
    try {
      setData(await listSessions(language));
    } catch {
      retry();
    } finally {
      setBusy(false);
    }
  }

  const endOne = (session: UserSession) => signOut(() => endSession(language, session.id), t('security.sessions.signedOut'));
  const endOthers = () => signOut(() => endOtherSessions(language), t('security.sessions.othersSignedOut'));

  let body: ReactNode;
  if (resource.status === 'loading') body = <LoadingState label={t('security.sessions.loading')} />;
  else if (resource.status === 'error') {
    body = <RetryError message={t('security.sessions.loadError')} retryLabel={t('common.retry')} onRetry={retry} />;
  } else {
    const hasOthers = resource.data.some((session) => !session.current);
    body = (
      <>
        <List aria-label={t('security.sessions.title')}>
          {resource.data.map((session) => (
            <SessionItem key={session.id} session={session} language={language} ending={busy} onEnd={endOne} />
          ))}
        </List>
        {hasOthers ? (
          <Row>
            <Button type="button" $variant="secondary" onClick={endOthers} disabled={busy}>
              {t('security.sessions.signOutOthers')}
            </Button>
          </Row>
        ) : (
          <MutedText>{t('security.sessions.onlyThisDevice')}</MutedText>
        )}
      </>
    );
  }

  return (
    <Stack $gap={3} aria-busy={busy}>
      <PartTitle>{t('security.sessions.title')}</PartTitle>
      <MutedText>{t('security.sessions.text')}</MutedText>
      {body}
      {feedback?.kind === 'failed' && <ErrorCard>{feedback.message}</ErrorCard>}
      <div role="status">{feedback?.kind === 'done' && <SuccessText>{feedback.message}</SuccessText>}</div>
    </Stack>
  );
}
