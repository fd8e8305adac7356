import type { Language, Subscription, SubscriptionStatus } from '@app/contracts';
import styled from 'styled-components';
import { formatDate } from '../../../shared/format-date';
import { useProTranslation } from '../../../shared/use-pro-translation';

/** Statuses of a subscription that is over; the others without Pro never started or are still settling. */
const ENDED: readonly SubscriptionStatus[] = ['canceled', 'unpaid', 'incomplete_expired'];

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

const Text = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
`;

const Warning = styled(Text)`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

function PlanDates({ subscription, language }: { subscription: Subscription; language: Language }) {
  const { t } = useProTranslation();
  const { startDate, endDate, cancelAtPeriodEnd } = subscription;
  if (!startDate && !endDate) return null;
  return (
    <Dates>
      {startDate && (
        <>
          <dt>{t('page.subscription.startDate')}</dt>
          <dd>{formatDate(startDate, language)}</dd>
        </>
      )}
      {endDate && (
        <>
          <dt>{t(cancelAtPeriodEnd ? 'page.subscription.endsOn' : 'page.subscription.renewsOn')}</dt>
          <dd>{formatDate(endDate, language)}</dd>
        </>
      )}
    </Dates>
  );
}

/** Spec §2 Pro page "active badge, subscription info": the plan's state, dates and what needs the person's attention. */
export function SubscriptionInfo({ subscription, language }: { subscription: Subscription; language: Language }) {
  const { t } = useProTranslation();
  const { active, status, source, endDate, cancelAtPeriodEnd } = subscription;
  if (!active) {
    return (
      <p>
        {endDate && ENDED.includes(status)
          ? t('page.subscription.ended', { date: formatDate(endDate, language) })
          : t('page.subscription.inactive')}
      </p>
    );
  }
  return (
    <>
      <ActiveBadge>{t('page.subscription.active')}</ActiveBadge>
      {source === 'family' ? <p>{t('page.subscription.family')}</p> : <PlanDates subscription={subscription} language={language} />}
      {cancelAtPeriodEnd && endDate && <Text>{t('page.subscription.cancelling', { date: formatDate(endDate, language) })}</Text>}
      {status === 'past_due' && source === 'stripe' && <Warning>{t('page.subscription.pastDue')}</Warning>}
    </>
  );
}
