import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Button, Card, Disclaimer, Lead, Page, PageTitle, Row } from '@app/ui';
import { AuthButton } from '../auth/auth-button';
import { VerificationLanding } from '../email-verification/verification-landing';
import { LanguagePicker } from '../language/language-picker';
import { Logo } from '../layout/header';

const TopBar = styled(Row)`
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

const Hero = styled.section`
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

const SectionTitle = styled.h2`
  font-size: 1.35rem;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Benefits = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const Benefit = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(5)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const ServiceCard = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(10)};
  h3 {
    margin-top: 0;
  }
`;

const BENEFITS = ['safe', 'available', 'caring'] as const;

/** The public home of spec §2: welcome, Login/Register, try screening, the symptom service card, benefits, disclaimer. */
export function HomePage({ language }: { language: Language }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const symptomsPath = pathFor(language, 'symptoms');
  return (
    <Page>
      <TopBar as="nav" aria-label={tc('appName')}>
        <Logo to={pathFor(language)} aria-label={tc('header.logoAlt')}>
          {tc('appName')}
        </Logo>
        <LanguagePicker language={language} />
      </TopBar>
      <VerificationLanding language={language} />
      <Hero>
        <PageTitle>{t('welcome.title')}</PageTitle>
        <Lead>{t('welcome.text')}</Lead>
        <Row>
          <Button as={Link} to={symptomsPath}>
            {t('tryScreening')}
          </Button>
          <AuthButton language={language} variant="secondary">
            {t('loginRegister')}
          </AuthButton>
        </Row>
      </Hero>
      <section aria-labelledby="services-title">
        <SectionTitle id="services-title">{t('services.title')}</SectionTitle>
        <ServiceCard>
          <h3>{t('services.symptoms.title')}</h3>
          <p>{t('services.symptoms.text')}</p>
          <Button as={Link} to={symptomsPath} $variant="secondary">
            {t('services.symptoms.cta')}
          </Button>
        </ServiceCard>
      </section>
      <section aria-labelledby="benefits-title">
        <SectionTitle id="benefits-title">{t('benefits.title')}</SectionTitle>
        <Benefits>
          {BENEFITS.map((key) => (
            <Benefit key={key}>
              <h3>{t(`benefits.${key}.title`)}</h3>
              <p>{t(`benefits.${key}.text`)}</p>
            </Benefit>
          ))}
        </Benefits>
      </section>
      <Disclaimer>
        <strong>{t('disclaimer.title')}: </strong>
        {t('disclaimer.text')}
      </Disclaimer>
    </Page>
  );
}
