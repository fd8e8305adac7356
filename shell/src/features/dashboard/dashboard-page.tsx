import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Dashboard, Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Button, Card, Disclaimer, Lead, LoadingState, Page, PageTitle, RetryError, useResource } from '@app/ui';
import { UnconfirmedEmailNotice } from '../email-verification/unconfirmed-email-notice';
import { VerificationLanding } from '../email-verification/verification-landing';
import { ChatCard } from './chat-card';
import { dashboardQuery } from './dashboard-api';
import { ExamsCard } from './exams-card';
import { RestrictedAccessNote } from './restricted-access-note';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  div {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space(5)};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: 2rem;
    font-weight: 800;
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
`;

const CARDS = [
  { key: 'symptoms', section: 'symptoms' },
  { key: 'history', section: 'history' },
] as const;

function DashboardView({ language, dashboard }: { language: Language; dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const { t: th } = useTranslation('home');
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <>
      {/* A brand-new user is welcomed; "good to see you again" is for those who come back. */}
      <PageTitle>{t(dashboard.firstVisit ? 'dashboard.greetingNew' : 'dashboard.greeting', { name: dashboard.greetingName })}</PageTitle>
      <Lead>{t(dashboard.firstVisit ? 'dashboard.leadNew' : 'dashboard.lead')}</Lead>
      <section aria-label={t('dashboard.stats.title')}>
        <Stats>
          <div>
            <dt>{t('dashboard.stats.screenings')}</dt>
            <dd>{count.format(dashboard.screenings)}</dd>
          </div>
          {/* Exam analysis is not open yet: no counter until the user has an exam. */}
          {dashboard.exams > 0 && (
            <div>
              <dt>{t('dashboard.stats.exams')}</dt>
              <dd>{count.format(dashboard.exams)}</dd>
            </div>
          )}
        </Stats>
      </section>
      <Cards>
        {CARDS.map(({ key, section }) => (
          <Card key={key}>
            <h2>{t(`dashboard.cards.${key}.title`)}</h2>
            <p>{t(`dashboard.cards.${key}.text`)}</p>
            <Button as={Link} to={pathFor(language, section)} $variant="secondary">
              {t(`dashboard.cards.${key}.cta`)}
            </Button>
          </Card>
        ))}
        <ExamsCard language={language} />
        <ChatCard language={language} />
      </Cards>
      <Disclaimer>
        <strong>{th('disclaimer.title')}: </strong>
        {th('disclaimer.text')}
      </Disclaimer>
    </>
  );
}

/** Spec §2 "Dashboard (signed in)": greeting, counts, symptom, history and exam cards, the AI chat card for Pro, disclaimer. */
export function DashboardPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { resource, retry } = useResource(dashboardQuery(language));
  return (
    <Page>
      <RestrictedAccessNote />
      <VerificationLanding language={language} />
      <UnconfirmedEmailNotice language={language} />
      {resource.status === 'loading' && <LoadingState label={t('dashboard.loading')} />}
      {resource.status === 'error' && <RetryError message={t('dashboard.loadError')} retryLabel={t('dashboard.retry')} onRetry={retry} />}
      {resource.status === 'loaded' && <DashboardView language={language} dashboard={resource.data} />}
    </Page>
  );
}
