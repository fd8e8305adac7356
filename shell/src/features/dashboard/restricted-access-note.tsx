import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Disclaimer } from '@app/ui';
import type { RestrictedAccessState } from '../subscription/pro-access-gate';

/** Spec §2: someone sent here from a Pro page without test access is told why. */
export function RestrictedAccessNote() {
  const { t } = useTranslation();
  const state = useLocation().state as Partial<RestrictedAccessState> | null;
  if (!state?.restricted) return null;
  return <Disclaimer role="status">{t('access.restricted')}</Disclaimer>;
}
