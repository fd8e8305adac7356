import type { RequestHandler } from 'express';
import { acceptLanguageTags, languageFromPreferences, pathFor } from '@app/i18n';

/**
 * Spec §2: "/" redirects to the home of the device's language (pt, pt-br, pt-pt → /pt; es, de, fr → their own;
 * anything else → /en), known on the server from Accept-Language, as the shell would choose from the browser's
 * languages. The query goes along (a referral link, utm parameters).
 */
export function rootRedirect(): RequestHandler {
  return (req, res) => {
    const query = req.url.indexOf('?');
    const home = pathFor(languageFromPreferences(acceptLanguageTags(req.headers['accept-language'])));
    // One answer per language: no shared cache may hand one visitor's to the next.
    res.set({ Vary: 'Accept-Language', 'Cache-Control': 'private, no-cache' });
    res.redirect(302, query === -1 ? home : home + req.url.slice(query));
  };
}
