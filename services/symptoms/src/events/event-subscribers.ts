/** Who hears each event symptoms sends: sharing revokes a deleted analysis's short links. */
export function eventSubscribers(config: { SHARING_EVENTS_URL: string }): Record<string, readonly string[]> {
  return { 'analysis.deleted': [config.SHARING_EVENTS_URL] };
}
