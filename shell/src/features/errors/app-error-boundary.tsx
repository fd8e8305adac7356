import { Component } from 'react';
import type { ContextType, ErrorInfo, ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import { isLanguage } from '@app/contracts';
import { reportClientError } from '../telemetry/report-client-error';
import { UnexpectedErrorScreen } from './unexpected-error-screen';

/** The last resort around the whole app: any failure while rendering a page; each is sent to error_logs. */
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
    return this.state.error === undefined ? this.props.children : <UnexpectedErrorScreen />;
  }
}
