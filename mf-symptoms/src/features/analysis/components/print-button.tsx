import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { Button } from '@app/ui';

/** Opens the browser's print dialog, where "Save as PDF" is one of the printers: the print stylesheet shapes the page. */
export function PrintButton({ language }: { language: Language }) {
  const { t } = useTranslation('symptoms', { lng: language });
  return (
    <Button type="button" $variant="secondary" data-print-hide onClick={() => window.print()}>
      {t('result.print')}
    </Button>
  );
}
