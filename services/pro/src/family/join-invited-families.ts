import { and, eq } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { familyMembers } from '../db/schema';
import type { ProContext } from '../pro-context';

/**
 * A signed-in account whose e-mail is verified takes up every invitation to that e-mail: the rows become
 * `active` with its user id. Only a verified e-mail, or anyone could sign up with an invited address and
 * take the owner's Pro. One UPDATE on the e-mail index: idempotent, and matching nothing on most calls.
 * Runs after `requireAuth()`.
 */
export function joinInvitedFamilies(ctx: ProContext): RequestHandler {
  return async (req, _res, next) => {
    const auth = req.auth;
    if (!auth?.emailVerified) return next();
    try {
      await ctx.db
        .update(familyMembers)
        .set({ status: 'active', memberUserId: auth.userId, joinedAt: new Date() })
        .where(and(eq(familyMembers.email, auth.email.toLowerCase()), eq(familyMembers.status, 'invited')));
      next();
    } catch (error) {
      next(error);
    }
  };
}
