import type { ServiceData } from '@app/contracts';
import { storedRows, type OutboxDatabase } from '@app/service-kit';
import { eq } from 'drizzle-orm';
import { subscribers } from '../db/schema';

/** The user's subscription as stored: plan, status, dates, family e-mails and the Stripe references. */
export async function proExport(db: OutboxDatabase, userId: string): Promise<ServiceData> {
  return { subscribers: storedRows(subscribers, await db.select().from(subscribers).where(eq(subscribers.userId, userId))) };
}

/** user.deleted: the subscription row, family e-mails with it. */
export async function deleteSubscriber(db: OutboxDatabase, userId: string): Promise<void> {
  await db.delete(subscribers).where(eq(subscribers.userId, userId));
}
