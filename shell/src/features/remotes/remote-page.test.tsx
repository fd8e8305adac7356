import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { common, i18nOptions } from '@app/i18n';
import { UiProvider } from '@app/ui';
import { loadRemoteModule } from './load-remote-module';
import { RemotePage } from './remote-page';

jest.mock('./load-remote-module', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

async function renderRemote() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init(i18nOptions('de'));
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider globalStyle={false}>
        <RemotePage remote="mf_symptoms" module="SymptomsPage" language="de" apiBase="/api/symptoms" />
      </UiProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('a remote that cannot be loaded shows the localised message with Retry, and Retry loads it again', async () => {
  load.mockRejectedValueOnce(new Error('remote offline'));
  load.mockResolvedValueOnce(() => <h1>Symptome</h1>);
  await renderRemote();

  expect(await screen.findByText(common.de.remoteFailure.message)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: common.de.remoteFailure.retry }));

  expect(await screen.findByRole('heading', { name: 'Symptome' })).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('mf_symptoms', 'SymptomsPage', { retry: true });
});

it('a remote that throws while rendering is contained behind the same retry message', async () => {
  load.mockResolvedValue(() => {
    throw new Error('broken remote');
  });
  await renderRemote();
  expect(await screen.findByRole('button', { name: common.de.remoteFailure.retry })).toBeInTheDocument();
});

it('a loading remote shows the loading status', async () => {
  load.mockReturnValue(new Promise(() => undefined));
  await renderRemote();
  expect(screen.getByRole('status')).toHaveTextContent(common.de.loading.text);
});
