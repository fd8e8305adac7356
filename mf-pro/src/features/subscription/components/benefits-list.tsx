import { Card } from '@app/ui';
import styled from 'styled-components';
import { useProTranslation } from '../../../shared/use-pro-translation';

const BENEFITS = ['chat', 'family', 'history'] as const;

const Title = styled.h2`
  font-size: 1.2rem;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Benefit = styled.li`
  display: grid;
  grid-template-columns: 28px 1fr;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    font-size: 1.05rem;
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Check = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-weight: 700;
`;

export function BenefitsList() {
  const { t } = useProTranslation();
  return (
    <Card>
      <Title>{t('page.benefits.title')}</Title>
      <List>
        {BENEFITS.map((benefit) => (
          <Benefit key={benefit}>
            <Check aria-hidden="true">✓</Check>
            <div>
              <h3>{t(`page.benefits.${benefit}.title`)}</h3>
              <p>{t(`page.benefits.${benefit}.text`)}</p>
            </div>
          </Benefit>
        ))}
      </List>
    </Card>
  );
}
