import path from 'node:path';
import { identityRoutes, internalJobsRoute } from '@app/contracts';
import {
  createMailer,
  createService,
  internalExportRouter,
  internalJobsRouter,
  internalToken,
  listScheduledJobs,
  withOutboxDispatcher,
  withScheduledJobs,
  type JobDefinition,
  type Mailer,
  type Service,
  type ServiceOptions,
} from '@app/service-kit';
import { hours, minutes, systemClock, type Clock } from './clock';
import { identityConfigShape } from './config';
import * as schema from './db/schema';
import { emailVerificationTokens, passwordResetTokens } from './db/schema';
import { emailTokenStore } from './email-tokens/email-token-store';
import { eventSubscribers, FORGET_ON_DELIVERY } from './events/event-subscribers';
import { identityEventsRoute } from './events/identity-events-route';
import { dbRateLimit, dbRateLimitCounter } from './http/db-rate-limit';
import { accessClaimsOf } from './http/request-auth';
import { identityExport } from './internal/identity-export';
import { identityJobs } from './jobs/identity-jobs';
import { passwordCheckRoute } from './internal/password-check-route';
import { loginThrottle } from './login/login-throttle';
import { argon2Hasher } from './passwords/password-hasher';
import type { IdentityDeps } from './routes/deps';
import { emailVerificationRoutes } from './routes/email-verification-routes';
import { loginRoutes } from './routes/login-route';
import { lookupRoutes } from './routes/lookup-routes';
import { passwordResetRoutes } from './routes/password-reset-routes';
import { sessionListRoutes } from './routes/session-list-routes';
import { sessionRoutes } from './routes/session-routes';
import { signupRoutes } from './routes/signup-route';
import { totpRoutes } from './routes/totp-routes';
import { sessionStore } from './sessions/session-store';
import { accessTokens } from './tokens/access-token';
import { loadSigningKey, SigningKeyError } from './tokens/signing-key';
import { loadTotpKeys, TotpKeyError } from './totp/totp-keys';
import { totpStore } from './totp/totp-store';

/** How long a password-reset link works (spec: expiring, single use). */
const PASSWORD_RESET_TOKEN_TTL_MS = hours(1);
/** Shutdown waits this long at most for mail still being sent. */
const MAIL_DRAIN_TIMEOUT_MS = 10_000;

export interface IdentityService extends Service<typeof schema> {
  /** Resolves once every mail queued so far is delivered or given up: what a test waits for before reading a mailbox. */
  mailSettled(): Promise<void>;
}

export interface IdentityServiceOptions extends ServiceOptions {
  /** Tests move time with their own clock (lockout windows, token and session expiry). */
  clock?: Clock;
}

