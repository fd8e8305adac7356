import { useRef, useState } from 'react';
import { useNamedTimeouts } from './use-named-timeouts';
import { useShareLink, type ShareTarget } from './use-share-link';
import { whatsAppUrl } from '../share-link';

/** Spec §9: the copy button says "Copied" for 2 s. */
export const COPIED_INDICATOR_MS = 2_000;
/** Spec §4: the share button comes back shortly after a share, so a double tap does not share twice. */
export const SHARE_COOLDOWN_MS = 1_000;

export type ShareMessageKey = 'shared' | 'copied' | 'shareError' | 'copyError';
export interface ShareMessage {
  kind: 'success' | 'error';
  key: ShareMessageKey;
}

export interface ShareContent {
  title: string;
  text: string;
}

function isUserCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export function useShareActions(target: ShareTarget, content: ShareContent) {
  const linkFor = useShareLink(target);
  const schedule = useNamedTimeouts();
  const [sharing, setSharing] = useState(false);
  const [copied, setCopied] = useState(false);
  const [message, setMessage] = useState<ShareMessage | null>(null);
  // The state above lags one render behind a fast double tap; this does not.
  const shareInProgress = useRef(false);

  const share = async () => {
    if (shareInProgress.current) return;
    shareInProgress.current = true;
    setSharing(true);
    setMessage(null);
    const native = typeof navigator.share === 'function';
    try {
      const url = await linkFor(native ? 'native' : 'whatsapp');
      if (native) await navigator.share({ title: content.title, text: content.text, url });
      else window.open(whatsAppUrl(`${content.text} ${url}`), '_blank', 'noopener,noreferrer');
      setMessage({ kind: 'success', key: 'shared' });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!isUserCancel(error)) setMessage({ kind: 'error', key: 'shareError' });
    } finally {
      schedule(
        'share-cooldown',
        () => {
          shareInProgress.current = false;
          setSharing(false);
        },
        SHARE_COOLDOWN_MS,
      );
    }
  };

  const copy = async () => {
    setMessage(null);
    try {
      const url = await linkFor('copy');
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setMessage({ kind: 'success', key: 'copied' });
      schedule('copied', () => setCopied(false), COPIED_INDICATOR_MS);
    } catch {
      setMessage({ kind: 'error', key: 'copyError' });
    }
  };

  return { share, copy, sharing, copied, message };
}
