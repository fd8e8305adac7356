import { getSubscriptionRoute } from '@app/contracts';
import { mountRoute, signedInUser } from '@app/service-kit';
import type { Router } from 'express';
import type { ProContext } from '../pro-context';
import { findSubscriber, toSubscription } from './subscription-view';

export function subscriptionRoutes(api: Router, ctx: ProContext): void {
  mountRoute(api, getSubscriptionRoute, async (_input, req, res) => {
    res.json(toSubscription(await findSubscriber(ctx.db, signedInUser(req).userId)));
  });
}
