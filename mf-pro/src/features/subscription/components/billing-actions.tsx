import type { Language, Subscription, SubscriptionSnapshot, SubscriptionSource } from '@app/contracts';
import { Button, ErrorCard, Row, Spinner, Stack, VisuallyHidden } from '@app/ui';
import styled from 'styled-components';
import { useProTranslation } from '../../../shared/use-pro-translation';
import { useBillingPage } from '../hooks/use-billing-page';

const Progress = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  /* Out of the flow while empty, yet still in the page, so screen readers announce what appears in it. */
  &:empty {
    position: absolute;
  }
`;

interface BillingActionsProps {
  subscription: Subscription;
  checkout: SubscriptionSnapshot['checkout'];
  source: SubscriptionSource;
  apiBase: string;
  language: Language;
}

/**
 * Spec §2/§4: Subscribe (then "processing" until the plan is active) and Manage subscription, each opening its
 * Stripe page in a new tab. A family member's plan is the owner's to pay and manage, so they get neither.
 */
export function BillingActions({ subscription, checkout, source, apiBase, language }: BillingActionsProps) {
  const { t } = useProTranslation();
  const subscribe = useBillingPage('checkout', { apiBase, language, source });
  const manage = useBillingPage('portal', { apiBase, language, source });
  if (subscription.source === 'family') return null;

  const confirming = !subscription.active && checkout === 'confirming';
  const error = subscribe.error ?? manage.error;
  return (
    <Stack>
      <Row>
        {!subscription.active && (
          <Button type="button" onClick={subscribe.open} disabled={subscribe.opening || confirming} aria-busy={subscribe.opening}>
            {subscribe.opening ? t('page.actions.opening') : t('page.actions.subscribe')}
            <VisuallyHidden>{t('page.actions.newTab')}</VisuallyHidden>
          </Button>
        )}
        {subscription.source === 'stripe' && (
          <Button type="button" $variant="secondary" onClick={manage.open} disabled={manage.opening} aria-busy={manage.opening}>
            {manage.opening ? t('page.actions.opening') : t('page.actions.manage')}
            <VisuallyHidden>{t('page.actions.newTab')}</VisuallyHidden>
          </Button>
        )}
      </Row>
      <Progress role="status">
        {confirming && (
          <>
            <Spinner />
            {t('page.checkout.processing')}
          </>
        )}
        {!subscription.active && checkout === 'unconfirmed' && t('page.checkout.unconfirmed')}
      </Progress>
      {error && <ErrorCard>{error}</ErrorCard>}
    </Stack>
  );
}
