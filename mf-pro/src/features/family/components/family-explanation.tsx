import { Card } from '@app/ui';
import styled from 'styled-components';
import { useProTranslation } from '../../../shared/use-pro-translation';

const Title = styled.h2`
  font-size: 1.2rem;
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

const Paragraph = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  &:last-child {
    margin-bottom: 0;
  }
`;

export function FamilyExplanation() {
  const { t } = useProTranslation();
  const paragraphs = t('family.explanation.paragraphs', { returnObjects: true }) as string[];
  return (
    <Card>
      <Title>{t('family.explanation.title')}</Title>
      {paragraphs.map((text) => (
        <Paragraph key={text}>{text}</Paragraph>
      ))}
    </Card>
  );
}
