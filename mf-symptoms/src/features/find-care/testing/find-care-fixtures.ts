import type { FindCare, NearbyPlaces } from '@app/contracts';

/** What the symptoms service answers to GET /find-care (a subset of the countries is enough for the screen). */
export function findCareDirectory(overrides: Partial<FindCare> = {}): FindCare {
  return {
    defaultCountry: 'BR',
    placesAvailable: false,
    countries: [
      {
        country: 'BR',
        emergencyNumbers: ['192'],
        crisisLine: 'CVV 188',
        services: [
          { id: 'disque-saude', phone: '136', url: 'https://www.gov.br/saude/pt-br/canais-de-atendimento/ouvsus' },
          { id: 'busca-ubs', url: 'https://cnes.datasus.gov.br/' },
        ],
      },
      {
        country: 'DE',
        emergencyNumbers: ['112'],
        crisisLine: 'TelefonSeelsorge 0800 111 0 111',
        services: [{ id: 'bereitschaftsdienst', phone: '116117', url: 'https://www.116117.de/' }],
      },
      {
        country: 'GB',
        emergencyNumbers: ['999'],
        crisisLine: 'Samaritans 116 123',
        services: [{ id: 'nhs111', phone: '111', url: 'https://111.nhs.uk/' }],
      },
    ],
    ...overrides,
  };
}

export const NEARBY: NearbyPlaces = {
  places: [
    { name: 'Riverside Family Clinic', kind: 'clinic', distanceMeters: 240, address: 'River Road 12, Testville', lat: 52.522, lon: 13.411 },
    { name: 'General Hospital', kind: 'hospital', distanceMeters: 1350, lat: 52.51, lon: 13.418 },
  ],
  attribution: '© OpenStreetMap contributors (ODbL)',
};
