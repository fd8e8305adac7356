import { lazy, Suspense, useEffect } from 'react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '@app/contracts';
import { Card, Dialog, Lead, NamespaceTexts, Page, PageTitle, Spinner } from '@app/ui';
import { useSession } from '../session/session-store';
import type { AuthTab } from './auth-panel';

// The forms, with the phone-number library and the credential schemas, load when an auth screen first opens,
// with the legal texts their consent links quote.
const LazyAuthPanel = lazy(() => import('./auth-panel').then((module) => ({ default: module.AuthPanel })));

function AuthPanel(props: ComponentProps<typeof LazyAuthPanel>) {
  return (
    <NamespaceTexts ns="legal" language={props.language} fallback={<Spinner $size={36} />}>
      <Suspense fallback={<Spinner $size={36} />}>
        <LazyAuthPanel {...props} />
      </Suspense>
    </NamespaceTexts>
  );
}

const AuthCard = styled(Card)`
  max-width: 560px;
  margin: 0 auto;
`;

/**
 * The auth screen in place of a login-required page (spec §2 access rules). Once signed in, the
 * page itself renders at the same address: the user is back where they were going.
 */
export function AuthPage({ language }: { language: Language }) {
  const { t } = useTranslation('auth');
  return (
    <Page>
      <AuthCard>
        <PageTitle>{t('title')}</PageTitle>
        <Lead>{t('lead')}</Lead>
        <AuthPanel language={language} />
      </AuthCard>
    </Page>
  );
}

/** The auth screen over the current page, opened from the header; it closes itself once signed in. */
export function AuthDialog({ language, initialTab, onClose }: { language: Language; initialTab?: AuthTab; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const signedIn = useSession((state) => state.status === 'signedIn');
  useEffect(() => {
    if (signedIn) onClose();
  }, [signedIn, onClose]);
  return (
    <Dialog title={t('title')} onClose={onClose}>
      <AuthPanel language={language} initialTab={initialTab} />
    </Dialog>
  );
}
