import { jsonResponse } from '@app/ui/testing';
import { TEST_SESSION, TEST_USER, apiError, callsTo, routeFetch, setSignedInHint } from '../../testing/fake-identity';
import { RETRY_BASE_MS } from './load-user';
import { KEEP_ALIVE_MS, shownStatus, useSession } from './session-store';

const settled = () =>
  new Promise<void>((resolve) => {
    const unsubscribe = useSession.subscribe((state) => {
      if (state.status === 'signedIn' || state.status === 'signedOut') {
        unsubscribe();
        resolve();
      }
    });
  });

beforeEach(() => {
  useSession.setState({ status: 'idle', user: null });
  setSignedInHint(true);
});
afterEach(() => jest.useRealTimers());

it('a guest (no signed-in hint) is signed out at once, without a request to identity', async () => {
  setSignedInHint(false);
  const fetchMock = routeFetch({});
  const done = settled();
  useSession.getState().start('pt');
  await done;
  expect(useSession.getState()).toMatchObject({ status: 'signedOut', user: null });
  expect(fetchMock).not.toHaveBeenCalled();
});

it("a guest's page is shown signed out before the store has even started; a hinted browser's waits for identity", () => {
  setSignedInHint(false);
  expect(shownStatus({ status: 'idle' })).toBe('signedOut');
  expect(shownStatus({ status: 'loading' })).toBe('signedOut');
  setSignedInHint(true);
  expect(shownStatus({ status: 'idle' })).toBe('idle');
  expect(shownStatus({ status: 'loading' })).toBe('loading');
  expect(shownStatus({ status: 'signedIn' })).toBe('signedIn');
});

it('a valid access cookie signs the user in from /me, sent same-origin with the page language', async () => {
  const fetchMock = routeFetch({ 'GET /api/identity/me': jsonResponse(TEST_USER) });
  const done = settled();
  useSession.getState().start('de');
  expect(useSession.getState().status).toBe('loading');
  await done;
  expect(useSession.getState()).toMatchObject({ status: 'signedIn', user: TEST_USER });
  const [, init] = callsTo(fetchMock, 'GET /api/identity/me')[0]!;
  expect(init).toMatchObject({ credentials: 'same-origin', headers: expect.objectContaining({ 'X-Language': 'de' }) });
});

it('a 401 from /me gets one refresh, then /me again', async () => {
  const me = jest
    .fn()
    .mockReturnValueOnce(apiError(401, 'unauthorized', 'expired'))
    .mockReturnValueOnce(jsonResponse(TEST_USER));
  const fetchMock = routeFetch({ 'GET /api/identity/me': () => me(), 'POST /api/identity/refresh': jsonResponse(TEST_SESSION) });
  const done = settled();
  useSession.getState().start('en');
  await done;
  expect(useSession.getState().status).toBe('signedIn');
  expect(callsTo(fetchMock, 'POST /api/identity/refresh')).toHaveLength(1);
});

it('a hint that outlived its session (401 from /me and from refresh) signs out without further tries', async () => {
  const fetchMock = routeFetch({
    'GET /api/identity/me': apiError(401, 'unauthorized', 'no session'),
    'POST /api/identity/refresh': apiError(401, 'unauthorized', 'no refresh token'),
  });
  const done = settled();
  useSession.getState().start('en');
  await done;
  expect(useSession.getState()).toMatchObject({ status: 'signedOut', user: null });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('network failures are tried again after 200 ms, then 400 ms (spec §9)', async () => {
  jest.useFakeTimers();
  const me = jest
    .fn()
    .mockReturnValueOnce(new TypeError('Failed to fetch'))
    .mockReturnValueOnce(new TypeError('Failed to fetch'))
    .mockReturnValueOnce(jsonResponse(TEST_USER));
  const fetchMock = routeFetch({ 'GET /api/identity/me': () => me() });
  const done = settled();
  useSession.getState().start('en');

  await jest.advanceTimersByTimeAsync(RETRY_BASE_MS - 1);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(RETRY_BASE_MS * 2 - 1);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(1);
  await done;
  expect(useSession.getState().status).toBe('signedIn');
});

it('start loads the session only once', async () => {
  const fetchMock = routeFetch({ 'GET /api/identity/me': jsonResponse(TEST_USER) });
  const done = settled();
  useSession.getState().start('en');
  useSession.getState().start('en');
  await done;
  useSession.getState().start('en');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('signing out clears the user; a refused logout keeps the session', async () => {
  useSession.setState({ status: 'signedIn', user: TEST_USER });
  routeFetch({ 'POST /api/identity/logout': apiError(503, 'unavailable', 'down') });
  await expect(useSession.getState().signOut('en')).rejects.toThrow();
  expect(useSession.getState().status).toBe('signedIn');

  routeFetch({ 'POST /api/identity/logout': jsonResponse(null, 204) });
  await useSession.getState().signOut('en');
  expect(useSession.getState()).toMatchObject({ status: 'signedOut', user: null });
});

it('a refused keep-alive refresh (which clears the hint) signs out without asking identity again', async () => {
  jest.useFakeTimers();
  const fetchMock = routeFetch({
    'GET /api/identity/me': jsonResponse(TEST_USER),
    'POST /api/identity/refresh': () => {
      setSignedInHint(false);
      return apiError(401, 'unauthorized', 'session ended');
    },
  });
  const done = settled();
  useSession.getState().start('en');
  await done;
  expect(useSession.getState().status).toBe('signedIn');

  await jest.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
  expect(useSession.getState()).toMatchObject({ status: 'signedOut', user: null });
  expect(callsTo(fetchMock, 'GET /api/identity/me')).toHaveLength(1);
});

it('after a sign-in, reload reads /me whatever the page saw at load', async () => {
  setSignedInHint(false);
  const fetchMock = routeFetch({ 'GET /api/identity/me': jsonResponse(TEST_USER) });
  await useSession.getState().reload('fr');
  expect(useSession.getState().status).toBe('signedIn');
  expect(callsTo(fetchMock, 'GET /api/identity/me')).toHaveLength(1);
});
