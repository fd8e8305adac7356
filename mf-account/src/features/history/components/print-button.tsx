import { Button } from '@app/ui';
import { useAccountTranslation } from '../../../shared/use-account-translation';

/** Opens the browser's print dialog, where "Save as PDF" is one of the printers: the print stylesheet shapes the page. */
export function PrintButton() {
  const { t } = useAccountTranslation();
  return (
    <Button type="button" $variant="secondary" data-print-hide onClick={() => window.print()}>
      {t('history.details.print')}
    </Button>
  );
}
