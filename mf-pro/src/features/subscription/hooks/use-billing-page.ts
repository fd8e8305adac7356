import type { Language, SubscriptionSource } from '@app/contracts';
import { ApiRequestError } from '@app/ui';
import { useState } from 'react';
import { useProTranslation } from '../../../shared/use-pro-translation';
import { billingPageUrl, type BillingPage } from '../api/billing-pages';
import { billingErrorMessage } from '../billing-error';
import { openInNewTab } from '../open-in-new-tab';

interface BillingPageOptions {
  apiBase: string;
  language: Language;
  source: SubscriptionSource;
}

/** One billing button: opens its Stripe page in a new tab, says why when it cannot, and follows up on the plan. */
export function useBillingPage(page: BillingPage, { apiBase, language, source }: BillingPageOptions) {
  const { t } = useProTranslation();
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Not async itself: the tab must open within the click (see openInNewTab).
  function open() {
    setOpening(true);
    setError(null);
    openInNewTab(() => billingPageUrl(apiBase, page, language))
      .then((where) => {
        if (page === 'checkout' && where === 'new-tab') source.awaitActivation(language);
      })
      .catch((failure: unknown) => {
        setError(billingErrorMessage(failure, t));
        // Already Pro: the page was out of date; show the plan the service knows.
        if (failure instanceof ApiRequestError && failure.status === 409) void source.refresh(language);
      })
      .finally(() => setOpening(false));
  }

  return { open, opening, error };
}
