import type { Language, ShareType } from '@app/contracts';

/** A share should not wait long for its short link: past this the generated link is used. */
export const SHORT_LINK_TIMEOUT_MS = 3_000;

export interface ShortLinkRequest {
  apiBase: string;
  analysisId: string;
  shareType: ShareType;
  language: Language;
}

/** Asks the sharing service for a short link to the analysis; throws when none comes back. */
export async function createShortLink({ apiBase, analysisId, shareType, language }: ShortLinkRequest): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SHORT_LINK_TIMEOUT_MS);
  try {
    const response = await fetch(`${apiBase}/short-links`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ analysisId, shareType, language }),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`short link request failed with ${response.status}`);
    const body = (await response.json()) as { shortUrl?: unknown } | null;
    if (typeof body?.shortUrl !== 'string' || body.shortUrl === '') throw new Error('short link response has no shortUrl');
    // The service may answer with a path; a shared link must be absolute.
    return new URL(body.shortUrl, window.location.origin).href;
  } finally {
    clearTimeout(timer);
  }
}
