import path from 'node:path';
import { identityRoutes } from '@app/contracts';
import { createService, csrfGuard, internalToken, withOutboxDispatcher, type ServiceOptions } from '@app/service-kit';
import { hours, minutes, systemClock, type Clock } from './clock';
import { identityConfigShape } from './config';
import * as schema from './db/schema';
import { dbRateLimit } from './http/db-rate-limit';
import { refuseForeignOrigin } from './http/origin-guard';
import { loginThrottle } from './login/login-throttle';
import { argon2Hasher } from './passwords/password-hasher';
import type { IdentityDeps } from './routes/deps';
import { loginRoutes } from './routes/login-route';
import { lookupRoutes } from './routes/lookup-routes';
import { sessionRoutes } from './routes/session-routes';
import { signupRoutes } from './routes/signup-route';
import { sessionStore } from './sessions/session-store';
import { accessTokens } from './tokens/access-token';
import { loadSigningKey, SigningKeyError } from './tokens/signing-key';

export interface IdentityServiceOptions extends ServiceOptions {
  /** Tests move time with their own clock (lockout windows, token and session expiry). */
  clock?: Clock;
}

/** Credentials, sign-in sessions and the access tokens every other service verifies. */
export function createIdentityService({ clock = systemClock, ...options }: IdentityServiceOptions = {}) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const print = options.print ?? ((message: string) => console.error(message));
  let subscriberConfig: { url: string; token: string } | undefined;

  const service = createService({
    ...options,
    name: 'identity',
    defaultPort: 4001,
    schema,
    migrationsFolder: path.join(__dirname, '..', 'migrations'),
    // A 1024-character password and a name fit many times over.
    bodyLimit: '16kb',
    configShape: identityConfigShape,
    openapi: { title: 'Vitalia identity service', routes: identityRoutes },
    routes: (api, ctx) => {
      let signingKey;
      try {
        signingKey = loadSigningKey(ctx.config);
      } catch (error) {
        if (!(error instanceof SigningKeyError)) throw error;
        print(`Invalid configuration, refusing to start:\n  ${error.message}`);
        return exit(1);
      }
      const { config } = ctx;
      subscriberConfig = { url: config.ACCOUNT_EVENTS_URL, token: internalToken(config) };
      const db = () => ctx.db;
      const deps: IdentityDeps = {
        db,
        config,
        clock,
        logger: ctx.logger,
        hasher: argon2Hasher(),
        sessions: sessionStore(db, { idleMs: hours(config.SESSION_IDLE_TIMEOUT_HOURS), absoluteMs: hours(config.SESSION_ABSOLUTE_TIMEOUT_HOURS) }),
        tokens: accessTokens(signingKey, clock),
        signingKey,
      };

      api.use(csrfGuard({ allowedOrigins: config.PUBLIC_ORIGIN }), refuseForeignOrigin(config.PUBLIC_ORIGIN));
      signupRoutes(api, deps, dbRateLimit(db, clock, { bucket: 'signup', limit: config.SIGNUP_RATE_LIMIT_PER_HOUR, windowMs: hours(1) }));
      loginRoutes(
        api,
        deps,
        loginThrottle(db, clock, {
          perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
          perClient: config.LOGIN_MAX_FAILURES_PER_CLIENT,
          windowMs: minutes(config.LOGIN_FAILURE_WINDOW_MINUTES),
        }),
      );
      sessionRoutes(api, deps);
      lookupRoutes(api, deps, dbRateLimit(db, clock, { bucket: 'email-exists', limit: config.EMAIL_EXISTS_RATE_LIMIT_PER_MINUTE, windowMs: minutes(1) }));
    },
  });

  // user.registered reaches the account service even when it is down at sign-up time: the outbox keeps it.
  return withOutboxDispatcher(service, (running) => ({
    db: running.database.db,
    logger: service.logger,
    tables: { outbox: schema.outbox, processedEvents: schema.processedEvents },
    subscribers: { 'user.registered': [subscriberConfig!.url] },
    token: subscriberConfig!.token,
  }));
}
