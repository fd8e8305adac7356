import { FAMILY_MAX_MEMBERS, type Family } from '@app/contracts';
import { AppError } from '@app/service-kit';
import { eq } from 'drizzle-orm';
import type { ProContext } from '../pro-context';
import { subscribers } from '../db/schema';
import { isActivePro } from '../subscription/subscription-view';

interface Owner {
  userId: string;
  email: string;
}

/** Spec §9: an active Pro owner invites up to 3 e-mails, each once, never their own. Checked under a row lock. */
export function inviteFamilyMember(db: ProContext['db'], owner: Owner, email: string): Promise<Family> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscribers).where(eq(subscribers.userId, owner.userId)).for('update');
    if (!isActivePro(row)) throw new AppError('forbidden', 403, { messageKey: 'proRequired' });
    if (email === owner.email.toLowerCase()) throw new AppError('conflict', 409, { messageKey: 'familyOwnEmail' });
    if (row.familyEmails.includes(email)) throw new AppError('conflict', 409, { messageKey: 'familyEmailExists' });
    if (row.familyEmails.length >= FAMILY_MAX_MEMBERS) throw new AppError('conflict', 409, { messageKey: 'familyLimitReached' });
    const familyEmails = [...row.familyEmails, email];
    await tx.update(subscribers).set({ familyEmails, updatedAt: new Date() }).where(eq(subscribers.userId, owner.userId));
    return { family_emails: familyEmails };
  });
}

/** Withdraws an invitation; an owner whose subscription ended may still do so. */
export function withdrawFamilyMember(db: ProContext['db'], ownerId: string, email: string): Promise<Family> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscribers).where(eq(subscribers.userId, ownerId)).for('update');
    if (!row?.familyEmails.includes(email)) throw new AppError('not_found', 404, { messageKey: 'familyMemberNotFound' });
    const familyEmails = row.familyEmails.filter((invited) => invited !== email);
    await tx.update(subscribers).set({ familyEmails, updatedAt: new Date() }).where(eq(subscribers.userId, ownerId));
    return { family_emails: familyEmails };
  });
}
