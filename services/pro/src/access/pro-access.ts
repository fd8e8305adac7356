import { AppError, signedInUser } from '@app/service-kit';
import { and, eq } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { familyMembers, subscribers } from '../db/schema';
import type { ProConfig, ProContext } from '../pro-context';

/** Stripe statuses that give Pro features; past_due keeps them while Stripe retries, with a warning. */
export const PRO_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];

export type SubscriberRow = typeof subscribers.$inferSelect;

/** What one signed-in account may do in Pro, and why. */
export interface ProAccess {
  testAccess: boolean;
  /** Pro features: their own Stripe subscription, or an active place in a Pro owner's family. */
  pro: boolean;
  source: 'stripe' | 'family' | 'none';
  /** Their own subscriber row, if they ever started checkout. */
  own?: SubscriberRow;
  /** The owner whose plan covers them, when `source` is family. */
  familyOwner?: SubscriberRow;
}

export function hasProStatus(row: SubscriberRow | undefined): row is SubscriberRow {
  return row !== undefined && row.planType === 'pro' && PRO_STATUSES.includes(row.status);
}

function onTestList(config: ProConfig, email: string | null | undefined): boolean {
  return (
    config.PRO_TEST_ACCESS === 'open' ||
    (email !== null && email !== undefined && config.PRO_TEST_ACCESS_EMAILS.includes(email.toLowerCase()))
  );
}

/**
 * Spec §6 and the access matrix: test access comes from PRO_TEST_ACCESS_EMAILS (or `open`), or from the owner
 * of the family the account is an active member of; Pro from their own subscription, else from that owner's.
 */
export async function resolveAccess(ctx: ProContext, user: { userId: string; email: string }): Promise<ProAccess> {
  const [own] = await ctx.db.select().from(subscribers).where(eq(subscribers.userId, user.userId));
  const owners = await ctx.db
    .select({ owner: subscribers })
    .from(familyMembers)
    .innerJoin(subscribers, eq(subscribers.userId, familyMembers.ownerUserId))
    .where(and(eq(familyMembers.memberUserId, user.userId), eq(familyMembers.status, 'active')));
  const familyOwner = owners.map(({ owner }) => owner).find((owner) => hasProStatus(owner) && onTestList(ctx.config, owner.email));
  const testAccess = onTestList(ctx.config, user.email) || familyOwner !== undefined;
  if (hasProStatus(own)) return { testAccess, pro: true, source: 'stripe', own };
  if (familyOwner) return { testAccess, pro: true, source: 'family', own, familyOwner };
  return { testAccess, pro: false, source: 'none', own };
}

/**
 * Pro features regardless of test access (unlimited history): a paying user keeps what they pay for even if
 * the test list changes. Their own plan, or an active place in the family of an owner with one.
 */
export async function hasProFeatures(db: ProContext['db'], userId: string): Promise<boolean> {
  const [own] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
  if (hasProStatus(own)) return true;
  const owners = await db
    .select({ owner: subscribers })
    .from(familyMembers)
    .innerJoin(subscribers, eq(subscribers.userId, familyMembers.ownerUserId))
    .where(and(eq(familyMembers.memberUserId, userId), eq(familyMembers.status, 'active')));
  return owners.some(({ owner }) => hasProStatus(owner));
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by `requireTestAccess()`: the signed-in account's Pro access. */
      proAccess?: ProAccess;
    }
  }
}

/** The access `requireTestAccess()` resolved for this request. */
export function proAccessOf(req: Parameters<RequestHandler>[0]): ProAccess {
  if (!req.proAccess) throw new Error('proAccessOf() used on a route without requireTestAccess()');
  return req.proAccess;
}

/** Every Pro call but GET /subscription: 403 test_access_required without test access. Runs after `requireAuth()`. */
export function requireTestAccess(ctx: ProContext): RequestHandler {
  return async (req, _res, next) => {
    try {
      const access = await resolveAccess(ctx, signedInUser(req));
      if (!access.testAccess) return next(new AppError('test_access_required', 403, { messageKey: 'testAccessRequired' }));
      req.proAccess = access;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Pro-only calls: 402 pro_required without Pro features (own or family). Runs after `requireTestAccess()`. */
export function requirePro(): RequestHandler {
  return (req, _res, next) => {
    if (proAccessOf(req).pro) return next();
    next(new AppError('pro_required', 402, { messageKey: 'proRequired' }));
  };
}
