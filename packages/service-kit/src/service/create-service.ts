import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiRoute } from '@app/contracts';
import express, { Router, type Express } from 'express';
import helmet from 'helmet';
import type { DestinationStream, Logger } from 'pino';
import { z } from 'zod';
import { commonConfigShape, loadConfig, type CommonConfig, type LoadConfigOptions } from '../config/load-config';
import { openDatabase, type DatabaseHandle, type ServiceDatabase } from '../db/open-database';
import { authenticate } from '../auth/authenticate';
import { csrfOptionsFromConfig } from '../csrf/csrf-config';
import { errorHandler, notFoundHandler } from '../errors/error-handler';
import { jsonBody } from '../http/json-body';
import { hstsOverHttps } from '../http/hsts-over-https';
import { signedInUserKey, type ClientIdentity } from '../http/request-rate-limit';
import { stateChangeGuard } from '../http/state-change-guard';
import { noStoreByDefault } from '../http/no-store-by-default';
import { createLogger } from '../logging/logger';
import { databaseCounters, deferredCounters, redisCounters, type CounterStore, type SharedCounters } from '../rate-limit/shared-counters';
import { requestContext } from '../logging/request-context';
import { healthRoutes } from '../observability/health-routes';
import { metrics } from '../observability/metrics';
import { buildOpenApi } from '../openapi/build-openapi';
import { closeServer, installGracefulShutdown } from './graceful-shutdown';
import { keepConnectionsAlive } from './keep-alive';

type Schema = Record<string, unknown>;

export interface ServiceContext<TSchema extends Schema, TConfig> {
  name: string;
  config: TConfig;
  logger: Logger;
  /** The service's database; available once `start()` has opened it (i.e. in every request). */
  readonly db: ServiceDatabase<TSchema>;
  /** Routes served at the site root rather than under `/api/<name>` (e.g. `/s/:code`). */
  root: Router;
  /**
   * Who the caller is besides its address, for the per-client limit of state changes (a guest, or a user
   * this service recognises itself); the user of identity's access token (`req.auth`) unless set here.
   */
  identifyClients(identify: ClientIdentity): void;
  /** Rate-limit and lockout counters shared by every instance (database, or Redis with `REDIS_URL`); usable once started. */
  counters: SharedCounters;
}

/** What a caller may override when creating a service: tests pass their own env and exit. */
export interface ServiceOptions extends LoadConfigOptions {
  env?: Record<string, string | undefined>;
  /** Where the logs go instead of stdout: tests read them. */
  logDestination?: DestinationStream;
}

export interface ServiceDefinition<TSchema extends Schema, TShape extends z.ZodRawShape> extends ServiceOptions {
  /** Also the URL prefix (`/api/<name>`), the PGlite directory and the PostgreSQL schema. */
  name: string;
  version?: string;
  defaultPort: number;
  schema: TSchema;
  migrationsFolder: string;
  openapi: { title: string; description?: string; routes: readonly ApiRoute[] };
  configShape?: TShape;
  /** Largest accepted JSON body. */
  bodyLimit?: string;
  routes: (api: Router, ctx: ServiceContext<TSchema, CommonConfig & z.output<z.ZodObject<TShape>>>) => void;
  /**
   * Routes that read their body themselves, mounted after the Origin check and the change limit but before the
   * JSON parser: a signed webhook must be verified over the exact bytes that were sent.
   */
  rawBodyRoutes?: (api: Router, ctx: ServiceContext<TSchema, CommonConfig & z.output<z.ZodObject<TShape>>>) => void;
}

export interface RunningService<TSchema extends Schema = Schema> {
  port: number;
  url: string;
  server: Server;
  database: DatabaseHandle<TSchema>;
  close(): Promise<void>;
}

export interface Service<TSchema extends Schema = Schema> {
  name: string;
  app: Express;
  logger: Logger;
  start(): Promise<RunningService<TSchema>>;
}

export type CreateServiceFn<TSchema extends Schema = Schema> = (options?: ServiceOptions) => Service<TSchema>;

function publicHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * An Express 5 app with everything a service needs around its routes: config, request ids and
 * logs, security headers, no caching unless a route allows it, JSON bodies without control
 * characters, metrics, health, OpenAPI, errors, database and migrations.
 */
