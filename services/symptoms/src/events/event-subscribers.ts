/**
 * Who hears each event symptoms sends: sharing revokes a deleted analysis's short links, and from a new
 * analysis completes its author's referral and converts the share visit it came from.
 */
export function eventSubscribers(config: { SHARING_EVENTS_URL: string }): Record<string, readonly string[]> {
  return { 'analysis.created': [config.SHARING_EVENTS_URL], 'analysis.deleted': [config.SHARING_EVENTS_URL] };
}
