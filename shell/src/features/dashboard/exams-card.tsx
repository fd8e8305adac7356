import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Button, Card } from '@app/ui';

const Title = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const ComingSoon = styled.span`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8rem;
  font-weight: 600;
`;

/** Spec §1: exam analysis is in development; the card says so and leads to the page that explains it. */
export function ExamsCard({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Title>
        {t('dashboard.cards.exams.title')}
        <ComingSoon>{t('dashboard.cards.exams.badge')}</ComingSoon>
      </Title>
      <p>{t('dashboard.cards.exams.text')}</p>
      <Button as={Link} to={pathFor(language, 'exam-analysis')} $variant="secondary">
        {t('dashboard.cards.exams.cta')}
      </Button>
    </Card>
  );
}
