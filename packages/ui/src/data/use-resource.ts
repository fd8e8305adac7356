import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

export type Resource<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'loaded'; data: T };

/**
 * A screen's read through the page's query cache (`options` from `queryOptions`): what the cache already
 * holds, fresh, is shown without asking again. Once loaded, the data stays shown through a failed re-read.
 * `retry` asks again, loading meanwhile; `setData` puts what the service answered a write with in the
 * cache, for every screen that shows it.
 */
export function useResource<T, Key extends QueryKey>(options: UseQueryOptions<T, Error, T, Key>) {
  const client = useQueryClient();
  const query = useQuery(options);
  const { queryKey } = options;
  const { refetch } = query;

  const retry = useCallback(() => void refetch(), [refetch]);
  const setData = useCallback((data: T) => client.setQueryData<T>(queryKey, data), [client, queryKey]);

  let resource: Resource<T>;
  if (query.data !== undefined) resource = { status: 'loaded', data: query.data };
  else if (query.isError && !query.isFetching) resource = { status: 'error', error: query.error };
  else resource = { status: 'loading' };
  return { resource, retry, setData };
}
