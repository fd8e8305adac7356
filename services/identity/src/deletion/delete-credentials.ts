import type { EventPayload } from '@app/contracts';
import { enqueueEvent, type OutboxDatabase } from '@app/service-kit';
import { and, eq, sql } from 'drizzle-orm';
import { credentials, loginAttempts, outbox, processedEvents, rateLimitHits } from '../db/schema';
import { emailKey } from '../http/db-rate-limit';

/**
 * `user.deletion_requested` (from account, once the user confirmed with the password): removes the
 * credentials, so every session ends and no refresh works again, with what identity keeps about the
 * e-mail, then tells every service to delete the user's rows. Runs in the transaction that records the
 * event; when the credentials are already gone (a replay after a crash) both events are still sent.
 */
export async function deleteCredentials(tx: OutboxDatabase, { userId, requestId }: EventPayload<'user.deletion_requested'>): Promise<void> {
  const [credential] = await tx.select({ email: credentials.email }).from(credentials).where(eq(credentials.userId, userId));
  if (credential) {
    await tx.delete(loginAttempts).where(eq(loginAttempts.email, credential.email));
    await tx.delete(rateLimitHits).where(eq(rateLimitHits.clientKey, emailKey(credential.email)));
    // Sessions, refresh tokens, TOTP factor and recovery codes, e-mail tokens: ON DELETE CASCADE.
    await tx.delete(credentials).where(eq(credentials.userId, userId));
  }
  // The sign-up event carries the e-mail and name; account's copy of them is deleted by user.deleted.
  await tx.delete(outbox).where(and(eq(outbox.type, 'user.registered'), sql`${outbox.payload}->>'userId' = ${userId}`));
  const tables = { outbox, processedEvents };
  await enqueueEvent(tx, tables, { type: 'user.deleted', payload: { userId } });
  await enqueueEvent(tx, tables, { type: 'user.deletion_completed', payload: { requestId } });
}
