import { useState } from 'react';
import { useNamedTimeouts } from './use-named-timeouts';

/** Spec §4, §9: the copy button says "Copied" for 2 s. */
export const COPIED_INDICATOR_MS = 2_000;

/** Copies a text to the clipboard; `copied` is true for 2 s after each success. Rejects when the clipboard refuses. */
export function useCopy() {
  const schedule = useNamedTimeouts();
  const [copied, setCopied] = useState(false);

  const copy = async (text: string) => {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    setCopied(true);
    schedule('copied', () => setCopied(false), COPIED_INDICATOR_MS);
  };

  return { copied, copy };
}
