import { REMOTE_ANALYTICS_EVENT, type RemoteAnalyticsEvent } from '@app/contracts';

/**
 * Hands an analytics event (spec §7) to the shell, which adds the page and visit and sends it only if the
 * visitor accepted cookies. A remote never sends analytics itself, and run on its own nobody listens.
 */
export function announceAnalyticsEvent(event: RemoteAnalyticsEvent): void {
  window.dispatchEvent(new CustomEvent<RemoteAnalyticsEvent>(REMOTE_ANALYTICS_EVENT, { detail: event }));
}
