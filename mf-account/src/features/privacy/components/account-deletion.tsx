import type { DeletionRequest, Language } from '@app/contracts';
import { Button, LoadingState, RetryError, Row, Stack, useResource } from '@app/ui';
import { useState } from 'react';
import { MutedText, PartTitle } from '../../../shared/section-parts';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { currentDeletionRequestQuery } from '../api/deletion-requests';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DeletionProgress } from './deletion-progress';

/** "Delete my account": the button and its dialog, or the status of the request once there is one. */
export function AccountDeletion({ apiBase, language }: { apiBase: string; language: Language }) {
  const { t } = useAccountTranslation();
  const { resource, retry, setData } = useResource(currentDeletionRequestQuery(apiBase, language));
  const [dialogOpen, setDialogOpen] = useState(false);
  const [justRequested, setJustRequested] = useState(false);

  function requested(request: DeletionRequest) {
    setJustRequested(true);
    setDialogOpen(false);
    setData(request);
  }

  if (resource.status === 'loading') return <LoadingState label={t('privacy.deletion.loading')} />;
  if (resource.status === 'error') {
    return <RetryError message={t('privacy.deletion.loadError')} retryLabel={t('common.retry')} onRetry={retry} />;
  }
  if (resource.data) {
    return <DeletionProgress request={resource.data} apiBase={apiBase} language={language} focusOnMount={justRequested} />;
  }

  return (
    <Stack $gap={3}>
      <PartTitle>{t('privacy.deletion.title')}</PartTitle>
      <MutedText>{t('privacy.deletion.text')}</MutedText>
      <Row>
        <Button type="button" $variant="danger" onClick={() => setDialogOpen(true)}>
          {t('privacy.deletion.action')}
        </Button>
      </Row>
      {dialogOpen && (
        <DeleteAccountDialog apiBase={apiBase} language={language} onRequested={requested} onCancel={() => setDialogOpen(false)} />
      )}
    </Stack>
  );
}
