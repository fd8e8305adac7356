import { useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; data: T };

/**
 * Loads data when `key` changes (and on `retry`), dropping answers that arrive after unmount or
 * after a newer request. `setData` replaces the loaded value after a successful save.
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [resource, setResource] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  // Declared first, so the loading effect below always calls the latest `load`.
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    setResource({ status: 'loading' });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResource({ status: 'loaded', data });
      },
      () => {
        if (!controller.signal.aborted) setResource({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((data: T) => setResource({ status: 'loaded', data }), []);
  return { resource, retry, setData };
}
