/**
 * How a remote reports an event without importing the shell: it dispatches a `CustomEvent` of this name on
 * `window` with a RemoteAnalyticsEvent as `detail`; the shell checks it, adds the page, language and visit,
 * and sends it only with the visitor's consent. Free of zod: the shell listens on every page.
 */
export const REMOTE_ANALYTICS_EVENT = 'vitalia:analytics';