/** Credentials, sign-in sessions and the access tokens every other service verifies. */
export function createIdentityService({ clock = systemClock, ...options }: IdentityServiceOptions = {}): IdentityService {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const print = options.print ?? ((message: string) => console.error(message));
  let subscriberConfig: { subscribers: Record<string, readonly string[]>; token: string } | undefined;
  let mailer: Mailer | undefined;
  let jobs: { list: JobDefinition[]; pollMs: number } | undefined;

  const service = createService({
    ...options,
    name: 'identity',
    defaultPort: 4001,
    schema,
    migrationsFolder: path.join(__dirname, '..', 'migrations'),
    // A 1024-character password and a name fit many times over.
    bodyLimit: '16kb',
    configShape: identityConfigShape,
    openapi: { title: 'Vitalia identity service', routes: [...identityRoutes, internalJobsRoute] },
    routes: (api, ctx) => {
      let signingKey;
      let totpKeys;
      try {
        signingKey = loadSigningKey(ctx.config);
        totpKeys = loadTotpKeys(ctx.config);
      } catch (error) {
        if (!(error instanceof SigningKeyError || error instanceof TotpKeyError)) throw error;
        print(`Invalid configuration, refusing to start:\n  ${error.message}`);
        return exit(1);
      }
      const { config } = ctx;
      const token = internalToken(config);
      subscriberConfig = { subscribers: eventSubscribers(config), token };
      const db = () => ctx.db;
      mailer = createMailer(config, { logger: ctx.logger });
      if (!config.SMTP_URL) ctx.logger.warn('SMTP_URL is not set: password-reset and confirmation e-mails are not sent');
      const deps: IdentityDeps = {
        db,
        config,
        clock,
        logger: ctx.logger,
        hasher: argon2Hasher(),
        sessions: sessionStore(db, {
          idleMs: hours(config.SESSION_IDLE_TIMEOUT_HOURS),
          absoluteMs: hours(config.SESSION_ABSOLUTE_TIMEOUT_HOURS),
        }),
        tokens: accessTokens(signingKey, clock),
        signingKey,
        mailer,
        passwordResetTokens: emailTokenStore(passwordResetTokens, PASSWORD_RESET_TOKEN_TTL_MS),
        emailVerificationTokens: emailTokenStore(emailVerificationTokens, hours(config.EMAIL_VERIFICATION_TOKEN_TTL_HOURS)),
        totp: totpStore(db, totpKeys),
      };
      // One set of failure counters for every password and second-factor check (login and TOTP changes).
      const throttle = loginThrottle(db, clock, {
        perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        perClient: config.LOGIN_MAX_FAILURES_PER_CLIENT,
        windowMs: minutes(config.LOGIN_FAILURE_WINDOW_MINUTES),
      });
      const perHour = (bucket: string, limit: number) => ({ bucket, limit, windowMs: hours(1) });

      // Identity verifies its own access tokens: a signed-in user's changes count against that user too.
      ctx.identifyClients(async (req) => {
        const claims = await accessClaimsOf(req, deps.tokens);
        return claims ? `user:${claims.userId}` : undefined;
      });
      signupRoutes(api, deps, dbRateLimit(db, clock, { bucket: 'signup', limit: config.SIGNUP_RATE_LIMIT_PER_HOUR, windowMs: hours(1) }));
      loginRoutes(api, deps, throttle);
      sessionRoutes(api, deps);
      sessionListRoutes(api, deps);
      totpRoutes(api, deps, throttle);
      lookupRoutes(
        api,
        deps,
        dbRateLimit(db, clock, { bucket: 'email-exists', limit: config.EMAIL_EXISTS_RATE_LIMIT_PER_MINUTE, windowMs: minutes(1) }),
      );
      passwordResetRoutes(api, deps, {
        perClient: dbRateLimit(db, clock, perHour('password-reset', config.PASSWORD_RESET_RATE_LIMIT_PER_CLIENT_PER_HOUR)),
        perEmail: dbRateLimitCounter(db, clock, perHour('password-reset-email', config.PASSWORD_RESET_RATE_LIMIT_PER_EMAIL_PER_HOUR)),
      });
      emailVerificationRoutes(api, deps, {
        perClient: dbRateLimit(db, clock, perHour('verification-resend', config.VERIFICATION_RESEND_RATE_LIMIT_PER_CLIENT_PER_HOUR)),
        perEmail: dbRateLimitCounter(
          db,
          clock,
          perHour('verification-resend-email', config.VERIFICATION_RESEND_RATE_LIMIT_PER_EMAIL_PER_HOUR),
        ),
      });
      // Service to service only (site root, internal token): account's deletion and data export.
      ctx.root.use(
        identityEventsRoute({ db, token }),
        passwordCheckRoute({ db, hasher: deps.hasher, throttle, token }),
        internalExportRouter({ service: 'identity', token, collect: identityExport(db) }),
      );
      jobs = {
        list: identityJobs({ db, clock, logger: ctx.logger, cleanupIntervalHours: config.CLEANUP_INTERVAL_HOURS }),
        pollMs: config.JOBS_POLL_MS,
      };
      const jobNames = jobs.list.map((job) => job.name);
      ctx.root.use(internalJobsRouter({ token, list: () => listScheduledJobs(db(), 'identity', jobNames) }));
    },
  });

  // user.registered and user.deleted reach their services even when they are down at the time: the outbox keeps them.
  const withEvents = withOutboxDispatcher(service, (running) => ({
    db: running.database.db,
    logger: service.logger,
    tables: { outbox: schema.outbox, processedEvents: schema.processedEvents },
    subscribers: subscriberConfig!.subscribers,
    forgetOnDelivery: FORGET_ON_DELIVERY,
    token: subscriberConfig!.token,
  }));
  const withJobs = withScheduledJobs(withEvents, (running) => ({
    db: running.database.db,
    schemaName: 'identity',
    jobs: jobs!.list,
    logger: service.logger,
    pollMs: jobs!.pollMs,
  }));
  return { ...withMailDrain(withJobs, () => mailer), mailSettled: async () => mailer?.settled() };
}

/** Mail queued by the last answers leaves before the database and the process go away (bounded). */
function withMailDrain<TSchema extends Record<string, unknown>>(
  service: Service<TSchema>,
  mailer: () => Mailer | undefined,
): Service<TSchema> {
  const drained = async () => {
    const pending = mailer()?.settled();
    if (!pending) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, MAIL_DRAIN_TIMEOUT_MS).unref();
    });
    await Promise.race([pending, timeout]);
    clearTimeout(timer);
  };
  return {
    ...service,
    start: async () => {
      const running = await service.start();
      const afterDraining = (close: () => Promise<void>) => async () => {
        await drained();
        await close();
      };
      return {
        ...running,
        database: { ...running.database, close: afterDraining(running.database.close) },
        close: afterDraining(running.close),
      };
    },
  };
}
