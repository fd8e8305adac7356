import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError, Language } from '@app/contracts';
import { HTML_LANG, apiMessage, common, escapeHtml, negotiateLanguage, translate } from '@app/i18n';

/** A crashed part is started again within seconds (`npm start`'s supervisor, a container's restart policy). */
export const RETRY_AFTER_SECONDS = 5;

/** The language asked for the way the services read it: `?lang`, then `X-Language`, then Accept-Language. */
function requestLanguage(req: IncomingMessage): Language {
  const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('lang');
  const header = req.headers['x-language'];
  return negotiateLanguage(req.headers['accept-language'], query ?? (Array.isArray(header) ? header[0] : header));
}

/**
 * A page of its own (no shell, no remote): it must show while the parts behind the gateway do not answer. The
 * link (an empty href: this same address) and the refresh try again.
 */
export function serviceUnavailablePage(language: Language): string {
  const text = (key: string) => escapeHtml(translate(common, `serviceUnavailable.${key}`, language));
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">
<meta name="robots" content="noindex">
<title>${text('title')} · Vitalia</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}a{color:#0b5cad}</style>
</head>
<body>
<main>
<h1>${text('title')}</h1>
<p>${text('text')}</p>
<p><a href="">${text('retry')}</a></p>
</main>
</body>
</html>
`;
}

/**
 * 503 with `Retry-After` for a request whose upstream did not answer: the API error contract
 * (`service_unavailable`, localised) for APIs, the localised page for everything else. A response already
 * under way (or a WebSocket) can only be cut.
 */
export function answerServiceUnavailable(req: IncomingMessage, res: ServerResponse | Socket, { json }: { json: boolean }): void {
  if (!('writeHead' in res) || res.headersSent) {
    res.destroy();
    return;
  }
  const language = requestLanguage(req);
  const headers = { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store', 'content-language': HTML_LANG[language] };
  if (json) {
    const body: ApiError = { error: { code: 'service_unavailable', message: apiMessage('service_unavailable', language) } };
    res.writeHead(503, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
    return;
  }
  res.writeHead(503, { ...headers, 'content-type': 'text/html; charset=utf-8' });
  res.end(serviceUnavailablePage(language));
}
