import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Router state of a navigation that stays on the same page (a language switch): the scroll position stays too. */
export interface KeepScrollState {
  keepScroll: true;
}

/** How long a restored position waits for the page (a remote, its data) to grow tall enough. */
export const RESTORE_WAIT_MS = 5_000;

/** Scroll positions per history entry; a reload starts the site afresh, as the browser's own restoration would. */
const positions = new Map<string, number>();

function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<KeepScrollState>).keepScroll === true;
}

/**
 * Scrolls to `y` as soon as the page is tall enough, giving up after RESTORE_WAIT_MS or as soon as the
 * person scrolls themselves. Returns the cancel function.
 */
function restore(y: number): () => void {
  if (y <= 0) {
    window.scrollTo(0, 0);
    return () => undefined;
  }
  const deadline = performance.now() + RESTORE_WAIT_MS;
  let frame = 0;
  const attempt = () => {
    window.scrollTo(0, y);
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (!reachable && performance.now() < deadline) frame = requestAnimationFrame(attempt);
  };
  const cancel = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, cancel);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, cancel, { passive: true });
  attempt();
  return cancel;
}

/**
 * A new page starts at the top; back and forward return to where the person was on that entry. The
 * router in use (BrowserRouter) has no ScrollRestoration, so positions are kept here by history entry key.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    // Set before any scroll event of the new page arrives (they are dispatched after this commit).
    currentKey.current = location.key;
    if (navigationType === 'POP') return restore(positions.get(location.key) ?? 0);
    if (!keepsScroll(location.state)) window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.state, navigationType]);
}
