import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from '@app/ui';
import { AppErrorBoundary } from '../features/errors/app-error-boundary';
import { LocationRouter } from './location-router';

export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <AppErrorBoundary>
          <BrowserRouter>
            <Routes>
              <Route path="*" element={<LocationRouter />} />
            </Routes>
          </BrowserRouter>
        </AppErrorBoundary>
      </UiProvider>
    </I18nextProvider>
  );
}
