import type { Language, SubscriptionSource } from '@app/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Where Stripe Checkout sends the person back: `?checkout=success` or `?checkout=cancelled`. */
export type CheckoutReturn = 'success' | 'cancelled' | null;

/**
 * Reads how the person came back from Stripe Checkout. After a payment the webhook may land a moment
 * later, so the page keeps asking until the plan is active.
 */
export function useCheckoutReturn(source: SubscriptionSource, language: Language): CheckoutReturn {
  const [params] = useSearchParams();
  const value = params.get('checkout');
  const result = value === 'success' || value === 'cancelled' ? value : null;
  useEffect(() => {
    if (result === 'success') source.awaitActivation(language);
  }, [result, source, language]);
  return result;
}
