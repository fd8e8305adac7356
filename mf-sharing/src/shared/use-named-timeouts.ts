import { useCallback, useEffect, useRef } from 'react';

/** setTimeout by name: scheduling a name again replaces its pending call; all are cleared on unmount. */
export function useNamedTimeouts() {
  const pending = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = pending.current;
    return () => {
      timers.forEach(clearTimeout);
      timers.clear();
    };
  }, []);

  return useCallback((name: string, run: () => void, delayMs: number) => {
    clearTimeout(pending.current.get(name));
    pending.current.set(
      name,
      setTimeout(() => {
        pending.current.delete(name);
        run();
      }, delayMs),
    );
  }, []);
}
