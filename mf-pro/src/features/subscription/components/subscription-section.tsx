import type { Language, SubscriptionSnapshot, SubscriptionSource } from '@app/contracts';
import { Card, ErrorCard, LoadingState, RetryError, Stack } from '@app/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { isRefusal, refusalMessage } from '../../../shared/refusal-message';
import { useProTranslation } from '../../../shared/use-pro-translation';
import type { CheckoutReturn } from '../hooks/use-checkout-return';
import { BillingActions } from './billing-actions';
import { CheckoutReturnNotice } from './checkout-return-notice';
import { SubscriptionInfo } from './subscription-info';

const Title = styled.h2`
  font-size: 1.2rem;
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

interface SubscriptionSectionProps {
  snapshot: SubscriptionSnapshot;
  source: SubscriptionSource;
  checkoutReturn: CheckoutReturn;
  apiBase: string;
  language: Language;
}

/** The Pro page's "Your subscription" card: its state, and the buttons to subscribe or manage it. */
export function SubscriptionSection({ snapshot, source, checkoutReturn, apiBase, language }: SubscriptionSectionProps) {
  const { t } = useProTranslation();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Title id={titleId}>{t('page.subscription.title')}</Title>
      {snapshot.status === 'pending' && <LoadingState label={t('page.subscription.loading')} />}
      {snapshot.status === 'failed' &&
        (isRefusal(snapshot.error) ? (
          <ErrorCard>{refusalMessage(snapshot.error, t('page.subscription.loadError'))}</ErrorCard>
        ) : (
          <RetryError
            message={t('page.subscription.loadError')}
            retryLabel={t('common.retry')}
            onRetry={() => void source.refresh(language)}
          />
        ))}
      {snapshot.status === 'ready' &&
        // The shell lets no one without test access here; a page running on its own says why it offers nothing.
        (snapshot.subscription.testAccess ? (
          <Stack>
            <CheckoutReturnNotice result={checkoutReturn} subscription={snapshot.subscription} />
            <div>
              <SubscriptionInfo subscription={snapshot.subscription} language={language} />
            </div>
            <BillingActions
              subscription={snapshot.subscription}
              checkout={snapshot.checkout}
              source={source}
              apiBase={apiBase}
              language={language}
            />
          </Stack>
        ) : (
          <ErrorCard>{t('common.restricted')}</ErrorCard>
        ))}
    </Card>
  );
}
