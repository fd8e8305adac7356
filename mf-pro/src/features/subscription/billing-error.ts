import { ApiRequestError, failureMessage } from '@app/ui';

type Translate = (key: string) => string;

/**
 * What to tell the person when a billing button fails: the page's own words for the cases it knows
 * (payments unavailable, already Pro, nothing to manage, no connection), else the service's localised reason.
 */
export function billingErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 503) return t('page.errors.unavailable');
    if (error.status === 409) return t('page.errors.alreadyPro');
    if (error.status === 404) return t('page.errors.noSubscription');
    return error.status < 500 ? failureMessage(error, t('page.errors.failed')) : t('page.errors.failed');
  }
  // fetch rejects with a TypeError when the network is down.
  return error instanceof TypeError ? t('page.errors.network') : t('page.errors.failed');
}
