import { internalTokenConfigShape } from '@app/service-kit';

/** Environment variables of the pro service, on top of the common ones (PORT, DATA_DIR, DATABASE_URL…). */
export const proConfigShape = {
  ...internalTokenConfigShape,
};
