import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { AuthButton } from '../auth/auth-button';
import { LanguagePicker } from '../language/language-picker';
import { ConnectionStatus } from '../offline/connection-status';
import { useSession } from '../session/session-store';
import { SiteNav } from './site-nav';
import { UserMenu } from './user-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 800;
  font-size: 1.3rem;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::before {
    content: '';
    width: 28px;
    height: 28px;
    border-radius: 8px;
    background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.accent});
  }
`;

const Actions = styled.div`
  margin-left: auto;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export function Header({ language }: { language: Language }) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  return (
    <Bar data-print-hide="">
      <Inner>
        <Logo to={pathFor(language)} aria-label={t('header.logoAlt')}>
          {t('appName')}
        </Logo>
        <SiteNav language={language} />
        <Actions>
          <ConnectionStatus />
          <LanguagePicker language={language} />
          {user ? <UserMenu language={language} email={user.email} /> : <AuthButton language={language}>{t('header.login')}</AuthButton>}
        </Actions>
      </Inner>
    </Bar>
  );
}
