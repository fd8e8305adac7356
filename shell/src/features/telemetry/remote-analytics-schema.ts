// The remote events' schema, a chunk of its own that forwardRemoteAnalytics loads with the first event.
export { remoteAnalyticsEventSchema } from '@app/contracts';
