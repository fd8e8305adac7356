import {
  recordAnalyticsEventRoute,
  recordClientErrorRoute,
  recordPerformanceMetricRoute,
  recordPrivacyPolicyClickRoute,
} from '@app/contracts';
import { mountRoute, requestRateLimit } from '@app/service-kit';
import type { Request, Router } from 'express';
import type { AccountContext } from '../account-context';
import {
  insertAnalyticsEvent,
  insertClientError,
  insertPerformanceMetric,
  insertPrivacyPolicyClick,
  type TelemetrySender,
} from './telemetry-repository';

const USER_AGENT_MAX_LENGTH = 512;

function senderOf(req: Request): TelemetrySender {
  return { userId: req.auth?.userId ?? null, userAgent: req.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null };
}

/**
 * The browser's monitoring reports (spec §1). Anyone may send them; a valid access token only adds the
 * user id (a missing or bad one leaves the report anonymous). Bodies are stored, never logged: error
 * texts may hold what the user typed.
 */
export function telemetryRoutes(api: Router, ctx: AccountContext): void {
  const { config } = ctx;
  // One budget per client for every report, so anonymous senders cannot flood the tables.
  api.use(
    '/telemetry',
    requestRateLimit({ name: 'telemetry', counters: ctx.counters, windowMs: 60_000, limit: config.TELEMETRY_RATE_LIMIT_PER_MINUTE }),
  );
  mountRoute(api, recordPerformanceMetricRoute, async ({ body }, req, res) => {
    await insertPerformanceMetric(ctx.db, body, senderOf(req));
    res.status(204).end();
  });
  mountRoute(api, recordClientErrorRoute, async ({ body }, req, res) => {
    await insertClientError(ctx.db, body, senderOf(req));
    res.status(204).end();
  });
  mountRoute(api, recordPrivacyPolicyClickRoute, async ({ body }, req, res) => {
    await insertPrivacyPolicyClick(ctx.db, body, senderOf(req));
    res.status(204).end();
  });
  // Never tied to the sender, signed in or not: the browser sends these only with the visitor's consent.
  mountRoute(api, recordAnalyticsEventRoute, async ({ body }, _req, res) => {
    await insertAnalyticsEvent(ctx.db, body);
    res.status(204).end();
  });
}
