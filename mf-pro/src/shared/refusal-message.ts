import { ApiRequestError, failureMessage } from '@app/ui';

/**
 * Why the pro service refused (a 4xx: not on the test-access list, no Pro plan, already invited…), in its own
 * localised words; for anything else (a 5xx, no connection) the page's text, which says what to do next.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status < 500 ? failureMessage(error, fallback) : fallback;
}

/** A refusal no retry can change: the section shows the reason instead of a retry button. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}

/** 402 pro_required: no Pro plan, own or through a family; the page offers Pro instead (`PremiumNotice`). */
export function isProRequired(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 402;
}
