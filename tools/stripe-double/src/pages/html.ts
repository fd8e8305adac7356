const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** A date as people read it in the double's pages (UTC). */
export function formatDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 10);
}

/** Every page says first, before anything else, that nothing here is a real payment. */
export function page(title: string, body: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} · TEST MODE</title><link rel="stylesheet" href="/assets/double.css"></head><body>`,
    '<p class="test-mode" role="note"><strong>TEST MODE — no real payment.</strong> ',
    'This is a local Stripe test double: nothing is charged and no card is needed.</p>',
    `<main>${body}</main></body></html>`,
  ].join('');
}

/** A button that POSTs to `action`: the pages need no script. */
export function postButton(action: string, label: string, className = ''): string {
  return `<form method="post" action="${escapeHtml(action)}"><button type="submit"${className ? ` class="${className}"` : ''}>${escapeHtml(label)}</button></form>`;
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}

/** The pages' one stylesheet, served from the double itself so its CSP allows no inline style or script. */
export const STYLESHEET = `
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; margin: 0; color: #1a1a2e; background: #f6f7fb; line-height: 1.5; }
.test-mode { margin: 0; padding: 0.75rem 1rem; background: #ffb020; color: #1a1a2e; text-align: center; border-bottom: 3px solid #c77700; }
main { max-width: 36rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
h1 { font-size: 1.5rem; margin-top: 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
form { display: inline-block; margin: 0.5rem 0.5rem 0.5rem 0; }
button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 0.375rem; border: 1px solid #4b3fd6; background: #5b4ee6; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #4b3fd6; }
button.danger { background: #b3261e; border-color: #8c1d18; }
button:focus-visible, a:focus-visible { outline: 3px solid #1a1a2e; outline-offset: 2px; }
.subscription { border-top: 1px solid #ddd; padding-top: 1rem; margin-top: 1rem; }
.status { font-weight: 600; }
a { color: #3b30b8; }
`;
