import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS, queryKeys } from '@app/contracts';
import { createQueryClient, invalidateAnalyses, READ_RETRIES, shouldRetryRead } from './query-client';
import { ApiRequestError } from './request-json';

afterEach(() => jest.useRealTimers());

it('keeps the timings of spec §9: stale after 5 minutes, dropped after 10', () => {
  expect(QUERY_STALE_TIME_MS).toBe(5 * 60 * 1000);
  expect(QUERY_GC_TIME_MS).toBe(10 * 60 * 1000);
  const queries = createQueryClient().getDefaultOptions().queries;
  expect(queries).toMatchObject({ staleTime: QUERY_STALE_TIME_MS, gcTime: QUERY_GC_TIME_MS });
});

it('a read asked for again within 5 minutes is answered from the cache, after them from the service', async () => {
  jest.useFakeTimers({ now: new Date('2025-06-21T10:00:00Z') });
  const client = createQueryClient();
  const load = jest.fn(async () => ({ screenings: 3 }));

  await client.fetchQuery({ queryKey: queryKeys.dashboard, queryFn: load });
  jest.setSystemTime(new Date('2025-06-21T10:04:59Z'));
  await client.fetchQuery({ queryKey: queryKeys.dashboard, queryFn: load });
  expect(load).toHaveBeenCalledTimes(1);

  jest.setSystemTime(new Date('2025-06-21T10:05:01Z'));
  await client.fetchQuery({ queryKey: queryKeys.dashboard, queryFn: load });
  expect(load).toHaveBeenCalledTimes(2);
});

it('a read no screen shows is dropped 10 minutes later', async () => {
  jest.useFakeTimers();
  const client = createQueryClient();
  await client.fetchQuery({ queryKey: queryKeys.profile, queryFn: async () => ({ name: 'Ana' }) });

  await jest.advanceTimersByTimeAsync(QUERY_GC_TIME_MS - 1);
  expect(client.getQueryData(queryKeys.profile)).toEqual({ name: 'Ana' });
  await jest.advanceTimersByTimeAsync(1);
  expect(client.getQueryData(queryKeys.profile)).toBeUndefined();
});

it('a refusal (4xx) is not asked again; an unreachable or failing service is, twice', () => {
  expect(shouldRetryRead(0, new ApiRequestError(404, 'Not found'))).toBe(false);
  expect(shouldRetryRead(0, new ApiRequestError(402, ''))).toBe(false);
  expect(shouldRetryRead(0, new ApiRequestError(503, ''))).toBe(true);
  expect(shouldRetryRead(0, new TypeError('Failed to fetch'))).toBe(true);
  expect(shouldRetryRead(READ_RETRIES - 1, new TypeError('Failed to fetch'))).toBe(true);
  expect(shouldRetryRead(READ_RETRIES, new TypeError('Failed to fetch'))).toBe(false);
});

it('a change to the analyses marks the history and the dashboard stale, and nothing else', async () => {
  const client = createQueryClient();
  for (const queryKey of [queryKeys.analyses, queryKeys.dashboard, queryKeys.settings]) {
    await client.fetchQuery({ queryKey, queryFn: async () => ({}) });
  }

  await invalidateAnalyses(client);

  const stale = (queryKey: readonly unknown[]) => client.getQueryState(queryKey)?.isInvalidated;
  expect([stale(queryKeys.analyses), stale(queryKeys.dashboard), stale(queryKeys.settings)]).toEqual([true, true, false]);
});
