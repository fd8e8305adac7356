import { act, render, screen } from '@testing-library/react';
import { useOnlineStatus } from './online-status';

function Flag() {
  return <output>{useOnlineStatus() ? 'online' : 'offline'}</output>;
}

function goOffline(offline: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: !offline, configurable: true });
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(() => goOffline(false));

it('follows the browser as it goes offline and back online', () => {
  render(<Flag />);
  expect(screen.getByRole('status')).toHaveTextContent('online');
  act(() => goOffline(true));
  expect(screen.getByRole('status')).toHaveTextContent('offline');
  act(() => goOffline(false));
  expect(screen.getByRole('status')).toHaveTextContent('online');
});
