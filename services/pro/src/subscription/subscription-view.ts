import { subscriptionStatusSchema, type Subscription } from '@app/contracts';
import { asc, eq } from 'drizzle-orm';
import type { ProAccess, SubscriberRow } from '../access/pro-access';
import { familyMembers } from '../db/schema';
import type { ProContext } from '../pro-context';

function statusOf(row: SubscriberRow | undefined): Subscription['status'] {
  const parsed = subscriptionStatusSchema.safeParse(row?.status);
  return parsed.success ? parsed.data : 'none';
}

/**
 * Spec §3 "client subscription view". A family member sees their owner's plan (dates, status) with source
 * `family`; an owner also sees the e-mails they invited, even after their plan ended, so they can tidy up.
 */
export async function subscriptionView(ctx: ProContext, userId: string, access: ProAccess): Promise<Subscription> {
  const plan = access.source === 'family' ? access.familyOwner : access.own;
  const invited =
    access.source === 'family'
      ? []
      : await ctx.db
          .select({ email: familyMembers.email })
          .from(familyMembers)
          .where(eq(familyMembers.ownerUserId, userId))
          .orderBy(asc(familyMembers.invitedAt));
  return {
    active: access.pro,
    planType: access.pro ? 'pro' : null,
    status: statusOf(plan),
    startDate: plan?.startDate?.toISOString() ?? null,
    endDate: plan?.endDate?.toISOString() ?? null,
    cancelAtPeriodEnd: access.pro && (plan?.cancelAtPeriodEnd ?? false),
    familyEmails: invited.map(({ email }) => email),
    source: access.source,
    testAccess: access.testAccess,
  };
}
