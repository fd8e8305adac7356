import { authConfigShape, csrfConfigShape, internalTokenConfigShape } from '@app/service-kit';
import { symptomsCountConfigShape } from './dashboard/symptoms-count';
import { accountJobsConfigShape } from './jobs/jobs-config';
import { privacyConfigShape } from './privacy/privacy-config';
import { telemetryConfigShape } from './telemetry/telemetry-config';

/** Environment variables of the account service, on top of the common ones (PORT, DATA_DIR, DATABASE_URL…). */
export const accountConfigShape = {
  ...authConfigShape,
  ...internalTokenConfigShape,
  ...symptomsCountConfigShape,
  ...telemetryConfigShape,
  ...privacyConfigShape,
  ...accountJobsConfigShape,
  /** Origins a cookie-authenticated change may come from (comma-separated); the same default as identity's. */
  PUBLIC_ORIGIN: csrfConfigShape.PUBLIC_ORIGIN.default(['http://localhost:8080', 'http://127.0.0.1:8080']),
};
