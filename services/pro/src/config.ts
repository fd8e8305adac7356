import { csrfConfigShape, internalTokenConfigShape } from '@app/service-kit';

/** Environment variables of the pro service, on top of the common ones (PORT, DATA_DIR, DATABASE_URL…). */
export const proConfigShape = {
  ...internalTokenConfigShape,
  /** Origins a browser's change may come from (comma-separated); the same default as identity's. */
  PUBLIC_ORIGIN: csrfConfigShape.PUBLIC_ORIGIN.default(['http://localhost:8080', 'http://127.0.0.1:8080']),
};
