import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@app/contracts';
import { Button, Lead, LoadingState, PageTitle, RetryError, Row, Stack, useResource } from '@app/ui';
import { announceAnalyticsEvent } from '../../../shared/announce-analytics-event';
import { sharedResultQuery } from '../api/get-shared-result';
import { useNoIndex } from '../hooks/use-noindex';
import { SharedResultPrintStyle } from '../print-style';
import { sharedCodeFromPath } from '../shared-code';
import { CheckSymptomsCta } from './check-symptoms-cta';
import { LinkGone } from './link-gone';
import { SharedResultView } from './shared-result-view';

function SharedResult({ language, apiBase, code }: RemotePageProps & { code: string }) {
  const { t } = useTranslation('sharing', { lng: language });
  const titleId = useId();
  const { resource, retry } = useResource(sharedResultQuery(apiBase, language, code));
  const opened = resource.status === 'loaded' && resource.data !== null;
  // Once per link shown, not again when the language is switched.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!opened || announced.current === code) return;
    announced.current = code;
    announceAnalyticsEvent({ name: 'sharing', props: { action: 'link_opened' } });
  }, [opened, code]);

  if (resource.status === 'loading') return <LoadingState label={t('sharedResult.loading')} />;
  if (resource.status === 'error') {
    return <RetryError message={t('sharedResult.loadError')} retryLabel={t('actions.retry')} onRetry={retry} />;
  }
  if (resource.data === null) return <LinkGone language={language} />;
  return (
    <>
      <div>
        <PageTitle id={titleId}>{t('sharedResult.title')}</PageTitle>
        <Lead>{t('sharedResult.intro')}</Lead>
      </div>
      <SharedResultView language={language} result={resource.data} titleId={titleId} />
      <Row data-print-hide="">
        <Button type="button" $variant="secondary" onClick={() => window.print()}>
          {t('sharedResult.print')}
        </Button>
      </Row>
      <CheckSymptomsCta language={language} />
    </>
  );
}

/**
 * The public page of a shared link, `/{lang}/{slug}/{code}`: the result as it was shared, a way to print it
 * for a clinician, and the visitor's own analysis as the next step. Not indexed.
 */
export function SharedResultPage({ language, apiBase }: RemotePageProps) {
  const code = sharedCodeFromPath(window.location.pathname);
  useNoIndex();
  return (
    <>
      <SharedResultPrintStyle />
      <Stack $gap={5}>
        {code === null ? <LinkGone language={language} /> : <SharedResult language={language} apiBase={apiBase} code={code} />}
      </Stack>
    </>
  );
}
