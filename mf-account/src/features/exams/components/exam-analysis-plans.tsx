import { Card } from '@app/ui';
import styled from 'styled-components';
import { useAccountTranslation } from '../../../shared/use-account-translation';

const Title = styled.h2`
  font-size: 1.15rem;
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const Plans = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-left: ${({ theme }) => theme.space(5)};
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** What exam analysis will do once it opens, its limits, and that it is not open yet (spec §1: "coming soon"). */
export function ExamAnalysisPlans() {
  const { t } = useAccountTranslation();
  const items = t('exams.plans.items', { returnObjects: true }) as string[];
  return (
    <Card>
      <Title>{t('exams.plans.title')}</Title>
      <Plans>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Plans>
      <Note>{t('exams.plans.limits')}</Note>
      <Note>{t('exams.plans.notYet')}</Note>
    </Card>
  );
}
