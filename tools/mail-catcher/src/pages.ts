import type { CaughtMail, CaughtMailSummary } from '@app/contracts';
import { escapeHtml, linkify } from './html';

/** Seconds between reloads of the list, so a mail just sent shows up by itself. */
const LIST_REFRESH_SECONDS = 5;

function page(title: string, body: string, head = ''): string {
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">${head}`,
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5">${body}</body></html>`,
  ].join('');
}

function linkList(links: string[]): string {
  return links.length ? `<ul>${links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>` : '';
}

/** Every message, newest first, with its links right there: a reset link is one click away. */
export function listPage(messages: CaughtMailSummary[]): string {
  const items = messages.map(
    (message) =>
      `<li><a href="messages/${escapeHtml(message.id)}">${escapeHtml(message.subject || '(no subject)')}</a> — ${escapeHtml(message.to.join(', '))} — <time>${escapeHtml(message.date)}</time>${linkList(message.links)}</li>`,
  );
  return page(
    'Mail catcher',
    `<h1>Mail catcher</h1><p>Mail the site sent, kept in memory until the catcher stops. JSON: <a href="api/messages">api/messages</a>.</p>${
      items.length ? `<ol>${items.join('')}</ol>` : '<p>No messages yet.</p>'
    }`,
    `<meta http-equiv="refresh" content="${LIST_REFRESH_SECONDS}">`,
  );
}

/** One message: its plain-text body with clickable links. The HTML body is not rendered here (it is in the JSON). */
export function messagePage(message: CaughtMail): string {
  return page(
    message.subject,
    [
      '<p><a href="../">← All messages</a></p>',
      `<h1>${escapeHtml(message.subject || '(no subject)')}</h1>`,
      `<p><strong>From:</strong> ${escapeHtml(message.from)}<br><strong>To:</strong> ${escapeHtml(message.to.join(', '))}<br><strong>Date:</strong> <time>${escapeHtml(message.date)}</time></p>`,
      `<pre style="white-space:pre-wrap;font-family:inherit;border-top:1px solid #ddd;padding-top:1rem">${linkify(message.text)}</pre>`,
      message.links.length ? `<h2>Links</h2>${linkList(message.links)}` : '',
    ].join(''),
  );
}
