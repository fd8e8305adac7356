import { Disclaimer } from '@app/ui';
import { useProTranslation } from './use-pro-translation';

/** Spec §2: Pro screens are open to internal test accounts only, and say so. */
export function RestrictedNote() {
  const { t } = useProTranslation();
  return <Disclaimer role="note">{t('common.restricted')}</Disclaimer>;
}
