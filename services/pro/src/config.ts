import { authConfigShape, csrfConfigShape, internalTokenConfigShape } from '@app/service-kit';
import { z } from 'zod';

/** Environment variables of the pro service, on top of the common ones (PORT, DATA_DIR, DATABASE_URL…). */
export const proConfigShape = {
  ...authConfigShape,
  ...internalTokenConfigShape,
  /** Origins a browser's change may come from (comma-separated); the same default as identity's. */
  PUBLIC_ORIGIN: csrfConfigShape.PUBLIC_ORIGIN.default(['http://localhost:8080', 'http://127.0.0.1:8080']),
  /**
   * Spec §2: Pro screens are open to internal test accounts only. The accounts (e-mails, comma-separated) whose
   * Pro calls are answered; everyone else gets 403 test_access_required. Empty by default: nobody.
   */
  PRO_TEST_ACCESS_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
};
