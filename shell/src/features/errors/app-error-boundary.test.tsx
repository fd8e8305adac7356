import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18nOptions } from '@app/i18n';
import { UiProvider } from '@app/ui';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('database exploded');
}

it('an uncaught failure shows the "Unexpected Application Error!" screen with the message', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init(i18nOptions('en'));
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider globalStyle={false}>
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>
      </UiProvider>
    </I18nextProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('database exploded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
});
