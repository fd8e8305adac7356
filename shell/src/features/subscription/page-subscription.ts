import { useEffect } from 'react';
import type { Language, SubscriptionSnapshot } from '@app/contracts';
import { createSubscriptionSource, useSubscriptionSnapshot } from '@app/ui';
import type { SessionStatus } from '../session/session-store';

/**
 * The page's one subscription source: the header, the dashboard and the access gate read it, and the Pro
 * pages get it as a prop, so all of them change together (e.g. when a checkout turns the plan active).
 */
export const pageSubscription = createSubscriptionSource('/api/pro');

export function usePageSubscription(): SubscriptionSnapshot {
  return useSubscriptionSnapshot(pageSubscription);
}

/** Whether the signed-in user may see the Pro screens (spec §2), as far as known yet. */
export function useTestAccess(): boolean {
  const snapshot = usePageSubscription();
  return snapshot.status === 'ready' && snapshot.subscription.testAccess;
}

/** Keeps the subscription fresh while someone is signed in (spec §4); a visitor never asks for it. */
export function useSubscriptionTracking(status: SessionStatus, language: Language) {
  useEffect(() => {
    if (status === 'signedIn') pageSubscription.watch(language);
    else if (status === 'signedOut') pageSubscription.stop();
  }, [status, language]);
}
