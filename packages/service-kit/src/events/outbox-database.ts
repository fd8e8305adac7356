import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Any service database or open transaction: the outbox works inside the caller's schema and transaction. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OutboxDatabase = PgDatabase<PgQueryResultHKT, any>;
