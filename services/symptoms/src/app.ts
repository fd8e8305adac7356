import path from 'node:path';
import { internalAnalysesUsageRoute, internalJobsRoute, symptomsRoutes } from '@app/contracts';
import {
  createService,
  internalExportRouter,
  internalJobsRouter,
  internalToken,
  listScheduledJobs,
  requestRateLimit,
  signedInUserKey,
  withOutboxDispatcher,
  withScheduledJobs,
  type JobDefinition,
  type ClientIdentity,
  type ServiceOptions,
} from '@app/service-kit';
import { createAnalyzer } from './analysis/analyzer';
import { triageEngine } from './analysis/builtin-engine';
import type { TriageEngine } from './analysis/triage-engine';
import { ConfigurationError, symptomsConfigShape } from './config';
import * as schema from './db/schema';
import { eventSubscribers } from './events/event-subscribers';
import { symptomsEventsRoute } from './events/symptoms-events';
import { fullHistoryByPlanOrReferrals, unlocksNothing, type FullHistory } from './history/full-history';
import { proFullHistory } from './history/pro-full-history';
import { referralFullHistory } from './history/referral-full-history';
import { loadGuestSecret } from './owner/guest-secret';
import { ownerResolver } from './owner/owner';
import { externalProviderFromConfig, providerConfigProblems } from './providers/external-provider-from-config';
import { internalRoutes } from './internal/internal-routes';
import { analysesUsageRoute } from './jobs/analyses-usage-route';
import { symptomsJobs } from './jobs/symptoms-jobs';
import { overpassPlaces } from './places/places-provider';
import { placesRoutes } from './places/places-routes';
import { symptomsExport } from './internal/symptoms-export';
import { accountRoutes } from './routes/account-routes';
import { analysisRoutes } from './routes/analysis-routes';

export interface SymptomsServiceOptions extends ServiceOptions {
  /** The built-in engine; tests may hand in their own. */
  engine?: TriageEngine;
  /** Who sees their whole history and why (see `FullHistory`); by default the pro service at PRO_URL and sharing at SHARING_URL decide. */
  fullHistory?: FullHistory;
}

/** Symptom analyses: the built-in engine or an external provider, saved per user or guest. */
export function createSymptomsService({ engine = triageEngine, fullHistory, ...options }: SymptomsServiceOptions = {}) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const print = options.print ?? ((message: string) => console.error(message));

  let delivery: { subscribers: Record<string, readonly string[]>; token: string } | undefined;
  let jobs: { list: JobDefinition[]; pollMs: number } | undefined;

  const service = createService({
    ...options,
    name: 'symptoms',
    defaultPort: 4003,
    schema,
    migrationsFolder: path.join(__dirname, '..', 'migrations'),
    // 5000 characters of symptoms in any script fit well within this; 1 MB bodies get 413.
    bodyLimit: '64kb',
    configShape: symptomsConfigShape,
    openapi: { title: 'Vitalia symptoms service', routes: [...symptomsRoutes, internalJobsRoute, internalAnalysesUsageRoute] },
    routes: (api, ctx) => {
      let secret: string;
      try {
        const problems = providerConfigProblems(ctx.config);
        if (problems.length > 0) throw new ConfigurationError(problems.join('\n  '));
        secret = loadGuestSecret(ctx.config);
      } catch (error) {
        if (!(error instanceof ConfigurationError)) throw error;
        print(`Invalid configuration, refusing to start:\n  ${error.message}`);
        return exit(1);
      }
      const db = () => ctx.db;
      const owners = ownerResolver(secret);
      // A guest's budgets follow its signed cookie, as a user's follow the access token, across addresses.
      const userOrGuest: ClientIdentity = (req) => {
        const guestId = owners.guestOf(req);
        return signedInUserKey(req) ?? (guestId ? `guest:${guestId}` : undefined);
      };
      ctx.identifyClients(userOrGuest);
      analysisRoutes(api, {
        db,
        logger: ctx.logger,
        analyzer: createAnalyzer({ engine, external: externalProviderFromConfig(ctx.config, ctx.logger) }),
        owners,
        // Analyses are the costly calls (ASVS 15.2.2): a budget per client IP and per user or guest.
        rateLimit: requestRateLimit({
          name: 'analyses',
          counters: ctx.counters,
          windowMs: 60_000,
          limit: ctx.config.ANALYSIS_RATE_LIMIT_PER_MINUTE,
          identify: userOrGuest,
        }),
      });
      const { PLACES_URL: placesUrl } = ctx.config;
      placesRoutes(api, {
        search: placesUrl
          ? overpassPlaces({
              url: placesUrl,
              radiusMeters: ctx.config.PLACES_RADIUS_METERS,
              timeoutMs: ctx.config.PLACES_TIMEOUT_MS,
              allowPrivateNetwork: ctx.config.OUTBOUND_ALLOW_PRIVATE_NETWORK ?? ctx.config.NODE_ENV !== 'production',
            })
          : undefined,
        rateLimit: requestRateLimit({
          name: 'places',
          counters: ctx.counters,
          windowMs: 60_000,
          limit: ctx.config.PLACES_RATE_LIMIT_PER_MINUTE,
          identify: userOrGuest,
        }),
        logger: ctx.logger,
      });
      const token = internalToken(ctx.config);
      delivery = { subscribers: eventSubscribers(ctx.config), token };
      const { PRO_URL: proUrl, SHARING_URL: sharingUrl } = ctx.config;
      const whyFull =
        fullHistory ??
        fullHistoryByPlanOrReferrals({
          plan: proUrl ? proFullHistory({ proUrl, token, logger: ctx.logger }) : unlocksNothing,
          referrals: sharingUrl ? referralFullHistory({ sharingUrl, token, logger: ctx.logger }) : unlocksNothing,
        });
      accountRoutes(api, { db, owners, fullHistory: whyFull });
      ctx.root.use(
        internalRoutes({ db, token, guestSecret: secret }),
        internalExportRouter({ service: 'symptoms', token, collect: symptomsExport(db) }),
        symptomsEventsRoute({ db, token }),
      );
      jobs = {
        list: symptomsJobs({ db, logger: ctx.logger, cleanupIntervalHours: ctx.config.CLEANUP_INTERVAL_HOURS }),
        pollMs: ctx.config.JOBS_POLL_MS,
      };
      const jobNames = jobs.list.map((job) => job.name);
      ctx.root.use(
        internalJobsRouter({ token, list: () => listScheduledJobs(db(), 'symptoms', jobNames) }),
        analysesUsageRoute({ db, token }),
      );
    },
  });

  // Referrals complete and deleted analyses' short links are revoked even when sharing is down at the time: the outbox keeps the events.
  const withEvents = withOutboxDispatcher(service, (running) => ({
    db: running.database.db,
    logger: service.logger,
    tables: { outbox: schema.outbox, processedEvents: schema.processedEvents },
    subscribers: delivery!.subscribers,
    // The events name the user (or their share visit) and one of their analyses; once sharing has them, nothing here needs them.
    forgetOnDelivery: ['analysis.created', 'analysis.deleted'],
    token: delivery!.token,
  }));
  return withScheduledJobs(withEvents, (running) => ({
    db: running.database.db,
    schemaName: 'symptoms',
    jobs: jobs!.list,
    logger: service.logger,
    pollMs: jobs!.pollMs,
  }));
}
