import { SCREEN_LOADING_ATTRIBUTE } from '@app/ui';

/** The gateway's static first screen of the public home and symptom screen (services/gateway first-paint.ts). */
export const FIRST_PAINT_ID = 'first-paint';

type Field = HTMLTextAreaElement | HTMLInputElement;

interface Typed {
  field: Field;
  value: string;
  focused: boolean;
}

/** What the visitor typed into the static fields that name an app field to take it over (`data-hand-over`). */
function typedInto(staticScreen: HTMLElement): Typed[] {
  return [...staticScreen.querySelectorAll<Field>('[data-hand-over]')].map((field) => ({
    field,
    value: field.value,
    focused: document.activeElement === field,
  }));
}

interface Disclosure {
  id: string;
  open: boolean;
  focused: boolean;
}

/** The static disclosures that name an app disclosure to take them over (`data-hand-over-open`), as the visitor left them. */
function disclosuresIn(staticScreen: HTMLElement): Disclosure[] {
  return [...staticScreen.querySelectorAll<HTMLDetailsElement>('details[data-hand-over-open]')].map((details) => ({
    id: details.dataset.handOverOpen ?? '',
    open: details.open,
    focused: details.contains(document.activeElement),
  }));
}

/**
 * Opens each app disclosure whose static stand-in was opened, and puts the focus on its summary if it was there,
 * open or not: a keyboard visitor who tabbed to it goes on from there, not from the top of the page.
 */
function openOver(disclosures: Disclosure[], container: HTMLElement) {
  for (const { id, open, focused } of disclosures) {
    const target = document.getElementById(id);
    if (!(target instanceof HTMLDetailsElement) || !container.contains(target)) continue;
    if (open) target.open = true;
    if (focused) target.querySelector('summary')?.focus();
  }
}

function typeInto(target: Field, value: string) {
  // React tracks a controlled field's value: set it the native way, then tell React as typing would.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set?.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

const fieldIn = (container: HTMLElement, id: string) => {
  const target = document.getElementById(id) as Field | null;
  return target && container.contains(target) ? target : undefined;
};

/**
 * Gives each app field what was typed into its static stand-in, and the focus with the caret where it was. A field
 * the app does not show yet (its part could not be loaded, and shows a Retry) gets the text when it appears, as long
 * as the visitor stays on the page it was typed on.
 */
function carryOver(typed: Typed[], container: HTMLElement) {
  const waiting: Typed[] = [];
  for (const item of typed) {
    const target = fieldIn(container, item.field.dataset.handOver ?? '');
    if (!target) {
      if (item.value !== '') waiting.push(item);
      continue;
    }
    if (item.value !== '') typeInto(target, item.value);
    if (item.focused) {
      target.focus();
      target.setSelectionRange(item.field.selectionStart, item.field.selectionEnd);
    }
  }
  if (waiting.length === 0) return;
  const page = window.location.pathname;
  const observer = new MutationObserver(() => {
    if (window.location.pathname !== page) {
      observer.disconnect();
      return;
    }
    for (const item of [...waiting]) {
      const target = fieldIn(container, item.field.dataset.handOver ?? '');
      if (!target) continue;
      if (target.value === '') typeInto(target, item.value);
      waiting.splice(waiting.indexOf(item), 1);
    }
    if (waiting.length === 0) observer.disconnect();
  });
  observer.observe(container, { childList: true, subtree: true });
}

/**
 * The element the app renders into. Where the gateway sent a static first screen, that is a stand-in for `root`
 * kept out of the document while the app shows only a screen-loading placeholder, so the page never flashes blank
 * or a spinner and no control is there twice. Once the app shows a screen of its own, the stand-in takes root's
 * place and the static screen goes, before the browser paints again, with what was typed and opened there.
 * Elsewhere it is `root` itself.
 */
export function appContainer(root: HTMLElement): HTMLElement {
  const staticScreen = document.getElementById(FIRST_PAINT_ID);
  if (!staticScreen) return root;
  const container = document.createElement('div');
  container.id = root.id;
  const observer = new MutationObserver(() => {
    if (container.childElementCount === 0 || container.querySelector(`[${SCREEN_LOADING_ATTRIBUTE}]`)) return;
    observer.disconnect();
    const typed = typedInto(staticScreen);
    const disclosures = disclosuresIn(staticScreen);
    staticScreen.remove();
    root.replaceWith(container);
    openOver(disclosures, container);
    carryOver(typed, container);
  });
  observer.observe(container, { childList: true, subtree: true });
  return container;
}
