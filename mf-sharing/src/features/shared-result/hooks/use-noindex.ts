import { useEffect } from 'react';

/**
 * Keeps search engines off the page while it is mounted (a shared result is private to whoever holds the link):
 * `<meta name="robots" content="noindex">`, restoring what the page had before on unmount.
 */
export function useNoIndex() {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previous = existing?.content;
    const meta = existing ?? document.createElement('meta');
    if (!existing) {
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    meta.content = 'noindex';
    return () => {
      if (existing) existing.content = previous ?? '';
      else meta.remove();
    };
  }, []);
}
