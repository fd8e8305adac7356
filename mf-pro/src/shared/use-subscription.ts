import type { RemotePageProps, SubscriptionSnapshot, SubscriptionSource } from '@app/contracts';
import { createSubscriptionSource, useSubscriptionSnapshot } from '@app/ui';
import { useEffect, useState } from 'react';

/**
 * The signed-in user's subscription for a Pro page: the shell's source when the shell hands one (so the page,
 * the menu and the dashboard agree), else the page's own (the remote running on its own, and tests).
 * Asks at once when nothing is known yet: a Pro page needs the answer to show anything.
 */
export function useSubscription({ subscription, apiBase, language }: RemotePageProps): {
  snapshot: SubscriptionSnapshot;
  source: SubscriptionSource;
} {
  const [own] = useState(() => createSubscriptionSource(apiBase));
  const source = subscription ?? own;

  useEffect(() => {
    if (!subscription) own.watch(language);
  }, [own, subscription, language]);
  useEffect(() => () => own.stop(), [own]);

  const snapshot = useSubscriptionSnapshot(source);
  useEffect(() => {
    if (snapshot.status === 'pending') void source.refresh(language);
  }, [source, snapshot.status, language]);

  return { snapshot, source };
}
