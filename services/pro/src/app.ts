import path from 'node:path';
import { proRoutes } from '@app/contracts';
import { createService, internalExportRouter, internalToken, requireAuth, type ServiceOptions } from '@app/service-kit';
import { requirePro, requireTestAccess } from './access/pro-access';
import { stripeWebhookRoute } from './billing/stripe-webhook-route';
import { chatRoutes } from './chat/chat-routes';
import { proConfigShape } from './config';
import * as schema from './db/schema';
import { proEventsRoute } from './events/pro-events';
import { joinInvitedFamilies } from './family/join-invited-families';
import { familyRoutes } from './family/family-routes';
import { proStatusRoute } from './internal/pro-status-route';
import { billingRoutes } from './subscription/billing-routes';
import { subscriptionRoutes } from './subscription/subscription-routes';
import { proExport } from './subscribers/subscriber-data';

/** Pro subscriptions (Stripe), family members and the AI chat; the internal routes serve deletion, export and history. */
export function createProService(options: ServiceOptions = {}) {
  return createService({
    ...options,
    name: 'pro',
    defaultPort: 4004,
    schema,
    migrationsFolder: path.join(__dirname, '..', 'migrations'),
    configShape: proConfigShape,
    openapi: { title: 'Vitalia pro service', routes: proRoutes },
    rawBodyRoutes: (api, ctx) => stripeWebhookRoute(api, ctx),
    routes: (api, ctx) => {
      // A verified invited e-mail joins its family on any signed-in Pro call (the shell checks the subscription after sign-in).
      api.use(['/subscription', '/checkout', '/portal', '/family', '/chat'], requireAuth(), joinInvitedFamilies(ctx));
      subscriptionRoutes(api, ctx);
      api.use(['/checkout', '/portal', '/family', '/chat'], requireTestAccess(ctx));
      billingRoutes(api, ctx);
      familyRoutes(api, ctx);
      api.use('/chat', requirePro());
      chatRoutes(api, ctx);
      const db = () => ctx.db;
      const token = internalToken(ctx.config);
      ctx.root.use(
        proEventsRoute({ db, token }),
        proStatusRoute({ db, token }),
        internalExportRouter({ service: 'pro', token, collect: (userId) => proExport(db(), userId) }),
      );
    },
  });
}
