import { FIRST_PAINT_ID } from './hand-over-first-paint';

/**
 * What a visitor does on the way to using a screen: move the mouse or the wheel, touch or click, tab into a field,
 * press a key ("import on interaction"). Disabled buttons take no clicks: moving over them is enough.
 */
const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;

let waiting: Promise<void> | undefined;

/**
 * Resolves at once when the page shows no static first screen (the gateway's, services/gateway first-paint.ts).
 * While it does, resolves when the visitor first interacts with the page, or when the connection drops (the
 * service worker has kept the page's files: the app's offline card must show). The static screen is the whole
 * screen until then, so a visitor who only reads it downloads none of the code behind it.
 */
export function untilFirstInteraction(): Promise<void> {
  const staticScreen = document.getElementById(FIRST_PAINT_ID);
  // A visitor quicker than the app's own script may already be in a field; a page opened offline came from the
  // service worker, and its offline card is the app's.
  if (!staticScreen || staticScreen.contains(document.activeElement) || !navigator.onLine) return Promise.resolve();
  waiting ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, done, true);
      window.removeEventListener('offline', done);
      waiting = undefined;
      resolve();
    };
    for (const type of INTERACTIONS) document.addEventListener(type, done, { capture: true, passive: true });
    window.addEventListener('offline', done);
  });
  return waiting;
}
