import type { Customer, PortalSession, Subscription } from '../store/objects';
import { escapeHtml, formatDate, page, postButton } from './html';

function subscriptionSection(portal: PortalSession, sub: Subscription): string {
  const item = sub.items.data[0];
  const action = (name: string) => `/portal/${portal.id}/subscriptions/${sub.id}/${name}`;
  const facts = [
    `<dt>Status</dt><dd class="status">${escapeHtml(sub.status)}</dd>`,
    `<dt>Started</dt><dd>${formatDate(sub.start_date)}</dd>`,
    item && sub.status !== 'canceled'
      ? `<dt>Current period</dt><dd>${formatDate(item.current_period_start)} – ${formatDate(item.current_period_end)}</dd>`
      : '',
    sub.cancel_at_period_end && sub.cancel_at ? `<dt>Ends</dt><dd>${formatDate(sub.cancel_at)} (cancelled at period end)</dd>` : '',
    sub.ended_at ? `<dt>Ended</dt><dd>${formatDate(sub.ended_at)}</dd>` : '',
  ].join('');
  const actions =
    sub.status === 'canceled'
      ? ''
      : [
          postButton(action('cancel'), 'Cancel subscription now', 'danger'),
          sub.cancel_at_period_end
            ? postButton(action('renew'), 'Keep subscription', 'secondary')
            : postButton(action('cancel-at-period-end'), 'Cancel at period end', 'secondary'),
        ].join('');
  return `<section class="subscription" aria-label="Subscription ${escapeHtml(sub.id)}"><h2>Vitalia Pro</h2><dl>${facts}</dl>${actions}</section>`;
}

/** The customer portal: the customer's subscriptions with what can be done to each, and the way back to the site. */
export function portalPage(portal: PortalSession, customer: Customer, subscriptions: Subscription[]): string {
  return page(
    'Manage your subscription',
    [
      '<h1>Manage your subscription</h1>',
      customer.email ? `<p>Signed in as <strong>${escapeHtml(customer.email)}</strong>.</p>` : '',
      subscriptions.length ? subscriptions.map((sub) => subscriptionSection(portal, sub)).join('') : '<p>No subscriptions.</p>',
      portal.return_url ? `<p><a href="${escapeHtml(portal.return_url)}">Return to Vitalia</a></p>` : '',
    ].join(''),
  );
}
