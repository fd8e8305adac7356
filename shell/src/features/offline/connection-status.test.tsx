import { act, screen } from '@testing-library/react';
import { common } from '@app/i18n';
import { renderInShell } from '@app/ui/testing';
import { ConnectionStatus } from './connection-status';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => act(() => setOnline(true)));

it('the header says whether the device is online, in the page language', async () => {
  await renderInShell(<ConnectionStatus />, { language: 'fr' });
  expect(screen.getByText(common.fr.connection.online)).toBeInTheDocument();
  act(() => setOnline(false));
  expect(screen.getByText(common.fr.connection.offline)).toBeInTheDocument();
});
