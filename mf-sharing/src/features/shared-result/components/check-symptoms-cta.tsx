import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Card } from '@app/ui';
import { ActionLink } from './action-links';

const Body = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  border: 2px solid ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h2`
  font-size: 1.3rem;
  margin: 0;
`;

const Text = styled.p`
  margin: 0;
`;

/** The visitor's next step: an analysis of their own, on the symptom page in the page's language. */
export function CheckSymptomsCta({ language }: { language: Language }) {
  const { t } = useTranslation('sharing', { lng: language });
  const titleId = useId();
  return (
    <Body aria-labelledby={titleId} data-print-hide="">
      <Title id={titleId}>{t('sharedResult.cta.title')}</Title>
      <Text>{t('sharedResult.cta.text')}</Text>
      <ActionLink to={pathFor(language, 'symptoms')}>{t('sharedResult.cta.action')}</ActionLink>
    </Body>
  );
}