export function createService<TSchema extends Schema, TShape extends z.ZodRawShape = Record<never, never>>(
  definition: ServiceDefinition<TSchema, TShape>,
): Service<TSchema> {
  const { name, defaultPort, env, exit, print, logDestination } = definition;
  const config = loadConfig({ ...commonConfigShape(defaultPort), ...(definition.configShape ?? {}) } as z.ZodRawShape, env, {
    exit,
    print,
  }) as CommonConfig & z.output<z.ZodObject<TShape>>;
  const logger = createLogger(name, config.LOG_LEVEL, logDestination);
  const prefix = `/api/${name}`;

  let database: DatabaseHandle<TSchema> | undefined;
  const root = Router();
  let identifyClient: ClientIdentity = signedInUserKey;
  const counters = deferredCounters(name);
  const ctx: ServiceContext<TSchema, typeof config> = {
    name,
    config,
    logger,
    root,
    identifyClients: (identify) => {
      identifyClient = identify;
    },
    counters,
    get db() {
      if (!database) throw new Error(`${name}: database used before start()`);
      return database.db;
    },
  };

  const appMetrics = metrics();
  const operations = healthRoutes({ ready: async () => (database ? database.ping() : false) });
  const openApiDocument = buildOpenApi({
    title: definition.openapi.title,
    description: definition.openapi.description,
    version: definition.version ?? '0.1.0',
    serverPrefix: prefix,
    routes: definition.openapi.routes,
  });

  const api = Router();
  api.use(operations);
  api.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument);
  });
  // Services that trust identity's access tokens know the signed-in user on every request (req.auth).
  const { IDENTITY_JWKS_URL: jwksUrl } = config as { IDENTITY_JWKS_URL?: string };
  if (jwksUrl) api.use(authenticate({ jwksUrl }));
  // Before the body is read: a refused request costs no parsing.
  api.use(
    stateChangeGuard({
      ...csrfOptionsFromConfig(config as CommonConfig & { PUBLIC_ORIGIN?: string[] }),
      windowMs: 60_000,
      limit: config.STATE_CHANGE_RATE_LIMIT_PER_MINUTE,
      identify: (req) => identifyClient(req),
      counters,
    }),
  );
  definition.rawBodyRoutes?.(api, ctx);
  api.use(jsonBody({ limit: definition.bodyLimit }));
  definition.routes(api, ctx);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestContext(logger));
  app.use(appMetrics.middleware);
  app.use(helmet({ strictTransportSecurity: false }), hstsOverHttps());
  app.use(noStoreByDefault());
  app.use(operations);
  // On the service's own port only: the gateway forwards /api/<name>/… alone, so the public never reaches it.
  app.get('/metrics', appMetrics.handler);
  app.use(prefix, api);
  app.use(root);
  app.use(notFoundHandler());
  app.use(errorHandler());

  async function start(): Promise<RunningService<TSchema>> {
    const handle = await openDatabase({
      service: name,
      schema: definition.schema,
      dataDir: config.DATA_DIR,
      databaseUrl: config.DATABASE_URL,
      pgliteFsync: config.PGLITE_FSYNC,
      migrationsFolder: definition.migrationsFolder,
      onPoolError: (error) => logger.warn({ err: error }, 'idle database connection lost'),
    });
    let counterStore: CounterStore;
    try {
      counterStore = config.REDIS_URL
        ? await redisCounters(config.REDIS_URL, name, (error) => logger.warn({ err: error }, 'rate-limit store (Redis) unavailable'))
        : await databaseCounters(handle.sqlClient, name);
    } catch (error) {
      await handle.close();
      throw error;
    }
    database = handle;
    counters.attach(counterStore);
    const server = keepConnectionsAlive(app.listen(config.PORT, config.HOST));
    try {
      await once(server, 'listening');
    } catch (error) {
      await counterStore.close();
      await handle.close();
      throw error;
    }
    const { port } = server.address() as AddressInfo;
    const url = `http://${publicHost(config.HOST)}:${port}`;
    return {
      port,
      url,
      server,
      database: handle,
      close: async () => {
        await closeServer(server);
        await counterStore.close();
        await handle.close();
        database = undefined;
      },
    };
  }

  return { name, app, logger, start };
}

/** The whole of a service's `main.ts`: start, log where, stop cleanly on SIGTERM/SIGINT, exit 1 if start fails. */
export async function runService(service: Service): Promise<void> {
  try {
    const running = await service.start();
    service.logger.info({ url: running.url }, `${service.name} service listening`);
    installGracefulShutdown(running.server, () => running.database.close(), { logger: service.logger });
  } catch (error) {
    service.logger.fatal({ err: error }, `${service.name} service failed to start`);
    process.exit(1);
  }
}
