import { useAppUpdate } from './app-update';
import { PREFETCH_DELAY_MS, PREFETCHED_PAGES, PREPARE_OFFLINE } from './cache-plan';
import { registerServiceWorker } from './register-service-worker';

type Listener = (event: { isUpdate?: boolean }) => void;

/** workbox-window's Workbox, as far as the page uses it. */
const fake = {
  url: '',
  listeners: new Map<string, Listener>(),
  register: jest.fn(async () => ({})),
  messageSW: jest.fn(async () => true),
  messageSkipWaiting: jest.fn(),
};

jest.mock('workbox-window', () => ({
  Workbox: jest.fn().mockImplementation((url: string) => {
    fake.url = url;
    return {
      addEventListener: (type: string, listener: Listener) => fake.listeners.set(type, listener),
      register: fake.register,
      messageSW: fake.messageSW,
      messageSkipWaiting: fake.messageSkipWaiting,
    };
  }),
}));

const reload = jest.fn();

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  Object.defineProperty(performance, 'getEntriesByType', { value: () => [], configurable: true });
});
beforeEach(() => {
  window.history.replaceState(null, '', '/de/symptomanalyse');
  // The page reads what it loaded from the real performance timeline.
  jest.useFakeTimers({ doNotFake: ['performance'] });
  fake.listeners.clear();
  fake.messageSW.mockClear();
  reload.mockClear();
  useAppUpdate.setState({ apply: null });
});
afterEach(() => jest.useRealTimers());

it('registers /sw.js and, about 1 s later, has it keep the spec’s pages, this page and the active language', async () => {
  registerServiceWorker(() => 'de', reload);
  expect(fake.url).toBe('/sw.js');
  await jest.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 1);
  expect(fake.messageSW).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);

  expect(fake.messageSW).toHaveBeenNthCalledWith(1, {
    type: 'CACHE_URLS',
    payload: { urlsToCache: [...PREFETCHED_PAGES, '/de/symptomanalyse'] },
  });
  expect(fake.messageSW).toHaveBeenNthCalledWith(2, { type: PREPARE_OFFLINE, language: 'de' });
});

it('a waiting new version is offered, and starts only when the person accepts it', () => {
  registerServiceWorker(() => 'en', reload);
  fake.listeners.get('waiting')!({});
  const apply = useAppUpdate.getState().apply;
  expect(apply).not.toBeNull();
  expect(fake.messageSkipWaiting).not.toHaveBeenCalled();
  apply!();
  expect(fake.messageSkipWaiting).toHaveBeenCalled();
});

it('a page taken over by a newer version reloads; the first worker taking the page does not reload it', () => {
  registerServiceWorker(() => 'en', reload);
  fake.listeners.get('controlling')!({ isUpdate: false });
  expect(reload).not.toHaveBeenCalled();
  fake.listeners.get('controlling')!({ isUpdate: true });
  expect(reload).toHaveBeenCalledTimes(1);
});
