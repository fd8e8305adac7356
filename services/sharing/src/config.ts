import { internalTokenConfigShape } from '@app/service-kit';

/** Environment variables of the sharing service, on top of the common ones (PORT, DATA_DIR, DATABASE_URL…). */
export const sharingConfigShape = {
  ...internalTokenConfigShape,
};
