import { eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import { stripeEvents, subscribers } from '../db/schema';
import type { ProContext } from '../pro-context';
import { invoiceSubscriptionId, subscriptionState, type SubscriptionState } from './subscription-state';

type Tx = Parameters<Parameters<ProContext['db']['transaction']>[0]>[0];
type SubscriberRow = typeof subscribers.$inferSelect;

const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired']);

async function findRow(tx: Tx, by: { userId?: string; customerId?: string; subscriptionId?: string }): Promise<SubscriberRow | undefined> {
  const conditions = [
    by.userId ? eq(subscribers.userId, by.userId) : undefined,
    by.customerId ? eq(subscribers.stripeCustomerId, by.customerId) : undefined,
    by.subscriptionId ? eq(subscribers.stripeSubscriptionId, by.subscriptionId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return undefined;
  const [row] = await tx
    .select()
    .from(subscribers)
    .where(or(...conditions))
    .for('update');
  return row;
}

/**
 * Whether an event's state may replace the stored one. Events can arrive late and out of order: an older
 * event never overwrites a newer state, and within the same second an ended subscription stays ended. A
 * different subscription replaces the stored one only if it is newer (a re-subscription after a cancel).
 */
function supersedes(row: SubscriberRow, state: SubscriptionState, at: Date): boolean {
  if (row.stripeStateAt && at < row.stripeStateAt) return false;
  if (row.stripeStateAt && at.getTime() === row.stripeStateAt.getTime() && ENDED.has(row.status) && !ENDED.has(state.status)) {
    return row.stripeSubscriptionId !== state.subscriptionId;
  }
  return true;
}

async function applySubscription(tx: Tx, state: SubscriptionState, at: Date): Promise<void> {
  const row = await findRow(tx, { userId: state.userId, customerId: state.customerId, subscriptionId: state.subscriptionId });
  const userId = row?.userId ?? state.userId;
  if (!userId) return;
  if (row && !supersedes(row, state, at)) return;
  const values = {
    status: state.status,
    planType: 'pro',
    startDate: state.startDate,
    endDate: state.endDate,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    stripeCustomerId: state.customerId || row?.stripeCustomerId || null,
    stripeSubscriptionId: state.subscriptionId,
    stripeStateAt: at,
    updatedAt: new Date(),
  };
  if (row) await tx.update(subscribers).set(values).where(eq(subscribers.userId, row.userId));
  else await tx.insert(subscribers).values({ userId, ...values });
}

/** checkout.session.completed: links the customer and subscription to the user; the subscription events set the state. */
async function applyCheckout(tx: Tx, session: Stripe.Checkout.Session): Promise<void> {
  const userId = z.uuid().safeParse(session.client_reference_id);
  const customerId = typeof session.customer === 'string' ? session.customer : session.customer?.id;
  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (!userId.success || !customerId) return;
  const row = await findRow(tx, { userId: userId.data });
  const link = { stripeCustomerId: customerId, ...(row?.stripeSubscriptionId ? {} : { stripeSubscriptionId: subscriptionId }) };
  if (row)
    await tx
      .update(subscribers)
      .set({ ...link, updatedAt: new Date() })
      .where(eq(subscribers.userId, row.userId));
  else await tx.insert(subscribers).values({ userId: userId.data, ...link });
}

/**
 * invoice.paid brings a past_due subscription back, invoice.payment_failed moves an active one to past_due
 * (Stripe also sends customer.subscription.updated; whichever comes first, the newer state wins).
 */
async function applyInvoice(tx: Tx, invoice: Stripe.Invoice, at: Date, paid: boolean): Promise<void> {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return;
  const row = await findRow(tx, { subscriptionId });
  if (!row || (row.stripeStateAt && at < row.stripeStateAt)) return;
  const from = paid ? 'past_due' : 'active';
  if (row.status !== from) return;
  await tx
    .update(subscribers)
    .set({ status: paid ? 'active' : 'past_due', stripeStateAt: at, updatedAt: new Date() })
    .where(eq(subscribers.userId, row.userId));
}

/**
 * Applies one verified Stripe event, once: the event id is recorded in the same transaction, so a replay (Stripe
 * retries, or an attacker resending a captured request) changes nothing. Other event types are recorded and ignored.
 */
export async function applyStripeEvent(db: ProContext['db'], event: Stripe.Event): Promise<'applied' | 'replay'> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(stripeEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing().returning();
    if (inserted.length === 0) return 'replay';
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed':
        await applyCheckout(tx, event.data.object);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
        await applySubscription(tx, subscriptionState(event.data.object, false), at);
        break;
      case 'customer.subscription.deleted':
        await applySubscription(tx, subscriptionState(event.data.object, true), at);
        break;
      case 'invoice.paid':
        await applyInvoice(tx, event.data.object, at, true);
        break;
      case 'invoice.payment_failed':
        await applyInvoice(tx, event.data.object, at, false);
        break;
      default:
        break;
    }
    return 'applied';
  });
}
