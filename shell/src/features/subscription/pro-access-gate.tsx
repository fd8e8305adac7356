import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Page, RetryError } from '@app/ui';
import { RemoteLoading } from '../remotes/remote-page';
import { pageSubscription, usePageSubscription } from './page-subscription';

/** Router state of the dashboard when the gate turned someone away from a Pro page. */
export interface RestrictedAccessState {
  restricted: true;
}

/**
 * Spec §2: the Pro, chat and family pages also need test access. Without it the person lands on the
 * dashboard, which says the area is for internal testing only. The pro service refuses them too.
 */
export function ProAccessGate({ language, children }: { language: Language; children: ReactNode }) {
  const { t } = useTranslation();
  const snapshot = usePageSubscription();

  // This page cannot wait for the check made about 1 s after load.
  useEffect(() => {
    if (snapshot.status === 'pending') void pageSubscription.refresh(language);
  }, [snapshot.status, language]);

  if (snapshot.status === 'pending') return <RemoteLoading />;
  if (snapshot.status === 'failed') {
    return (
      <Page>
        <RetryError
          message={t('serviceUnavailable.text')}
          retryLabel={t('serviceUnavailable.retry')}
          onRetry={() => void pageSubscription.refresh(language)}
        />
      </Page>
    );
  }
  if (!snapshot.subscription.testAccess) {
    const state: RestrictedAccessState = { restricted: true };
    return <Navigate to={pathFor(language)} replace state={state} />;
  }
  return children;
}
