import { billingRedirectSchema, type Language } from '@app/contracts';
import { requestJson } from '@app/ui';

/** The Stripe page a billing button opens: Checkout to subscribe, the customer portal to manage (spec §7). */
export type BillingPage = 'checkout' | 'portal';

/** Asks the pro service for a fresh Stripe session; `language` is the Pro page Stripe sends the person back to. */
export async function billingPageUrl(apiBase: string, page: BillingPage, language: Language): Promise<string> {
  const { url } = await requestJson(`${apiBase}/${page}`, billingRedirectSchema, { language, method: 'POST', body: { language } });
  return url;
}
