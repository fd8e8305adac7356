import { Component } from 'react';
import type { ContextType, ErrorInfo, ReactNode } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { isLanguage } from '@app/contracts';
import { Button, Card, Page, PageTitle } from '@app/ui';
import { reportClientError } from '../telemetry/report-client-error';

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

/** The "Unexpected Application Error!" screen of spec §8 for failures nothing else caught; each is sent to error_logs. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  static override contextType = I18nContext;
  declare context: ContextType<typeof I18nContext>;
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('unexpected application error', error);
    const language = this.context?.i18n?.language;
    void reportClientError(error, isLanguage(language) ? language : 'pt', info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <UnexpectedError error={this.state.error} />;
  }
}
