import { Component } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Page, PageTitle } from '@app/ui';

function UnexpectedError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Page>
      <Card role="alert">
        <PageTitle>{t('appError.title')}</PageTitle>
        <p>{message}</p>
        <Button type="button" onClick={() => window.location.reload()}>
          {t('appError.reload')}
        </Button>
      </Card>
    </Page>
  );
}

/** The "Unexpected Application Error!" screen of spec §8 for failures nothing else caught. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown) {
    console.error('unexpected application error', error);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <UnexpectedError error={this.state.error} />;
  }
}
