import type { AnalyticsEventInput, ClientErrorInput, PerformanceMetricInput, PrivacyPolicyClickInput } from '@app/contracts';
import type { ServiceDatabase } from '@app/service-kit';
import * as schema from '../db/schema';

type Db = ServiceDatabase<typeof schema>;

/** What the request itself says about the sender; never taken from the body. */
export interface TelemetrySender {
  userId: string | null;
  userAgent: string | null;
}

export async function insertPerformanceMetric(db: Db, metric: PerformanceMetricInput, { userId }: TelemetrySender): Promise<void> {
  await db.insert(schema.performanceMetrics).values({
    operation: metric.operation,
    durationMs: metric.durationMs,
    language: metric.language,
    userId,
    success: metric.success,
    errorMessage: metric.errorMessage ?? null,
  });
}

export async function insertClientError(db: Db, error: ClientErrorInput, { userId, userAgent }: TelemetrySender): Promise<void> {
  await db.insert(schema.errorLogs).values({
    errorMessage: error.errorMessage,
    errorStack: error.errorStack ?? null,
    userId,
    language: error.language,
    page: error.page,
    userAgent,
    sessionId: error.sessionId,
  });
}

export async function insertPrivacyPolicyClick(
  db: Db,
  click: PrivacyPolicyClickInput,
  { userId, userAgent }: TelemetrySender,
): Promise<void> {
  await db.insert(schema.privacyPolicyClicks).values({
    userId,
    sessionId: click.sessionId,
    language: click.language,
    source: click.source,
    userAgent,
    referrer: click.referrer ?? null,
  });
}

/** Anonymous by design (spec §7 analytics): no user id and no user agent, only the visit id. */
export async function insertAnalyticsEvent(db: Db, { event, language, sessionId, page }: AnalyticsEventInput): Promise<void> {
  await db.insert(schema.analyticsEvents).values({
    name: event.name,
    language,
    sessionId,
    page,
    props: 'props' in event ? event.props : null,
  });
}
