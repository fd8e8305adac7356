import type { Billing } from '../billing/billing';
import { StripeError } from '../stripe-error';

/** Which object an id names, by its prefix. */
function lookup(billing: Billing, id: string): object | undefined {
  if (id.startsWith('cus_')) return billing.customer(id);
  if (id.startsWith('sub_')) return billing.subscription(id);
  if (id.startsWith('in_')) return billing.invoice(id);
  return undefined;
}

/** `expand[]`: top-level fields holding an object's id are replaced by the object, as Stripe does. */
export function expanded<T extends object>(billing: Billing, object: T, paths: string[] = []): T {
  const copy = { ...object } as Record<string, unknown>;
  for (const path of paths) {
    const id = copy[path];
    const found = typeof id === 'string' && !path.includes('.') ? lookup(billing, id) : undefined;
    if (found) copy[path] = found;
    else if (id !== null) throw StripeError.invalid(`This property cannot be expanded (${path}).`, 'expand');
  }
  return copy as T;
}
