import { useCallback, useRef } from 'react';
import type { Language, ShareType } from '@app/contracts';
import { createShortLink } from '../api/create-short-link';
import { buildFallbackShareUrl, newShareId, type ShareMedium } from '../share-link';

export interface ShareTarget {
  apiBase: string;
  analysisId: string;
  shareType: ShareType;
  language: Language;
}

/**
 * Resolves the link to share: the service's short link when it can make one (asked once per analysis),
 * otherwise a generated link tagged with the medium (spec §4: a short-link failure falls back).
 */
export function useShareLink({ apiBase, analysisId, shareType, language }: ShareTarget) {
  const shortLink = useRef<{ key: string; url: string | null } | null>(null);

  return useCallback(
    async (medium: ShareMedium): Promise<string> => {
      const key = `${apiBase}|${analysisId}|${shareType}|${language}`;
      if (shortLink.current?.key !== key) {
        const url = await createShortLink({ apiBase, analysisId, shareType, language }).catch(() => null);
        shortLink.current = { key, url };
      }
      return (
        shortLink.current.url ??
        buildFallbackShareUrl({
          origin: window.location.origin,
          language,
          shareType,
          medium,
          shareId: newShareId(),
          timestamp: Date.now(),
        })
      );
    },
    [apiBase, analysisId, shareType, language],
  );
}
