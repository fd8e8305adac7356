export {
  loadConfig,
  commonConfigShape,
  IN_MEMORY_DATA_DIR,
  LOG_LEVELS,
  type CommonConfig,
  type LoadConfigOptions,
} from './config/load-config';
export { trustedProxiesSchema } from './config/trusted-proxies';
export { createLogger, type Logger } from './logging/logger';
export { requestContext, requestIdFrom, REQUEST_ID_HEADER } from './logging/request-context';
export { AppError, type AppErrorOptions, type ErrorDetail } from './errors/app-error';
export { errorHandler, notFoundHandler, requestLanguage, zodIssuesToDetails } from './errors/error-handler';
export { jsonBody } from './http/json-body';
export { hstsOverHttps } from './http/hsts-over-https';
export { controlCharacterPaths, refuseControlCharacters, withoutControlCharacters } from './http/control-characters';
export { noStoreByDefault } from './http/no-store-by-default';
export { validate } from './http/validate';
export { mountRoute, expressPath, type RouteHandler, type RouteInput } from './http/mount-route';
export { metrics, type Metrics } from './observability/metrics';
export { healthRoutes } from './observability/health-routes';
export { openDatabase, type DatabaseHandle, type OpenDatabaseOptions, type ServiceDatabase } from './db/open-database';
export { buildOpenApi, type BuildOpenApiOptions, type OpenApiDocument } from './openapi/build-openapi';
export { installGracefulShutdown, closeServer, type GracefulShutdownOptions } from './service/graceful-shutdown';
export { keepConnectionsAlive, SERVER_KEEP_ALIVE_TIMEOUT_MS, UPSTREAM_IDLE_SOCKET_MS } from './service/keep-alive';
export {
  createService,
  runService,
  type CreateServiceFn,
  type RunningService,
  type Service,
  type ServiceContext,
  type ServiceDefinition,
  type ServiceOptions,
} from './service/create-service';
export {
  authenticate,
  requireAuth,
  signedInUser,
  ACCESS_TOKEN_COOKIE,
  TOKEN_ALGORITHM,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  TOKEN_TYPE,
  type AuthContext,
  type AuthenticateOptions,
} from './auth/authenticate';
export { authConfigShape, DEFAULT_IDENTITY_JWKS_URL } from './auth/auth-config';
export { readCookie } from './auth/read-cookie';
export { guestKeyOf } from './auth/guest-key';
export { hostCookieName, secureCookieName } from './auth/cookie-names';
export { csrfGuard, STATE_CHANGING_METHODS, type CsrfGuardOptions } from './csrf/csrf-guard';
export { csrfConfigShape, csrfOptionsFromConfig } from './csrf/csrf-config';
export { outboxTables, type OutboxTables } from './events/outbox-tables';
export { type OutboxDatabase } from './events/outbox-database';
export { enqueueEvent, type NewEvent } from './events/enqueue-event';
export {
  startOutboxDispatcher,
  retryDelay,
  INTERNAL_TOKEN_HEADER,
  type OutboxDispatcher,
  type OutboxDispatcherOptions,
} from './events/outbox-dispatcher';
export {
  internalEventsRoute,
  INTERNAL_EVENTS_PATH,
  type EventHandlers,
  type InternalEventsRouteOptions,
} from './events/internal-events-route';
export { internalToken, internalTokenConfigShape, INTERNAL_TOKEN_FILE } from './events/internal-token';
export { withOutboxDispatcher } from './events/with-outbox-dispatcher';
export { requireInternalToken } from './events/require-internal-token';
export { internalExportRouter, type InternalExportRouterOptions } from './privacy/internal-export-router';
export { storedRows } from './privacy/stored-rows';
export { referrerOrigin, truncatedAddress, visitorUserAgent } from './privacy/visitor-address';
export { requestRateLimit, signedInUserKey, type ClientIdentity, type RequestRateLimitOptions } from './http/request-rate-limit';
export { stateChangeGuard, type StateChangeGuardOptions } from './http/state-change-guard';
export { openRedis, type RedisClient } from './redis/redis-client';
export {
  databaseCounters,
  memoryCounters,
  redisCounters,
  type CounterStore,
  type SharedCounters,
  type WindowCounter,
  type WindowCount,
} from './rate-limit/shared-counters';
export { createMailer, type MailConfig, type Mailer } from './mail/mailer';
export { type MailContent, type MailMessage } from './mail/mail-message';
export { renderActionMail, type ActionMailText } from './mail/action-mail';
export { escapeHtml } from './mail/html';
export { startScheduler, listScheduledJobs, type JobDefinition, type Scheduler, type SchedulerOptions } from './jobs/scheduler';
export { withScheduledJobs } from './jobs/with-scheduled-jobs';
export { internalJobsRouter } from './jobs/internal-jobs-router';
export { scheduledJobsConfigShape, cleanupIntervalConfigShape, HOUR_MS, DAY_MS } from './jobs/jobs-config';
