import { getSubscriptionRoute } from '@app/contracts';
import { mountRoute, signedInUser } from '@app/service-kit';
import type { Router } from 'express';
import { resolveAccess } from '../access/pro-access';
import type { ProContext } from '../pro-context';
import { subscriptionView } from './subscription-view';

/** `GET /subscription` answers everyone signed in, test access or not: the shell decides what to show from it. */
export function subscriptionRoutes(api: Router, ctx: ProContext): void {
  mountRoute(api, getSubscriptionRoute, async (_input, req, res) => {
    const user = signedInUser(req);
    res.json(await subscriptionView(ctx, user.userId, await resolveAccess(ctx, user)));
  });
}
