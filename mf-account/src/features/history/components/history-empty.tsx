import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Card } from '@app/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAccountTranslation } from '../../../shared/use-account-translation';

const EmptyTitle = styled.h2`
  font-size: 1.2rem;
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space(3)};
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export function HistoryEmpty({ language }: { language: Language }) {
  const { t } = useAccountTranslation();
  return (
    <Card>
      <EmptyTitle>{t('history.empty.title')}</EmptyTitle>
      <p>{t('history.empty.text')}</p>
      <ActionLink to={pathFor(language, 'symptoms')}>{t('history.empty.action')}</ActionLink>
    </Card>
  );
}
