import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { isLanguage } from '@app/contracts';
import { reportClientError } from '../telemetry/report-client-error';
import { UnexpectedErrorScreen } from './unexpected-error-screen';

/**
 * The router's errorElement: without it React Router shows its own English developer screen with the stack.
 * The failure is sent to error_logs, as the app boundary does.
 */
export function RouteErrorElement() {
  const error = useRouteError();
  const { i18n } = useTranslation();
  useEffect(() => {
    console.error('unexpected application error', error);
    void reportClientError(error, isLanguage(i18n.language) ? i18n.language : 'pt');
  }, [error, i18n]);
  return <UnexpectedErrorScreen />;
}
