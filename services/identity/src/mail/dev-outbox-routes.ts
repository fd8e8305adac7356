import { devOutboxMessageRoute, devOutboxRoute, type DevOutbox, type Language } from '@app/contracts';
import { AppError, mountRoute, requestLanguage } from '@app/service-kit';
import type { Router } from 'express';
import { escapeHtml, linkify, linksIn } from './html';
import type { LocalOutbox, StoredMail } from './local-outbox';
import type { Mailer } from './mailer';

const LABELS: Record<Language, { title: string; to: string; date: string; links: string; empty: string; back: string }> = {
  pt: { title: 'Caixa de saída local', to: 'Para', date: 'Data', links: 'Links', empty: 'Nenhuma mensagem ainda.', back: 'Voltar à caixa de saída' },
  en: { title: 'Local outbox', to: 'To', date: 'Date', links: 'Links', empty: 'No messages yet.', back: 'Back to the outbox' },
  es: { title: 'Bandeja de salida local', to: 'Para', date: 'Fecha', links: 'Enlaces', empty: 'Aún no hay mensajes.', back: 'Volver a la bandeja de salida' },
  de: { title: 'Lokaler Postausgang', to: 'An', date: 'Datum', links: 'Links', empty: 'Noch keine Nachrichten.', back: 'Zurück zum Postausgang' },
  fr: { title: 'Boîte d’envoi locale', to: 'À', date: 'Date', links: 'Liens', empty: 'Aucun message pour l’instant.', back: 'Retour à la boîte d’envoi' },
};

function page(language: Language, title: string, body: string): string {
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="robots" content="noindex">`,
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5">${body}</body></html>`,
  ].join('');
}

function listPage(language: Language, messages: StoredMail[]): string {
  const labels = LABELS[language];
  const rows = messages.map(
    (message) =>
      `<li><a href="outbox/${escapeHtml(message.id)}">${escapeHtml(message.subject)}</a> — ${escapeHtml(message.to)} — <time>${escapeHtml(message.createdAt)}</time></li>`,
  );
  return page(language, labels.title, `<h1>${labels.title}</h1>${rows.length ? `<ul>${rows.join('')}</ul>` : `<p>${labels.empty}</p>`}`);
}

function messagePage(language: Language, message: StoredMail): string {
  const labels = LABELS[language];
  const links = linksIn(message.text).map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`);
  return page(
    language,
    message.subject,
    [
      `<p><a href="../outbox">← ${labels.back}</a></p>`,
      `<h1>${escapeHtml(message.subject)}</h1>`,
      `<p><strong>${labels.to}:</strong> ${escapeHtml(message.to)}<br><strong>${labels.date}:</strong> <time>${escapeHtml(message.createdAt)}</time></p>`,
      `<pre style="white-space:pre-wrap;font-family:inherit;border-top:1px solid #ddd;padding-top:1rem">${linkify(message.text)}</pre>`,
      links.length ? `<h2>${labels.links}</h2><ul>${links.join('')}</ul>` : '',
    ].join(''),
  );
}

/**
 * The embedded setup's mailbox: what would have been e-mailed, readable in the browser. Mounted only
 * without SMTP_URL and outside production, since every message holds a live reset or confirmation link.
 */
export function devOutboxRoutes(api: Router, mailer: Mailer & { outbox: LocalOutbox }): void {
  const { outbox } = mailer;
  const noStore = { 'Cache-Control': 'no-store' };

  mountRoute(api, devOutboxRoute, async (_input, req, res) => {
    // Mail is sent after the answer that queued it: wait for it, so a page opened right away shows it.
    await mailer.settled();
    const messages = await outbox.list();
    res.set(noStore);
    res.format({
      'application/json': () => {
        const answer: DevOutbox = {
          messages: messages.map(({ id, to, subject, createdAt, text }) => ({ id, to, subject, createdAt, links: linksIn(text) })),
        };
        res.json(answer);
      },
      'text/html': () => {
        res.send(listPage(requestLanguage(req), messages));
      },
    });
  });

  mountRoute(api, devOutboxMessageRoute, async ({ params }, req, res) => {
    await mailer.settled();
    const message = await outbox.get(params.id);
    if (!message) throw new AppError('not_found', 404);
    res.set(noStore).type('html').send(messagePage(requestLanguage(req), message));
  });
}
