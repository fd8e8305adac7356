import type { Customer, StoredCheckout } from '../store/objects';
import { escapeHtml, page, postButton } from './html';

/** The hosted checkout: what is bought, a pay button and the way back. The amount is not shown (the site never does). */
export function checkoutPage({ session, lineItems }: StoredCheckout, customer: Customer | undefined): string {
  const email = customer?.email ?? session.customer_email;
  const items = lineItems
    .map((line) => `<li>Vitalia Pro — monthly subscription <small>(${escapeHtml(line.price)} × ${line.quantity})</small></li>`)
    .join('');
  return page(
    'Subscribe to Vitalia Pro',
    [
      '<h1>Subscribe to Vitalia Pro</h1>',
      `<ul>${items}</ul>`,
      email ? `<p>Subscribing as <strong>${escapeHtml(email)}</strong>.</p>` : '',
      '<p>Renews every month until cancelled.</p>',
      postButton(`/checkout/${session.id}/pay`, 'Pay (test mode)'),
      session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and return to Vitalia</a></p>` : '',
    ].join(''),
  );
}
