import { startTransition, useCallback, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language, RemoteName, RemotePageProps, SharingSlots, SubscriptionSource } from '@app/contracts';
import { Button, Card, Page, SCREEN_LOADING_ATTRIBUTE, Spinner, Stack } from '@app/ui';
import { untilFirstInteraction } from '../first-paint/until-first-interaction';
import { loadPageQueries } from '../session/page-query-client';
import type { PageQueries } from '../session/page-queries';
import { loadRemoteModule } from './load-remote-module';
import { RemoteBoundary } from './remote-boundary';

type LoadState =
  { status: 'loading' } | { status: 'ready'; Page: ComponentType<RemotePageProps>; queries: PageQueries } | { status: 'failed' };

const Centered = styled(Stack)`
  align-items: center;
  text-align: center;
  padding: ${({ theme }) => theme.space(10)} 0;
`;

export function RemoteLoading() {
  const { t } = useTranslation();
  return (
    <Centered role="status" aria-live="polite" {...{ [SCREEN_LOADING_ATTRIBUTE]: '' }}>
      <Spinner $size={36} />
      <span>{t('loading.text')}</span>
    </Centered>
  );
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Page>
      <Card role="alert">
        <Centered>
          <p>{t('remoteFailure.message')}</p>
          <Button type="button" onClick={onRetry}>
            {t('remoteFailure.retry')}
          </Button>
        </Centered>
      </Card>
    </Page>
  );
}

interface RemotePageViewProps {
  remote: RemoteName;
  module: string;
  language: Language;
  apiBase: string;
  subscription?: SubscriptionSource;
  sharing?: SharingSlots;
}

/**
 * One page of a federated remote, loaded at run time together with the page's query cache, which it reads
 * through; with a localised retry when either cannot be loaded. Under the gateway's static first screen, it is
 * loaded when the visitor first interacts with that screen.
 */
export function RemotePage({ remote, module, language, apiBase, subscription, sharing }: RemotePageViewProps) {
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${remote}/${module}`;
  // What the latest settled load gave; a load still on its way reads as loading, without an extra render.
  const [settled, setSettled] = useState<{ request: string; state: LoadState }>();
  const state: LoadState = settled?.request === request ? settled.state : { status: 'loading' };

  useEffect(() => {
    let current = true;
    untilFirstInteraction()
      .then(() => Promise.all([loadRemoteModule<RemotePageProps>(remote, module, { retry: attempt > 0 }), loadPageQueries()]))
      .then(
        // A transition: the remote's first render yields to the browser in slices instead of blocking it.
        ([Loaded, queries]) => current && startTransition(() => setSettled({ request, state: { status: 'ready', Page: Loaded, queries } })),
        (error: unknown) => {
          console.error(`could not load ${remote}/${module}`, error);
          if (current) setSettled({ request, state: { status: 'failed' } });
        },
      );
    return () => {
      current = false;
    };
  }, [remote, module, attempt, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const { Page: Loaded, queries } = state;
  return (
    <RemoteBoundary key={attempt} fallback={<RemoteUnavailable onRetry={retry} />}>
      <queries.Provider>
        <Loaded language={language} apiBase={apiBase} subscription={subscription} sharing={sharing} />
      </queries.Provider>
    </RemoteBoundary>
  );
}
