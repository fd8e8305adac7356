import type { Language } from '@app/contracts';
import { escapeHtml } from './html';
import type { MailContent } from './mail-message';

/** The words of an e-mail that asks the reader to open one link (reset, confirm, join). */
export interface ActionMailText {
  subject: string;
  greeting: string;
  /** Paragraphs before the link. */
  intro: readonly string[];
  /** The button's label. */
  action: string;
  /** Paragraphs after the link. */
  outro: readonly string[];
}

const SIGNATURE = '— Vitalia';

/** Both bodies from one text: the plain one shows the bare link, the HTML one a button and the link. */
export function renderActionMail(text: ActionMailText, link: string, language: Language): MailContent {
  const plain = [text.greeting, ...text.intro, `${text.action}: ${link}`, ...text.outro, SIGNATURE].join('\n\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const href = escapeHtml(link);
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(text.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    paragraph(text.greeting),
    ...text.intro.map(paragraph),
    `<p style="margin:24px 0"><a href="${href}" style="background:#3b72ff;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(text.action)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${href}">${href}</a></p>`,
    ...text.outro.map(paragraph),
    paragraph(SIGNATURE),
    '</div></body></html>',
  ].join('');
  return { subject: text.subject, text: plain, html };
}
