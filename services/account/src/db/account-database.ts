import type { OutboxDatabase } from '@app/service-kit';

/** The account database or a transaction open on it: repositories work inside either. */
export type AccountDatabase = OutboxDatabase;
