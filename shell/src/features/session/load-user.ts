import type { CurrentUser, Language } from '@app/contracts';
import { IdentityError, fetchCurrentUser, refreshSession } from './identity-api';

/** Spec §9: auth refresh retries back off at 200 ms, doubled each time. */
export const RETRY_BASE_MS = 200;
const MAX_RETRIES = 4;

/** Network failures and gateway errors are worth another try (spec §8 "retryable fetch error"); answers are not. */
function retryable(error: unknown): boolean {
  if (error instanceof IdentityError) return [502, 503, 504].includes(error.status);
  return error instanceof TypeError;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withBackoff<T>(attempt: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!retryable(error) || retry >= MAX_RETRIES) throw error;
      await wait(RETRY_BASE_MS * 2 ** retry);
    }
  }
}

const unauthorized = (error: unknown) => error instanceof IdentityError && error.status === 401;
const refused = (error: unknown) => error instanceof IdentityError && error.status >= 400 && error.status < 500;

/**
 * The signed-in user, or null for a visitor. An expired access token (401 from /me) gets one refresh
 * with the refresh cookie, then /me again.
 */
export async function loadUser(language: Language): Promise<CurrentUser | null> {
  try {
    return await withBackoff(() => fetchCurrentUser(language));
  } catch (error) {
    if (!unauthorized(error)) throw error;
  }
  try {
    await withBackoff(() => refreshSession(language));
  } catch (error) {
    if (refused(error)) return null;
    throw error;
  }
  return withBackoff(() => fetchCurrentUser(language));
}
