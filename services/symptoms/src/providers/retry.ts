import { setTimeout as sleep } from 'node:timers/promises';
import { categorise, type ProviderError } from './provider-error';

export interface RetryPolicy {
  /** Spec §9: 3 attempts. */
  attempts: number;
  /** Spec §9: wait base × attempt number after a failed attempt (1 s, then 2 s). */
  baseDelayMs: number;
  /** Replaceable so tests can observe the waits. */
  wait?: (ms: number) => Promise<unknown>;
  onFailure?: (failure: { attempt: number; error: ProviderError }) => void;
}

export const SPEC_ATTEMPTS = 3;

/** Runs `attempt` until it succeeds, fails for good or the attempts run out; the last failure is thrown, categorised. */
export async function withRetries<T>(attempt: (number: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  const wait = policy.wait ?? sleep;
  let lastError: ProviderError | undefined;
  for (let number = 1; number <= policy.attempts; number += 1) {
    try {
      return await attempt(number);
    } catch (error) {
      lastError = categorise(error);
      policy.onFailure?.({ attempt: number, error: lastError });
      if (!lastError.retryable) break;
      if (number < policy.attempts) await wait(policy.baseDelayMs * number);
    }
  }
  throw lastError ?? new Error('withRetries needs at least one attempt');
}
