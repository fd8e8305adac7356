import { Button, Dialog, ErrorCard, Row, Stack } from '@app/ui';
import { useAccountTranslation } from '../../../shared/use-account-translation';

interface DeleteAnalysisDialogProps {
  deleting: boolean;
  /** Why the last attempt failed, shown until the next one. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting an analysis cannot be undone, so it asks first. Cancel comes first and takes the focus. */
export function DeleteAnalysisDialog({ deleting, error, onConfirm, onCancel }: DeleteAnalysisDialogProps) {
  const { t } = useAccountTranslation();
  // A deletion on its way finishes before the dialog may close.
  const cancel = () => !deleting && onCancel();
  return (
    <Dialog role="alertdialog" title={t('history.delete.title')} onClose={cancel}>
      <Stack aria-busy={deleting}>
        <p>{t('history.delete.text')}</p>
        {error && <ErrorCard>{error}</ErrorCard>}
        <Row>
          <Button type="button" $variant="secondary" onClick={cancel} disabled={deleting}>
            {t('history.delete.cancel')}
          </Button>
          <Button type="button" $variant="danger" onClick={onConfirm} disabled={deleting}>
            {deleting ? t('history.delete.deleting') : t('history.delete.confirm')}
          </Button>
        </Row>
      </Stack>
    </Dialog>
  );
}
