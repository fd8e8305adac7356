import { Button, Dialog, Row } from '@app/ui';
import { useProTranslation } from '../../../shared/use-pro-translation';

interface RemoveMemberDialogProps {
  email: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec §4: removing a family member asks for confirmation first. Cancel comes first and takes the focus. */
export function RemoveMemberDialog({ email, onConfirm, onCancel }: RemoveMemberDialogProps) {
  const { t } = useProTranslation();
  return (
    <Dialog role="alertdialog" title={t('family.confirmRemove.title')} onClose={onCancel}>
      <p>{t('family.confirmRemove.text', { email })}</p>
      <Row>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('family.confirmRemove.cancel')}
        </Button>
        <Button type="button" $variant="danger" onClick={onConfirm}>
          {t('family.confirmRemove.confirm')}
        </Button>
      </Row>
    </Dialog>
  );
}
