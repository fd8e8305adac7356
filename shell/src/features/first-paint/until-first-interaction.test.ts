import { FIRST_PAINT_ID } from './hand-over-first-paint';
import { untilFirstInteraction } from './until-first-interaction';

function staticScreen() {
  document.body.innerHTML = `<div id="${FIRST_PAINT_ID}"><textarea></textarea><button>Login</button></div><div id="root"></div>`;
}

/** Whether the promise has settled once pending callbacks have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

afterEach(() => (document.body.innerHTML = ''));

describe('the app behind a static first screen waits for the visitor', () => {
  it('a page without a static first screen loads at once', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settled(untilFirstInteraction())).toBe(true);
  });

  it('a visitor who only reads the static screen loads nothing more', async () => {
    staticScreen();
    expect(await settled(untilFirstInteraction())).toBe(false);
  });

  it.each([
    ['tapping', () => document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['pressing a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }))],
    ['moving into a field', () => document.querySelector('textarea')!.focus()],
    ['losing the connection', () => window.dispatchEvent(new Event('offline'))],
  ])('%s loads the app', async (_, act) => {
    staticScreen();
    const waiting = untilFirstInteraction();
    act();
    expect(await settled(waiting)).toBe(true);
  });

  it('a page opened offline loads it at once: the offline card is the app’s', async () => {
    staticScreen();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await settled(untilFirstInteraction())).toBe(true);
    onLine.mockRestore();
  });

  it('a visitor already typing in the static screen when the app starts loads it at once', async () => {
    staticScreen();
    document.querySelector('textarea')!.focus();
    expect(await settled(untilFirstInteraction())).toBe(true);
  });
});
