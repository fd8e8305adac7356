import { REMOTE_ANALYTICS_EVENT, type Language } from '@app/contracts';
import { trackEvent } from './track-event';

/**
 * Forwards the analytics events remotes announce on `window` (they never import the shell) through trackEvent,
 * so the visitor's consent applies to them too. Anything that is not a known remote event is ignored.
 * Answers the function that stops listening.
 */
export function forwardRemoteAnalytics(currentLanguage: () => Language): () => void {
  const forward = (announced: Event) => {
    const detail = (announced as CustomEvent<unknown>).detail;
    // The schema loads with the first event: most pages have none, and then never download zod.
    void import('./remote-analytics-schema').then(({ remoteAnalyticsEventSchema }) => {
      const event = remoteAnalyticsEventSchema.safeParse(detail);
      if (event.success) void trackEvent(event.data, currentLanguage());
    });
  };
  window.addEventListener(REMOTE_ANALYTICS_EVENT, forward);
  return () => window.removeEventListener(REMOTE_ANALYTICS_EVENT, forward);
}
