import { useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'loaded'; data: T };

/**
 * Loads data when `key` changes (and on `retry`), dropping answers that arrive after unmount or
 * after a newer request. `setData` replaces the loaded value after a successful save.
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${key}`;
  // What the latest settled request gave; a request still on its way reads as loading, without an extra render.
  const [settled, setSettled] = useState<{ request: string; resource: Resource<T> }>();
  const loadRef = useRef(load);
  // Declared first, so the loading effect below always calls the latest `load`.
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ request, resource: { status: 'loaded', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ request, resource: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((data: T) => setSettled({ request, resource: { status: 'loaded', data } }), [request]);
  const resource: Resource<T> = settled?.request === request ? settled.resource : { status: 'loading' };
  return { resource, retry, setData };
}
