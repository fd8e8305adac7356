import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { UiProvider } from '@app/ui';
import { AppErrorBoundary } from '../features/errors/app-error-boundary';
import { RouteErrorElement } from '../features/errors/route-error-element';
import { LocationRouter } from './location-router';

/** One catch-all route; its errorElement keeps React Router's own developer error screen away from users. */
const ROUTES = [{ path: '*', element: <LocationRouter />, errorElement: <RouteErrorElement /> }];

export function App({ i18n }: { i18n: I18n }) {
  const [router] = useState(() => createBrowserRouter(ROUTES));
  return (
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <AppErrorBoundary>
          <RouterProvider router={router} />
        </AppErrorBoundary>
      </UiProvider>
    </I18nextProvider>
  );
}
