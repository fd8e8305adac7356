import { internalEventsRoute, outboxTables, type EventHandlers, type OutboxDatabase } from '@app/service-kit';
import type { Router } from 'express';
import { processedEvents } from '../db/schema';
import { completeReferral } from '../referrals/referral-repository';
import { revokeAnalysisLinks } from '../short-links/revoke-analysis-links';
import { markShareConversion } from '../short-links/share-conversions';
import { deleteSharingUserData } from '../user-data/sharing-user-data';

const handlers: EventHandlers = {
  'user.deleted': (event, tx) => deleteSharingUserData(tx, event.payload.userId),
  'analysis.deleted': (event, tx) => revokeAnalysisLinks(tx, event.payload.analysisId),
  'user.registered': (event, tx) =>
    markShareConversion(tx, {
      shareVisit: event.payload.shareVisit,
      conversion: 'registration',
      userId: event.payload.userId,
      at: new Date(event.occurredAt),
    }),
  'analysis.created': async (event, tx) => {
    const { userId, shareVisit } = event.payload;
    const at = new Date(event.occurredAt);
    if (userId) await completeReferral(tx, userId, at);
    await markShareConversion(tx, { shareVisit, conversion: 'analysis', userId, at });
  },
};

/**
 * `POST /internal/events` at the site root, where identity's and symptoms' outboxes deliver (SHARING_EVENTS_URL there).
 * Sharing sends no events yet, so only `processed_events` is in its schema; the route never touches the outbox table.
 */
export function sharingEventsRoute({ db, token }: { db: () => OutboxDatabase; token: string }): Router {
  return internalEventsRoute({ token, db, tables: { outbox: outboxTables('sharing').outbox, processedEvents }, handlers });
}
