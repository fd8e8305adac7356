import { addFamilyMemberRoute, getFamilyRoute, removeFamilyMemberRoute } from '@app/contracts';
import { createMailer, mountRoute, signedInUser } from '@app/service-kit';
import type { Request, Router } from 'express';
import { proAccessOf } from '../access/pro-access';
import type { ProContext } from '../pro-context';
import { familyOf, inviteFamilyMember, proRequired, removeFamilyMember } from './family-members';
import { invitationMail } from './invitation-mail';

/** Only an account with its own plan owns a family: a family member cannot pass Pro on. */
function ownPlanOwner(req: Request) {
  if (proAccessOf(req).source !== 'stripe') throw proRequired();
  return signedInUser(req);
}

/** Mounted behind `requireAuth()`, `joinInvitedFamilies()` and `requireTestAccess()` (see app.ts). */
export function familyRoutes(api: Router, ctx: ProContext): void {
  const mailer = createMailer(ctx.config, { logger: ctx.logger });
  const [site] = ctx.config.PUBLIC_ORIGIN;

  mountRoute(api, getFamilyRoute, async (_input, req, res) => {
    res.json(await familyOf(ctx.db, ownPlanOwner(req).userId));
  });

  mountRoute(api, addFamilyMemberRoute, async ({ body }, req, res) => {
    const owner = ownPlanOwner(req);
    const family = await inviteFamilyMember(ctx.db, owner, body.email);
    if (site) mailer.send(invitationMail({ to: body.email, ownerEmail: owner.email, language: body.language, site }));
    else ctx.logger.warn({ event: 'mail_not_sent', reason: 'no_public_origin' }, 'family invitation not sent: PUBLIC_ORIGIN is empty');
    res.status(201).json(family);
  });

  mountRoute(api, removeFamilyMemberRoute, async ({ params }, req, res) => {
    await removeFamilyMember(ctx.db, signedInUser(req).userId, params.email);
    res.status(204).end();
  });
}
