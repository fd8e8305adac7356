import { authConfigShape, csrfConfigShape, internalTokenConfigShape } from '@app/service-kit';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Environment variables of the sharing service, on top of the common ones (PORT, DATA_DIR, DATABASE_URL…). */
export const sharingConfigShape = {
  ...authConfigShape,
  ...internalTokenConfigShape,
  /** Origins a browser's change may come from (comma-separated); the first is the site short links point at. */
  PUBLIC_ORIGIN: csrfConfigShape.PUBLIC_ORIGIN.default(['http://localhost:8080', 'http://127.0.0.1:8080']),
  /** The symptoms service's origin: it checks who owns an analysis and hands out its shareable result. */
  SYMPTOMS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4003'),
  /** Short links a client (address, and user or guest) may create per minute (beyond: 429). */
  SHORT_LINK_RATE_LIMIT_PER_MINUTE: positiveInt(10),
  /** Visits per client address and minute that are recorded; beyond, the visitor is still redirected but not counted. */
  VISIT_RATE_LIMIT_PER_MINUTE: positiveInt(30),
  /** Referral-link visits (`POST /referral-visits`) a client address or user may record per minute (beyond: 429). */
  REFERRAL_VISIT_RATE_LIMIT_PER_MINUTE: positiveInt(30),
};
