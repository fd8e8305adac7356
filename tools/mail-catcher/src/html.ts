const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** A link runs to the next space, quote or angle bracket; sentence punctuation right after it is not part of it. */
const LINK = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]/g;

/** Every http(s) link of a plain-text body, in order. */
export function linksIn(text: string): string[] {
  return text.match(LINK) ?? [];
}

/** Plain text as HTML: escaped, with its links made clickable. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}
