import path from 'node:path';
import { accountRoutes, adminJobsRoute } from '@app/contracts';
import {
  createService,
  internalToken,
  listScheduledJobs,
  requireAuth,
  withOutboxDispatcher,
  withScheduledJobs,
  type JobDefinition,
  type ServiceOptions,
} from '@app/service-kit';
import { accountConfigShape } from './config';
import { cookieConsentRoutes } from './cookie-consents/cookie-consent-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import type { SymptomsCountClient } from './dashboard/symptoms-count';
import * as schema from './db/schema';
import { accountEventsRoute } from './events/account-events';
import { accountJobs } from './jobs/account-jobs';
import { adminJobsRoutes } from './jobs/admin-jobs-routes';
import { analysesUsageOverHttp, type AnalysesUsageClient } from './jobs/usage-report';
import { PRIVACY_SIGNED_IN_PATHS, privacyRoutes } from './privacy/privacy-routes';
import { profileRoutes } from './profiles/profile-routes';
import { settingsRoutes } from './settings/settings-routes';
import { telemetryRoutes } from './telemetry/telemetry-routes';

export interface AccountServiceOptions extends ServiceOptions {
  /** Where the dashboard's screening count comes from; the symptoms service at SYMPTOMS_URL unless given. */
  symptomsCount?: SymptomsCountClient;
  /** Where the usage report's analyses per language come from; the symptoms service at SYMPTOMS_URL unless given. */
  analysesUsage?: AnalysesUsageClient;
}

/** The signed-in user's own data; anything else under /api/account (cookie consents, telemetry) is anonymous. */
const SIGNED_IN_PATHS = ['/profile', '/settings', '/dashboard', ...PRIVACY_SIGNED_IN_PATHS];

export function createAccountService({ symptomsCount, analysesUsage, ...options }: AccountServiceOptions = {}) {
  let delivery: { identityEventsUrl: string; token: string } | undefined;
  let jobs: { list: JobDefinition[]; pollMs: number } | undefined;
  const service = createService({
    ...options,
    name: 'account',
    defaultPort: 4002,
    schema,
    migrationsFolder: path.join(__dirname, '..', 'migrations'),
    // Consents, settings and logs are small; anything bigger is refused with 413.
    bodyLimit: '16kb',
    configShape: accountConfigShape,
    openapi: { title: 'Vitalia account service', routes: [...accountRoutes, adminJobsRoute] },
    routes: (api, ctx) => {
      const { config } = ctx;
      cookieConsentRoutes(api, ctx);
      telemetryRoutes(api, ctx);
      api.use(SIGNED_IN_PATHS, requireAuth());
      profileRoutes(api, ctx);
      settingsRoutes(api, ctx);
      dashboardRoutes(api, ctx, symptomsCount);
      privacyRoutes(api, ctx);
      delivery = { identityEventsUrl: config.IDENTITY_EVENTS_URL, token: internalToken(config) };
      ctx.root.use(accountEventsRoute(ctx));
      const usage = analysesUsage ?? analysesUsageOverHttp({ baseUrl: config.SYMPTOMS_URL, token: delivery.token });
      jobs = { list: accountJobs(ctx, usage), pollMs: config.JOBS_POLL_MS };
      const names = jobs.list.map((job) => job.name);
      adminJobsRoutes(api, {
        opsToken: config.OPS_TOKEN,
        ownJobs: () => listScheduledJobs(ctx.db, 'account', names),
        remote: { origins: { identity: config.IDENTITY_URL, symptoms: config.SYMPTOMS_URL }, token: delivery.token },
        logger: ctx.logger,
      });
    },
  });

  // A confirmed deletion reaches identity even when it is down at the time: the outbox keeps it.
  const withEvents = withOutboxDispatcher(service, (running) => ({
    db: running.database.db,
    logger: service.logger,
    tables: { outbox: schema.outbox, processedEvents: schema.processedEvents },
    subscribers: { 'user.deletion_requested': [delivery!.identityEventsUrl] },
    // The event names the user; once identity has it, nothing here needs it any more.
    forgetOnDelivery: ['user.deletion_requested'],
    token: delivery!.token,
  }));
  return withScheduledJobs(withEvents, (running) => ({
    db: running.database.db,
    schemaName: 'account',
    jobs: jobs!.list,
    logger: service.logger,
    pollMs: jobs!.pollMs,
  }));
}
