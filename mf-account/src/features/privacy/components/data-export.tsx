import type { Language } from '@app/contracts';
import { ApiRequestError, Button, ErrorCard, Row, Stack, failureMessage } from '@app/ui';
import { useState } from 'react';
import { MutedText, PartTitle, SuccessText } from '../../../shared/section-parts';
import { saveFile } from '../../../shared/save-file';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { downloadUserData } from '../api/download-user-data';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; message: string };

const FALLBACK_BY_STATUS: Record<number, string> = { 429: 'privacy.export.tooMany', 503: 'privacy.export.unavailable' };

/** "Download my data": one JSON file with everything every service holds about the user. */
export function DataExport({ apiBase, language }: { apiBase: string; language: Language }) {
  const { t } = useAccountTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function download() {
    setState({ kind: 'busy' });
    try {
      const { file, filename } = await downloadUserData(apiBase, language);
      saveFile(file, filename);
      setState({ kind: 'done' });
    } catch (error) {
      const fallbackKey = (error instanceof ApiRequestError && FALLBACK_BY_STATUS[error.status]) || 'privacy.export.failed';
      setState({ kind: 'failed', message: failureMessage(error, t(fallbackKey)) });
    }
  }

  const busy = state.kind === 'busy';
  return (
    <Stack $gap={3} aria-busy={busy}>
      <PartTitle>{t('privacy.export.title')}</PartTitle>
      <MutedText>{t('privacy.export.text')}</MutedText>
      <Row>
        <Button type="button" $variant="secondary" onClick={download} disabled={busy}>
          {busy ? t('privacy.export.busy') : t('privacy.export.action')}
        </Button>
      </Row>
      {state.kind === 'failed' && <ErrorCard>{state.message}</ErrorCard>}
      <div role="status">{state.kind === 'done' && <SuccessText>{t('privacy.export.done')}</SuccessText>}</div>
    </Stack>
  );
}
