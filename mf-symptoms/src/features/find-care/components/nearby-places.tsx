import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language, NearbyPlaces as Found } from '@app/contracts';
import { Button, ErrorCard, Paragraph, Spinner } from '@app/ui';
import { CareHeading, CareSection } from './care-section';
import { nearbyPlacesQuery } from '../api/find-care-api';
import { currentPosition, PositionError, type PositionFailure } from '../current-position';

type Search =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'failed'; reason: PositionFailure | 'search' }
  | { status: 'found'; found: Found };

const Places = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const FAILURE_TEXT = {
  denied: 'nearby.denied',
  unsupported: 'nearby.unsupported',
  failed: 'nearby.failed',
  search: 'nearby.failed',
} as const;

/** Clinics near the person, searched only after they press the button (their consent) and the browser allows it. */
export function NearbyPlaces({ language, apiBase }: { language: Language; apiBase: string }) {
  const { t } = useTranslation('symptoms', { lng: language, keyPrefix: 'findCare' });
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const kilometres = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });

  const find = async () => {
    setSearch({ status: 'searching' });
    try {
      const position = await currentPosition();
      const found = await queryClient.fetchQuery(nearbyPlacesQuery(apiBase, language, position)).catch(() => {
        throw new PositionError('failed');
      });
      setSearch({ status: 'found', found });
    } catch (error) {
      setSearch({ status: 'failed', reason: error instanceof PositionError ? error.reason : 'search' });
    }
  };

  return (
    <CareSection aria-labelledby="find-care-nearby">
      <CareHeading id="find-care-nearby">{t('nearby.title')}</CareHeading>
      <Paragraph>{t('nearby.intro')}</Paragraph>
      <div>
        <Button type="button" onClick={() => void find()} disabled={search.status === 'searching'}>
          {search.status === 'searching' && <Spinner $size={18} />}
          {t('nearby.useLocation')}
        </Button>
      </div>
      <div aria-live="polite">
        {search.status === 'searching' && <Paragraph>{t('nearby.searching')}</Paragraph>}
        {search.status === 'failed' && <ErrorCard>{t(FAILURE_TEXT[search.reason])}</ErrorCard>}
        {search.status === 'found' && search.found.places.length === 0 && <Paragraph>{t('nearby.empty')}</Paragraph>}
      </div>
      {search.status === 'found' && search.found.places.length > 0 && (
        <>
          <Places aria-label={t('nearby.listLabel')}>
            {search.found.places.map((place) => (
              <li key={`${place.name}-${place.lat}-${place.lon}`}>
                <strong>{place.name}</strong> <Muted>· {t(`nearby.kinds.${place.kind}`)}</Muted>
                <br />
                <Muted>{t('nearby.distance', { distance: kilometres.format(place.distanceMeters / 1000) })}</Muted>
                {place.address && (
                  <>
                    <br />
                    {place.address}
                  </>
                )}
              </li>
            ))}
          </Places>
          <Small>{search.found.attribution}</Small>
        </>
      )}
    </CareSection>
  );
}
