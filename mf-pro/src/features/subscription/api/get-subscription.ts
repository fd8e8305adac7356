import { subscriptionSchema, type Language, type Subscription } from '@app/contracts';
import { requestJson } from '@app/ui';

/** The signed-in user's subscription as the client sees it (spec §3 subscribers). */
export function getSubscription(apiBase: string, language: Language, signal?: AbortSignal): Promise<Subscription> {
  return requestJson(`${apiBase}/subscription`, subscriptionSchema, { language, signal });
}
