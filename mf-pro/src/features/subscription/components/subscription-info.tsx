import type { Language, RemotePageProps, Subscription } from '@app/contracts';
import { Card, ErrorCard, LoadingState, RetryError, useResource } from '@app/ui';
import styled from 'styled-components';
import { formatDate } from '../../../shared/format-date';
import { isRefusal, refusalMessage } from '../../../shared/refusal-message';
import { useProTranslation } from '../../../shared/use-pro-translation';
import { getSubscription } from '../api/get-subscription';

const Title = styled.h2`
  font-size: 1.2rem;
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const ActiveBadge = styled.span`
  display: inline-block;
  padding: 2px 12px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-weight: 700;
`;

const Dates = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

function SubscriptionDetails({ subscription, language }: { subscription: Subscription; language: Language }) {
  const { t } = useProTranslation();
  if (!subscription.active) return <p>{t('page.subscription.inactive')}</p>;
  return (
    <>
      <ActiveBadge>{t('page.subscription.active')}</ActiveBadge>
      <Dates>
        {subscription.start_date && (
          <>
            <dt>{t('page.subscription.startDate')}</dt>
            <dd>{formatDate(subscription.start_date, language)}</dd>
          </>
        )}
        {subscription.end_date && (
          <>
            <dt>{t('page.subscription.endDate')}</dt>
            <dd>{formatDate(subscription.end_date, language)}</dd>
          </>
        )}
      </Dates>
    </>
  );
}

export function SubscriptionInfo({ language, apiBase }: RemotePageProps) {
  const { t } = useProTranslation();
  const { resource, retry } = useResource(`${apiBase}|${language}`, (signal) => getSubscription(apiBase, language, signal));
  return (
    <Card>
      <Title>{t('page.subscription.title')}</Title>
      {resource.status === 'loading' && <LoadingState label={t('page.subscription.loading')} />}
      {resource.status === 'error' &&
        (isRefusal(resource.error) ? (
          <ErrorCard>{refusalMessage(resource.error, t('page.subscription.loadError'))}</ErrorCard>
        ) : (
          <RetryError message={t('page.subscription.loadError')} retryLabel={t('common.retry')} onRetry={retry} />
        ))}
      {resource.status === 'loaded' && <SubscriptionDetails subscription={resource.data} language={language} />}
    </Card>
  );
}
