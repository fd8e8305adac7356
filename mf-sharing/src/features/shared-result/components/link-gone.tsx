import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Card, Lead, PageTitle, Row } from '@app/ui';
import { ActionLink, SecondaryLink } from './action-links';

const Body = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** An unknown, revoked or expired link: say so plainly and offer a way on. */
export function LinkGone({ language }: { language: Language }) {
  const { t } = useTranslation('sharing', { lng: language });
  return (
    <Body>
      <PageTitle>{t('sharedResult.gone.title')}</PageTitle>
      <Lead>{t('sharedResult.gone.text')}</Lead>
      <Row>
        <SecondaryLink to={pathFor(language)}>{t('sharedResult.gone.home')}</SecondaryLink>
        <ActionLink to={pathFor(language, 'symptoms')}>{t('sharedResult.cta.action')}</ActionLink>
      </Row>
    </Body>
  );
}
