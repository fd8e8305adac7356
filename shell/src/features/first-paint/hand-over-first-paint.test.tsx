import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { SCREEN_LOADING_ATTRIBUTE } from '@app/ui';
import { FIRST_PAINT_ID, appContainer } from './hand-over-first-paint';

/** The document as the gateway sends it for the symptom screen: the static screen, then the app's root. */
function gatewayDocument() {
  document.body.innerHTML =
    `<div id="${FIRST_PAINT_ID}"><h1>Symptomanalyse</h1><textarea data-hand-over="symptom-text"></textarea>` +
    `<details data-hand-over-open="person-details"><summary>Zur Person (optional)</summary></details></div>` +
    `<div id="root"><div class="boot"></div></div>`;
  return document.getElementById('root')!;
}

/** Stands for React's symptom form: a controlled field whose text React knows. */
function SymptomField() {
  const [text, setText] = useState('');
  return (
    <>
      <textarea id="symptom-text" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text}</output>
    </>
  );
}

function LoadingScreen() {
  return (
    <>
      <select aria-label="Sprache wählen" />
      <div {...{ [SCREEN_LOADING_ATTRIBUTE]: '' }}>Wird geladen…</div>
    </>
  );
}

/** MutationObserver callbacks run as microtasks: let them. */
const observed = () => act(() => Promise.resolve());

describe('handing the static first screen over to the app', () => {
  it('keeps the app out of the document while it shows a loading placeholder, then swaps it in for the static screen', async () => {
    const container = appContainer(gatewayDocument());
    const { rerender } = render(<LoadingScreen />, { container });
    await observed();
    expect(document.getElementById(FIRST_PAINT_ID)).not.toBeNull();
    // Nothing of the app is in the document yet: no control is there twice.
    expect(document.querySelector('select')).toBeNull();

    rerender(<h1>Symptomanalyse</h1>);
    await observed();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(document.getElementById('root')).toBe(container);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('gives what was typed, and the focus, to the app’s field', async () => {
    const root = gatewayDocument();
    const typed = document.querySelector<HTMLTextAreaElement>(`#${FIRST_PAINT_ID} textarea`)!;
    typed.value = 'Kopfschmerzen seit gestern';
    typed.focus();
    render(<SymptomField />, { container: appContainer(root) });
    await observed();

    const field = document.querySelector<HTMLTextAreaElement>('#symptom-text')!;
    expect(field).toHaveValue('Kopfschmerzen seit gestern');
    expect(field).toHaveFocus();
    // React's own state has the text, not just the element.
    expect(document.querySelector('output')).toHaveTextContent('Kopfschmerzen seit gestern');
  });

  it('keeps what was typed when the app first shows a Retry instead of the form, and gives it to the form once it loads', async () => {
    const root = gatewayDocument();
    document.querySelector<HTMLTextAreaElement>(`#${FIRST_PAINT_ID} textarea`)!.value = 'Kopfschmerzen seit gestern';
    const container = appContainer(root);
    const { rerender } = render(<button type="button">Erneut versuchen</button>, { container });
    await observed();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();

    rerender(<SymptomField />);
    await observed();
    expect(document.querySelector('#symptom-text')).toHaveValue('Kopfschmerzen seit gestern');
    expect(document.querySelector('output')).toHaveTextContent('Kopfschmerzen seit gestern');
  });

  it('stops waiting for the form once the visitor leaves the page from the Retry screen', async () => {
    window.history.replaceState(null, '', '/de/symptom-analysis');
    const root = gatewayDocument();
    document.querySelector<HTMLTextAreaElement>(`#${FIRST_PAINT_ID} textarea`)!.value = 'Kopfschmerzen seit gestern';
    const container = appContainer(root);
    const { rerender } = render(<button type="button">Erneut versuchen</button>, { container });
    await observed();

    window.history.pushState(null, '', '/de/login');
    rerender(<h1>Anmelden</h1>);
    await observed();
    window.history.pushState(null, '', '/de/symptom-analysis');
    rerender(<SymptomField />);
    await observed();
    expect(document.querySelector('#symptom-text')).toHaveValue('');
  });

  it('opens the app’s person details when they were opened on the static screen, with the focus on them', async () => {
    const root = gatewayDocument();
    const summary = document.querySelector<HTMLElement>(`#${FIRST_PAINT_ID} summary`)!;
    summary.closest('details')!.open = true;
    summary.focus();
    render(
      <details id="person-details">
        <summary>Zur Person (optional)</summary>
        <label>
          Alter <input />
        </label>
      </details>,
      { container: appContainer(root) },
    );
    await observed();

    const details = document.querySelector<HTMLDetailsElement>('#person-details')!;
    expect(details.open).toBe(true);
    expect(details.querySelector('summary')).toHaveFocus();
  });

  it('keeps the focus on the person details a keyboard visitor tabbed to without opening them', async () => {
    const root = gatewayDocument();
    document.querySelector<HTMLElement>(`#${FIRST_PAINT_ID} summary`)!.focus();
    render(
      <details id="person-details">
        <summary>Zur Person (optional)</summary>
      </details>,
      { container: appContainer(root) },
    );
    await observed();

    const details = document.querySelector<HTMLDetailsElement>('#person-details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')).toHaveFocus();
  });

  it('leaves the app’s person details closed when they were not opened', async () => {
    const root = gatewayDocument();
    render(
      <details id="person-details">
        <summary>Zur Person (optional)</summary>
      </details>,
      { container: appContainer(root) },
    );
    await observed();
    expect(document.querySelector<HTMLDetailsElement>('#person-details')!.open).toBe(false);
  });

  it('is the root itself on pages the gateway sends without a static screen', () => {
    document.body.innerHTML = '<div id="root"><div class="boot"></div></div>';
    const root = document.getElementById('root')!;
    expect(appContainer(root)).toBe(root);
  });
});
