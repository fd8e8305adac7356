import { addFamilyMemberRoute, getFamilyRoute, removeFamilyMemberRoute } from '@app/contracts';
import { mountRoute, signedInUser } from '@app/service-kit';
import type { Router } from 'express';
import type { ProContext } from '../pro-context';
import { findSubscriber } from '../subscription/subscription-view';
import { inviteFamilyMember, withdrawFamilyMember } from './family-members';

export function familyRoutes(api: Router, ctx: ProContext): void {
  mountRoute(api, getFamilyRoute, async (_input, req, res) => {
    const row = await findSubscriber(ctx.db, signedInUser(req).userId);
    res.json({ family_emails: row?.familyEmails ?? [] });
  });

  mountRoute(api, addFamilyMemberRoute, async ({ body }, req, res) => {
    res.json(await inviteFamilyMember(ctx.db, signedInUser(req), body.email));
  });

  mountRoute(api, removeFamilyMemberRoute, async ({ body }, req, res) => {
    res.json(await withdrawFamilyMember(ctx.db, signedInUser(req).userId, body.email));
  });
}
