import type { Language } from '../common/language';
import type { Subscription } from './subscription.output';

/**
 * How far a checkout opened from this page has got: `confirming` while the page polls for the plan to turn
 * active, `unconfirmed` when that took longer than the page waits (a return to the tab still checks once).
 */
export type CheckoutProgress = 'idle' | 'confirming' | 'unconfirmed';

/** What the browser knows of the signed-in user's subscription right now. */
export type SubscriptionSnapshot = (
  { status: 'pending' } | { status: 'failed'; error: unknown } | { status: 'ready'; subscription: Subscription }
) & { checkout: CheckoutProgress };

/**
 * The page's one subscription source (spec §4: checked about 1 s after load, kept fresh): the shell owns it
 * and hands it to the Pro pages, so the menu, the dashboard card and the Pro page always agree.
 */
export interface SubscriptionSource {
  getSnapshot(): SubscriptionSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Asks the pro service now (an answer already on its way is shared). */
  refresh(language: Language): Promise<void>;
  /** A checkout was opened: ask every 2 s, for up to a minute, until the plan is active. */
  awaitActivation(language: Language): void;
}
