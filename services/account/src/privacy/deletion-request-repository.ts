import type { DeletionRequest } from '@app/contracts';
import { enqueueEvent } from '@app/service-kit';
import { and, eq, ne } from 'drizzle-orm';
import type { AccountDatabase } from '../db/account-database';
import { deletionRequests, outbox, processedEvents } from '../db/schema';

type DeletionRequestRow = typeof deletionRequests.$inferSelect;

export function toDeletionRequest(row: DeletionRequestRow): DeletionRequest {
  return {
    id: row.id,
    // Only this service writes the column, always one of the contract's statuses (checked by the table too).
    status: row.status as DeletionRequest['status'],
    requestedAt: row.requestedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * Registers the user's deletion and tells identity (user.deletion_requested) in one transaction. A user
 * with an open request gets that one back: user_id is unique, so two requests racing make one row.
 */
export async function registerDeletionRequest(db: AccountDatabase, userId: string): Promise<DeletionRequestRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(deletionRequests)
      .values({ userId })
      .onConflictDoNothing({ target: deletionRequests.userId })
      .returning();
    if (created) {
      await enqueueEvent(tx, { outbox, processedEvents }, { type: 'user.deletion_requested', payload: { userId, requestId: created.id } });
      return created;
    }
    const [open] = await tx.select().from(deletionRequests).where(eq(deletionRequests.userId, userId));
    if (!open) throw new Error('deletion request neither inserted nor found');
    return open;
  });
}

/** The user's request while it is open; once processing starts it no longer names the user. */
export async function findOpenDeletionRequest(db: AccountDatabase, userId: string): Promise<DeletionRequestRow | undefined> {
  const [row] = await db.select().from(deletionRequests).where(eq(deletionRequests.userId, userId));
  return row;
}

export async function findDeletionRequest(db: AccountDatabase, id: string): Promise<DeletionRequestRow | undefined> {
  const [row] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, id));
  return row;
}

/** user.deleted: identity removed the credentials and the services are deleting; the request forgets the user. */
export async function markDeletionProcessing(db: AccountDatabase, userId: string): Promise<void> {
  await db.update(deletionRequests).set({ status: 'processing', userId: null }).where(eq(deletionRequests.userId, userId));
}

/** user.deletion_completed: every service acknowledged user.deleted. */
export async function markDeletionCompleted(db: AccountDatabase, requestId: string, completedAt: Date): Promise<void> {
  await db
    .update(deletionRequests)
    .set({ status: 'completed', completedAt, userId: null })
    .where(and(eq(deletionRequests.id, requestId), ne(deletionRequests.status, 'completed')));
}
