import type { Subscription } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { ProContext } from '../pro-context';
import { subscribers } from '../db/schema';

type SubscriberRow = typeof subscribers.$inferSelect;

/** Spec §3: "active" means status active; Pro means active with plan type pro. */
export function isActivePro(row: SubscriberRow | undefined): row is SubscriberRow {
  return row?.status === 'active' && row.planType === 'pro';
}

/** The client subscription view of a stored row; someone who never subscribed has an inactive one. */
export function toSubscription(row: SubscriberRow | undefined): Subscription {
  return {
    active: row?.status === 'active',
    plan_type: row?.planType === 'pro' ? 'pro' : null,
    start_date: row?.startDate?.toISOString() ?? null,
    end_date: row?.endDate?.toISOString() ?? null,
    family_emails: row?.familyEmails ?? [],
  };
}

export async function findSubscriber(db: ProContext['db'], userId: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
  return row;
}
