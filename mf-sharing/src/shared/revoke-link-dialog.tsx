import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { Button, Dialog, ErrorCard, Row, Stack } from '@app/ui';

interface RevokeLinkDialogProps {
  language: Language;
  revoking: boolean;
  /** Why the last attempt failed, shown until the next one. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Revoking cannot be undone and affects whoever holds the link, so it asks first. Cancel comes first and takes the focus. */
export function RevokeLinkDialog({ language, revoking, error, onConfirm, onCancel }: RevokeLinkDialogProps) {
  const { t } = useTranslation('sharing', { lng: language });
  // A revocation on its way finishes before the dialog may close.
  const cancel = () => !revoking && onCancel();
  return (
    <Dialog role="alertdialog" title={t('revokeDialog.title')} onClose={cancel}>
      <Stack aria-busy={revoking}>
        <p>{t('revokeDialog.text')}</p>
        {error && <ErrorCard>{error}</ErrorCard>}
        <Row>
          <Button type="button" $variant="secondary" onClick={cancel} disabled={revoking}>
            {t('revokeDialog.cancel')}
          </Button>
          <Button type="button" $variant="danger" onClick={onConfirm} disabled={revoking}>
            {revoking ? t('revokeDialog.revoking') : t('revokeDialog.confirm')}
          </Button>
        </Row>
      </Stack>
    </Dialog>
  );
}
