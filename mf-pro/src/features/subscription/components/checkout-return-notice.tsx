import type { Subscription } from '@app/contracts';
import { useProTranslation } from '../../../shared/use-pro-translation';
import type { CheckoutReturn } from '../hooks/use-checkout-return';

/** What Stripe sent the person back for: a thank-you once the plan is active, or that nothing was charged. */
export function CheckoutReturnNotice({ result, subscription }: { result: CheckoutReturn; subscription: Subscription }) {
  const { t } = useProTranslation();
  if (result === 'cancelled' && !subscription.active) return <p role="status">{t('page.checkout.cancelled')}</p>;
  if (result === 'success' && subscription.active && subscription.source === 'stripe')
    return <p role="status">{t('page.checkout.welcome')}</p>;
  return null;
}
