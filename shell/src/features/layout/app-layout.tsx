import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { reportPrivacyPolicyClick } from '../telemetry/report-privacy-policy-click';
import { Header } from './header';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space(2)};
    top: ${({ theme }) => theme.space(2)};
    z-index: 100;
    background: ${({ theme }) => theme.colors.surface};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  }
`;

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
`;

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  text-align: center;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  p {
    max-width: 720px;
    margin: 0 auto ${({ theme }) => theme.space(2)};
  }
`;

const LegalLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
`;

export function AppLayout({ language, header, children }: { language: Language; header: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Shell>
      <SkipLink href="#content" data-print-hide="">
        {t('skipToContent')}
      </SkipLink>
      {header && <Header language={language} />}
      <Main id="content" tabIndex={-1}>
        {children}
      </Main>
      <Footer data-print-hide="">
        <p>{t('footer.disclaimer')}</p>
        <LegalLinks>
          <Link to={pathFor(language, 'privacy')} onClick={() => void reportPrivacyPolicyClick('footer', language)}>
            {t('footer.privacyLink')}
          </Link>
          <Link to={pathFor(language, 'terms')}>{t('footer.termsLink')}</Link>
        </LegalLinks>
      </Footer>
    </Shell>
  );
}
