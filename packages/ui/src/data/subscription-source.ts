import type { Language, SubscriptionSnapshot, SubscriptionSource } from '@app/contracts';
import { useSyncExternalStore } from 'react';
import { send } from './request-json';

/** Spec §9: the subscription is checked about 1 s after load. */
export const SUBSCRIPTION_FIRST_CHECK_MS = 1000;
/** After a checkout opens, how often the page asks whether the plan is active yet, and for how long. */
export const ACTIVATION_POLL_MS = 2000;
export const ACTIVATION_WAIT_MS = 60_000;

/** The source as its owner (the shell, or a Pro page running on its own) drives it. */
export interface OwnedSubscriptionSource extends SubscriptionSource {
  /**
   * Starts keeping the subscription fresh for a signed-in user: a first check about 1 s later, then one each
   * time the page comes back into view (the person returns from the Stripe tab). Idempotent.
   */
  watch(language: Language): void;
  /** Forgets everything (sign-out): timers and listeners stop and answers still on their way are dropped. */
  stop(): void;
}

const PENDING: SubscriptionSnapshot = { status: 'pending', checkout: 'idle' };

/**
 * The client side of spec §4 "Subscription": the pro service's `GET /subscription`, asked once after load,
 * again on return to the tab, and every 2 s while a checkout is confirming. There is no push from the
 * server: this polling is how the page notices a change of the subscriber row.
 */
export function createSubscriptionSource(apiBase: string): OwnedSubscriptionSource {
  let snapshot = PENDING;
  const listeners = new Set<() => void>();
  // Replaced by every call that may start a request, so answers and errors come in the page's language.
  let language: Language = 'en';
  // Bumped by stop(): an answer to an older generation belongs to the previous user.
  let generation = 0;
  let inFlight: Promise<void> | undefined;
  let firstCheck: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let pollDeadline = 0;
  let watching = false;

  function publish(next: SubscriptionSnapshot) {
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function stopPolling() {
    clearInterval(poll);
    poll = undefined;
  }

  async function ask(started: number): Promise<void> {
    try {
      const response = await send(`${apiBase}/subscription`, { language });
      // Loaded with the first answer: only a signed-in page asks, so a guest's page never downloads zod.
      const { subscriptionSchema } = await import('./subscription-schema');
      const subscription = subscriptionSchema.parse(await response.json());
      if (started !== generation) return;
      if (subscription.active) stopPolling();
      publish({ status: 'ready', subscription, checkout: subscription.active ? 'idle' : snapshot.checkout });
    } catch (error) {
      // Once known, the subscription stays shown through a failed re-check; only a first failure is shown.
      if (started === generation && snapshot.status !== 'ready') publish({ status: 'failed', error, checkout: snapshot.checkout });
    }
  }

  function check(): Promise<void> {
    if (inFlight) return inFlight;
    const request = ask(generation).finally(() => {
      if (inFlight === request) inFlight = undefined;
    });
    inFlight = request;
    return request;
  }

  function pollTick() {
    if (Date.now() < pollDeadline) {
      void check();
      return;
    }
    stopPolling();
    publish({ ...snapshot, checkout: 'unconfirmed' });
  }

  function onReturn() {
    if (document.visibilityState !== 'hidden') void check();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh(next) {
      language = next;
      if (snapshot.status === 'failed') publish({ status: 'pending', checkout: snapshot.checkout });
      return check();
    },
    awaitActivation(next) {
      language = next;
      if (snapshot.status === 'ready' && snapshot.subscription.active) return;
      pollDeadline = Date.now() + ACTIVATION_WAIT_MS;
      if (snapshot.checkout !== 'confirming') publish({ ...snapshot, checkout: 'confirming' });
      poll ??= setInterval(pollTick, ACTIVATION_POLL_MS);
    },
    watch(next) {
      language = next;
      if (watching) return;
      watching = true;
      firstCheck = setTimeout(() => {
        if (snapshot.status === 'pending') void check();
      }, SUBSCRIPTION_FIRST_CHECK_MS);
      window.addEventListener('focus', onReturn);
      document.addEventListener('visibilitychange', onReturn);
    },
    stop() {
      generation += 1;
      inFlight = undefined;
      watching = false;
      clearTimeout(firstCheck);
      stopPolling();
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
      if (snapshot !== PENDING) publish(PENDING);
    },
  };
}

/** The source's current snapshot; the component renders again on every change. */
export function useSubscriptionSnapshot(source: SubscriptionSource): SubscriptionSnapshot {
  return useSyncExternalStore(source.subscribe, source.getSnapshot);
}
