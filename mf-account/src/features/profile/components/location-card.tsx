import type { IpLocation } from '@app/contracts';
import { Card } from '@app/ui';
import styled from 'styled-components';
import { useAccountTranslation } from '../../../shared/use-account-translation';

const Title = styled.h2`
  font-size: 1.15rem;
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** Spec §2 Profile: the account card shows the approximate location only when there is one. */
export function LocationCard({ location }: { location: IpLocation | null }) {
  const { t } = useAccountTranslation();
  const place = [location?.city, location?.region, location?.country].filter(Boolean).join(', ');
  if (place === '') return null;
  return (
    <Card>
      <Title>{t('profile.account.title')}</Title>
      <p>
        <strong>{t('profile.account.location')}:</strong> {place}
      </p>
      <Hint>{t('profile.account.locationHint')}</Hint>
    </Card>
  );
}
