import {
  recordReferralRoute,
  REFERRALS_REQUIRED,
  referralStatusRoute,
  referralUnlockRoute,
  referralUrl,
  referralVisitRoute,
  type ReferralStatus,
  type ReferralUnlock,
} from '@app/contracts';
import {
  AppError,
  expressPath,
  internalToken,
  mountRoute,
  requestLanguage,
  requestRateLimit,
  requireAuth,
  requireInternalToken,
  signedInUser,
  truncatedAddress,
  visitorUserAgent,
} from '@app/service-kit';
import type { Router } from 'express';
import type { SharingContext } from '../sharing-context';
import { activeReferrer, completedReferrals, recordReferral, recordReferralVisit, referralCodeOf } from './referral-repository';

/** Spec §9: the full history unlocks at 3 referred friends with a completed analysis. */
const unlockOf = (completed: number): ReferralUnlock => ({ completed, unlocked: completed >= REFERRALS_REQUIRED });

export function referralRoutes(api: Router, ctx: SharingContext): void {
  const [site = ''] = ctx.config.PUBLIC_ORIGIN;
  const visits = requestRateLimit({
    name: 'referral-visits',
    counters: ctx.counters,
    windowMs: 60_000,
    limit: ctx.config.REFERRAL_VISIT_RATE_LIMIT_PER_MINUTE,
  });
  const referrerOf = async (code: string) => {
    const referrer = await activeReferrer(ctx.db, code);
    if (!referrer) throw new AppError('referral_not_found', 404);
    return referrer;
  };

  api.get(referralStatusRoute.path, requireAuth());
  mountRoute(api, referralStatusRoute, async (_input, req, res) => {
    const { userId } = signedInUser(req);
    const code = await referralCodeOf(ctx.db, userId);
    // The link opens the site in the language the user reads it in now.
    const url = referralUrl(site, requestLanguage(req), code);
    res.json({ code, url, required: REFERRALS_REQUIRED, ...unlockOf(await completedReferrals(ctx.db, userId)) } satisfies ReferralStatus);
  });

  api.post(referralVisitRoute.path, visits);
  mountRoute(api, referralVisitRoute, async ({ body }, req, res) => {
    await recordReferralVisit(ctx.db, {
      ...body,
      referrerUserId: await referrerOf(body.code),
      visitorIp: truncatedAddress(req.ip),
      visitorUserAgent: visitorUserAgent(req.headers['user-agent']),
    });
    res.status(201).end();
  });

  api.post(recordReferralRoute.path, requireAuth());
  mountRoute(api, recordReferralRoute, async ({ body }, req, res) => {
    const { userId } = signedInUser(req);
    const referrerUserId = await referrerOf(body.code);
    if (referrerUserId === userId) throw new AppError('self_referral', 422);
    const { created, status } = await recordReferral(ctx.db, { code: body.code, referrerUserId, referredUserId: userId });
    res.status(created ? 201 : 200).json({ status });
  });

  // Asked by symptoms (history view): at the site root, which the gateway does not forward, with the token.
  ctx.root.get(expressPath(referralUnlockRoute.path), requireInternalToken(internalToken(ctx.config)));
  mountRoute(ctx.root, referralUnlockRoute, async ({ params }, _req, res) => {
    res.json(unlockOf(await completedReferrals(ctx.db, params.userId)));
  });
}
