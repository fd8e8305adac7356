import { Card } from '@app/ui';
import styled from 'styled-components';
import { useAccountTranslation } from '../../../shared/use-account-translation';

const Title = styled.h2`
  font-size: 1.15rem;
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

const Paragraph = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  &:last-child { margin-bottom: 0; }
`;

function InfoCard({ section }: { section: 'privacy' | 'security' }) {
  const { t } = useAccountTranslation();
  const paragraphs = t(`settings.${section}.paragraphs`, { returnObjects: true }) as string[];
  return (
    <Card>
      <Title>{t(`settings.${section}.title`)}</Title>
      {paragraphs.map((text) => (
        <Paragraph key={text}>{text}</Paragraph>
      ))}
    </Card>
  );
}

/** Explanatory texts; their actions (data export, deletion request, password reset) come with the account API. */
export function PrivacySection() {
  return <InfoCard section="privacy" />;
}

export function SecuritySection() {
  return <InfoCard section="security" />;
}
