import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { CareCountry, Language } from '@app/contracts';
import { fieldStyles, Lead, LoadingState, PageTitle, RetryError, Stack, useResource } from '@app/ui';
import { findCareQuery } from '../api/find-care-api';
import { CountryCareCard } from './country-care-card';
import { NearbyPlaces } from './nearby-places';

const Picker = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 20rem;
`;

const Select = styled.select`
  ${fieldStyles}
  min-height: 44px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** The find-care page: numbers and public services for a country the person can change, and nearby places when offered. */
export function FindCareScreen({ language, apiBase }: { language: Language; apiBase: string }) {
  const { t } = useTranslation('symptoms', { lng: language, keyPrefix: 'findCare' });
  const pickerId = useId();
  const { resource, retry } = useResource(findCareQuery(apiBase, language));
  const [chosen, setChosen] = useState<CareCountry>();
  const regions = new Intl.DisplayNames([language], { type: 'region' });

  const directory = resource.status === 'loaded' ? resource.data : undefined;
  const country = chosen ?? directory?.defaultCountry;
  const care = directory?.countries.find((entry) => entry.country === country);

  return (
    <Stack $gap={6}>
      <div>
        <PageTitle>{t('title')}</PageTitle>
        <Lead>{t('intro')}</Lead>
      </div>
      {resource.status === 'loading' && <LoadingState label={t('loading')} />}
      {resource.status === 'error' && <RetryError message={t('loadError')} retryLabel={t('retry')} onRetry={retry} />}
      {directory && (
        <>
          <Picker>
            <label htmlFor={pickerId}>{t('country')}</label>
            <Select id={pickerId} value={country} onChange={(event) => setChosen(event.target.value as CareCountry)}>
              {directory.countries.map((entry) => (
                <option key={entry.country} value={entry.country}>
                  {regions.of(entry.country)}
                </option>
              ))}
            </Select>
          </Picker>
          {care && <CountryCareCard language={language} care={care} />}
          {directory.placesAvailable && <NearbyPlaces language={language} apiBase={apiBase} />}
        </>
      )}
    </Stack>
  );
}
