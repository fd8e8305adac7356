import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from '@app/ui';
import { AppErrorBoundary } from '../features/errors/app-error-boundary';
import { LocationRouter } from './location-router';

/**
 * A plain BrowserRouter: the site loads no data through the router, and its data router would add about 15 kB
 * to every first screen. A failure while rendering a page reaches the app's error boundary. The query cache is
 * provided by the pages that read data (remote pages, the dashboard), which load it with them.
 */
export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <AppErrorBoundary>
          <BrowserRouter>
            <LocationRouter />
          </BrowserRouter>
        </AppErrorBoundary>
      </UiProvider>
    </I18nextProvider>
  );
}
