import { useRef, useState } from 'react';
import { useNamedTimeouts } from './use-named-timeouts';
import { whatsAppUrl } from './whatsapp-url';

/** Spec §4: the share button comes back shortly after a share, so a double tap does not share twice. */
export const SHARE_COOLDOWN_MS = 1_000;

export interface ShareContent {
  title: string;
  text: string;
  url: string;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'busy';

function isUserCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Shares through the device's share sheet where the browser has one, else opens a WhatsApp chat with the text
 * and link ready (spec §2). Rejects when sharing failed; closing the share sheet is a choice, not a failure.
 */
export function useShare() {
  const schedule = useNamedTimeouts();
  const [sharing, setSharing] = useState(false);
  // The state above lags one render behind a fast double tap; this does not.
  const inProgress = useRef(false);
  const native = typeof navigator.share === 'function';

  const share = async ({ title, text, url }: ShareContent): Promise<ShareOutcome> => {
    if (inProgress.current) return 'busy';
    inProgress.current = true;
    setSharing(true);
    try {
      if (!native) {
        window.open(whatsAppUrl(`${text} ${url}`), '_blank', 'noopener,noreferrer');
        return 'shared';
      }
      await navigator.share({ title, text, url });
      return 'shared';
    } catch (error) {
      if (isUserCancel(error)) return 'cancelled';
      throw error;
    } finally {
      schedule(
        'share-cooldown',
        () => {
          inProgress.current = false;
          setSharing(false);
        },
        SHARE_COOLDOWN_MS,
      );
    }
  };

  return { native, sharing, share };
}
