import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { Card } from '@app/ui';

const Title = styled.h2`
  font-size: 1.2rem;
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Placeholder = styled(Card)`
  border-style: dashed;
  box-shadow: none;
`;

/** Shown until the first analysis arrives: tells the user what the result will contain. */
export function WaitingPlaceholder({ language }: { language: Language }) {
  const { t } = useTranslation('symptoms', { lng: language });
  return (
    <Placeholder aria-labelledby="waiting-title">
      <Title id="waiting-title">{t('waiting.title')}</Title>
      <Intro>{t('waiting.intro')}</Intro>
      <List>
        <li>{t('waiting.urgency')}</li>
        <li>{t('waiting.causes')}</li>
        <li>{t('waiting.nextSteps')}</li>
      </List>
    </Placeholder>
  );
}
