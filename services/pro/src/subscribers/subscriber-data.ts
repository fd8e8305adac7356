import type { ServiceData } from '@app/contracts';
import { storedRows, type OutboxDatabase } from '@app/service-kit';
import { asc, eq, or } from 'drizzle-orm';
import { chatMessages, familyMembers, subscribers } from '../db/schema';
import { chatRowsOf, deleteChatOf } from '../chat/chat-store';

/** The user's subscription as stored (plan, status, dates, Stripe references), their family rows and their chat. */
export async function proExport(db: OutboxDatabase, userId: string): Promise<ServiceData> {
  const family = await db
    .select()
    .from(familyMembers)
    .where(or(eq(familyMembers.ownerUserId, userId), eq(familyMembers.memberUserId, userId)))
    .orderBy(asc(familyMembers.invitedAt), asc(familyMembers.email));
  return {
    subscribers: storedRows(subscribers, await db.select().from(subscribers).where(eq(subscribers.userId, userId))),
    // The people they invited, and the families they belong to.
    family_members: storedRows(familyMembers, family),
    chat_messages: storedRows(chatMessages, await chatRowsOf(db, userId)),
  };
}

/** user.deleted: the subscription row, every family row naming the user, and their chat. */
export async function deleteSubscriber(db: OutboxDatabase, userId: string): Promise<void> {
  await db.delete(subscribers).where(eq(subscribers.userId, userId));
  // Their invitations go (those members lose Pro at once), and so do their places in others' families.
  await db.delete(familyMembers).where(or(eq(familyMembers.ownerUserId, userId), eq(familyMembers.memberUserId, userId)));
  await deleteChatOf(db, userId);
}
