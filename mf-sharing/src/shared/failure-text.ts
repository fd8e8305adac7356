import { ApiRequestError, failureMessage } from '@app/ui';

export interface FailureKeys {
  /** What failed, in the spec §8 wording, e.g. "Error sharing. Please try again." */
  fallback: string;
  /** What a 404 means for this call, when it means more than "failed". */
  notFound?: string;
}

/**
 * The localised text for a failed call to the sharing service. Statuses the person can act on get their own
 * text; a cross-site refusal (403) keeps the service's message, which says to reload; anything else is the
 * spec's failure text for the action.
 */
export function failureText(error: unknown, t: (key: string) => string, { fallback, notFound }: FailureKeys): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 404 && notFound) return t(notFound);
    if (error.status === 401) return t('errors.session');
    if (error.status === 429) return t('errors.rateLimited');
    if (error.status === 403) return failureMessage(error, t(fallback));
    return t(fallback);
  }
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return t('errors.network');
  return t(fallback);
}
