import type { EventType } from '@app/contracts';
import type { IdentityConfig } from '../config';

/**
 * Who hears each event identity sends: account builds profiles and sharing converts the share visit
 * a sign-up came from; every data-holding service deletes.
 */
export function eventSubscribers(config: IdentityConfig): Record<EventType, readonly string[]> {
  return {
    'user.registered': [config.ACCOUNT_EVENTS_URL, config.SHARING_EVENTS_URL],
    'user.deleted': [config.ACCOUNT_EVENTS_URL, config.SYMPTOMS_EVENTS_URL, config.PRO_EVENTS_URL, config.SHARING_EVENTS_URL],
    // Sent after user.deleted and delivered only once every service acknowledged it (the outbox keeps order).
    'user.deletion_completed': [config.ACCOUNT_EVENTS_URL],
    // Identity only receives it.
    'user.deletion_requested': [],
    // Symptoms sends these, not identity.
    'analysis.created': [],
    'analysis.deleted': [],
  };
}

/** Events that name a user who asked to be forgotten: their outbox rows go once delivered. */
export const FORGET_ON_DELIVERY: readonly EventType[] = ['user.deleted'];
