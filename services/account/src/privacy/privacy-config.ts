import { z } from 'zod';

const httpUrl = (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback);

/** Add to the account config: the services asked for "download my data" and "delete my account" (SYMPTOMS_URL is the dashboard's). */
export const privacyConfigShape = {
  IDENTITY_URL: httpUrl('http://127.0.0.1:4001'),
  PRO_URL: httpUrl('http://127.0.0.1:4004'),
  SHARING_URL: httpUrl('http://127.0.0.1:4005'),
  /** Where user.deletion_requested is delivered (identity's internal events endpoint). */
  IDENTITY_EVENTS_URL: httpUrl('http://127.0.0.1:4001/internal/events'),
  /** Data exports per user and hour; beyond, 429. */
  DATA_EXPORT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
};
