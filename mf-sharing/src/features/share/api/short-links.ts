import { queryOptions } from '@tanstack/react-query';
import {
  createdShortLinkSchema,
  ownShortLinksSchema,
  queryKeys,
  type CreatedShortLink,
  type Language,
  type OwnShortLink,
  type ShareType,
  type ShortLinkLifetime,
} from '@app/contracts';
import { ApiRequestError, requestJson, send } from '@app/ui';

/** A new short link to the caller's analysis (a signed-in user's, or the guest's through the guest cookie). */
export function createShortLink(
  apiBase: string,
  language: Language,
  analysisId: string,
  expiresIn: ShortLinkLifetime,
  shareType: ShareType,
): Promise<CreatedShortLink> {
  return requestJson(`${apiBase}/short-links`, createdShortLinkSchema, {
    language,
    method: 'POST',
    body: { analysisId, expiresIn, shareType },
  });
}

/** The caller's links, newest first; none for a visitor the service does not know (401). */
export async function listShortLinks(apiBase: string, language: Language, signal?: AbortSignal): Promise<OwnShortLink[]> {
  try {
    return (await requestJson(`${apiBase}/short-links`, ownShortLinksSchema, { language, signal })).links;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return [];
    throw error;
  }
}

/** The caller's links through the page's query cache, which a new or revoked link marks stale. */
export function shortLinksQuery(apiBase: string, language: Language) {
  return queryOptions({ queryKey: queryKeys.shortLinks, queryFn: ({ signal }) => listShortLinks(apiBase, language, signal) });
}

/**
 * Revokes one of the caller's links. Resolves `'gone'` when the service no longer has it as a working link of
 * the caller (404): what the person wanted, that it stops working, is already so.
 */
export async function revokeShortLink(apiBase: string, language: Language, code: string): Promise<'revoked' | 'gone'> {
  try {
    await send(`${apiBase}/short-links/${encodeURIComponent(code)}`, { language, method: 'DELETE' });
    return 'revoked';
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return 'gone';
    throw error;
  }
}
