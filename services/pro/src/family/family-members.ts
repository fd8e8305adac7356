import { FAMILY_MAX_MEMBERS, type Family } from '@app/contracts';
import { AppError } from '@app/service-kit';
import { and, asc, eq } from 'drizzle-orm';
import { hasProStatus } from '../access/pro-access';
import { familyMembers, subscribers } from '../db/schema';
import type { ProContext } from '../pro-context';

type Database = ProContext['db'];
/** The database or a transaction on it: both only read here. */
type Reader = Pick<Database, 'select'>;

interface Owner {
  userId: string;
  email: string;
}

/** 402 pro_required: the family is a Pro feature of the owner's own plan. */
export function proRequired(): AppError {
  return new AppError('pro_required', 402, { messageKey: 'proRequired' });
}

/** The owner's places and who holds them, oldest invitation first. */
export async function familyOf(db: Reader, ownerUserId: string): Promise<Family> {
  const rows = await db
    .select({ email: familyMembers.email, status: familyMembers.status, invitedAt: familyMembers.invitedAt })
    .from(familyMembers)
    .where(eq(familyMembers.ownerUserId, ownerUserId))
    .orderBy(asc(familyMembers.invitedAt), asc(familyMembers.email));
  return {
    slots: FAMILY_MAX_MEMBERS,
    members: rows.map((row) => ({
      email: row.email,
      status: row.status === 'active' ? 'active' : 'invited',
      invitedAt: row.invitedAt.toISOString(),
    })),
  };
}

/**
 * Spec §4, §5, §9: an owner with their own active Pro plan invites up to 3 e-mails, each once, never their own.
 * The owner's subscriber row is locked first, so concurrent invitations are checked one after another and
 * can never make a fourth.
 */
export function inviteFamilyMember(db: Database, owner: Owner, email: string): Promise<Family> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscribers).where(eq(subscribers.userId, owner.userId)).for('update');
    if (!hasProStatus(row)) throw proRequired();
    if (email === owner.email.toLowerCase()) throw new AppError('own_email', 422, { messageKey: 'familyOwnEmail' });
    const invited = await tx.select({ email: familyMembers.email }).from(familyMembers).where(eq(familyMembers.ownerUserId, owner.userId));
    if (invited.some((member) => member.email === email)) throw new AppError('email_exists', 409, { messageKey: 'familyEmailExists' });
    if (invited.length >= FAMILY_MAX_MEMBERS) throw new AppError('limit_reached', 409, { messageKey: 'familyLimitReached' });
    await tx.insert(familyMembers).values({ ownerUserId: owner.userId, email });
    return familyOf(tx, owner.userId);
  });
}

/** Withdraws an invitation or removes a member, whose Pro ends with the row; an owner whose plan ended may still do so. */
export async function removeFamilyMember(db: Database, ownerUserId: string, email: string): Promise<void> {
  const removed = await db
    .delete(familyMembers)
    .where(and(eq(familyMembers.ownerUserId, ownerUserId), eq(familyMembers.email, email)))
    .returning({ email: familyMembers.email });
  if (removed.length === 0) throw new AppError('not_found', 404, { messageKey: 'familyMemberNotFound' });
}
