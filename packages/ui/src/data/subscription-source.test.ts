import type { Subscription } from '@app/contracts';
import { jsonResponse, PRO_SUBSCRIPTION, subscriptionOf } from '../testing';
import { ACTIVATION_POLL_MS, ACTIVATION_WAIT_MS, SUBSCRIPTION_FIRST_CHECK_MS, createSubscriptionSource } from './subscription-source';

const free = subscriptionOf();
const pro = PRO_SUBSCRIPTION;

/** fetch answering each call with the next of `answers`, the last one from then on. */
function answering(...answers: Array<Subscription | Error>): jest.Mock {
  let call = 0;
  const mock = jest.fn(async () => {
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return jsonResponse(answer);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** Lets the answers already given be read (fake timers do not run promise callbacks). */
const settle = () => jest.advanceTimersByTimeAsync(0);

let source: ReturnType<typeof createSubscriptionSource>;

beforeEach(() => {
  jest.useFakeTimers();
  source = createSubscriptionSource('/api/pro');
});

afterEach(() => {
  source.stop();
  jest.useRealTimers();
});

describe('the subscription source', () => {
  it('checks about 1 s after a signed-in page loads, in the page language', async () => {
    const fetchMock = answering(free);
    source.watch('de');

    await jest.advanceTimersByTimeAsync(SUBSCRIPTION_FIRST_CHECK_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/pro/subscription',
      expect.objectContaining({ headers: expect.objectContaining({ 'X-Language': 'de' }) }),
    );
    expect(source.getSnapshot()).toEqual({ status: 'ready', subscription: free, checkout: 'idle' });
  });

  it('asks again when the person comes back to the tab', async () => {
    const fetchMock = answering(free, pro);
    await source.refresh('en');
    source.watch('en');

    window.dispatchEvent(new Event('focus'));
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(source.getSnapshot()).toMatchObject({ status: 'ready', subscription: pro });
  });

  it('after a checkout opens, asks every 2 s until the plan is active, then stops', async () => {
    const fetchMock = answering(free, free, pro);
    await source.refresh('pt');
    source.awaitActivation('pt');
    expect(source.getSnapshot().checkout).toBe('confirming');

    await jest.advanceTimersByTimeAsync(ACTIVATION_POLL_MS);
    expect(source.getSnapshot()).toMatchObject({ subscription: free, checkout: 'confirming' });
    await jest.advanceTimersByTimeAsync(ACTIVATION_POLL_MS);
    expect(source.getSnapshot()).toMatchObject({ subscription: pro, checkout: 'idle' });

    await jest.advanceTimersByTimeAsync(ACTIVATION_POLL_MS * 5);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('stops waiting after a minute, and checks once more when the person returns to the tab', async () => {
    const fetchMock = answering(free);
    await source.refresh('en');
    source.watch('en');
    source.awaitActivation('en');

    await jest.advanceTimersByTimeAsync(ACTIVATION_WAIT_MS + ACTIVATION_POLL_MS);
    expect(source.getSnapshot().checkout).toBe('unconfirmed');
    const calls = fetchMock.mock.calls.length;
    await jest.advanceTimersByTimeAsync(ACTIVATION_POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(calls);

    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(calls + 1);
    expect(source.getSnapshot().checkout).toBe('unconfirmed');
  });

  it('keeps the known subscription through a failed re-check, but reports a failed first check', async () => {
    answering(new TypeError('Failed to fetch'));
    await source.refresh('en');
    expect(source.getSnapshot()).toMatchObject({ status: 'failed', error: expect.any(TypeError) });

    answering(pro, new TypeError('Failed to fetch'));
    await source.refresh('en');
    await source.refresh('en');
    expect(source.getSnapshot()).toMatchObject({ status: 'ready', subscription: pro });
  });

  it('drops an answer that arrives after sign-out', async () => {
    let answer: (response: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    const request = source.refresh('en');
    source.stop();
    answer(jsonResponse(pro));
    await request;

    expect(source.getSnapshot()).toEqual({ status: 'pending', checkout: 'idle' });
  });

  it('shares one request between callers', async () => {
    const fetchMock = answering(free);
    await Promise.all([source.refresh('en'), source.refresh('en')]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
