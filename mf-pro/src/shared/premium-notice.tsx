import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Button, Card } from '@app/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useProTranslation } from './use-pro-translation';

const Notice = styled(Card)`
  border: 2px solid ${({ theme }) => theme.colors.accent};
  h2 {
    font-size: 1.2rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

/** Spec §6: a free user (with test access) on a Pro feature is told it is Premium and offered the Pro page. */
export function PremiumNotice({ language, feature }: { language: Language; feature: 'chat' | 'family' }) {
  const { t } = useProTranslation();
  const titleId = useId();
  return (
    <Notice aria-labelledby={titleId}>
      <h2 id={titleId}>{t('subscription.premium.title')}</h2>
      <p>{t(`subscription.premium.${feature}`)}</p>
      <Button as={Link} to={pathFor(language, 'pro')}>
        {t('subscription.premium.cta')}
      </Button>
    </Notice>
  );
}
