import { queryOptions } from '@tanstack/react-query';
import {
  findCareSchema,
  nearbyPlacesSchema,
  PLACE_COORDINATE_DECIMALS,
  queryKeys,
  type FindCare,
  type Language,
  type NearbyPlaces,
} from '@app/contracts';
import { requestJson } from '@app/ui';

/** The numbers and public services per country, the country to show first, and whether nearby search exists. */
export function loadFindCare(apiBase: string, language: Language, signal: AbortSignal): Promise<FindCare> {
  return requestJson(`${apiBase}/find-care?language=${language}`, findCareSchema, { language, signal });
}

export function findCareQuery(apiBase: string, language: Language) {
  return queryOptions({ queryKey: queryKeys.findCare(language), queryFn: ({ signal }) => loadFindCare(apiBase, language, signal) });
}

/**
 * The position leaves the browser rounded to about a kilometre; the service rounds again whatever it gets.
 * A search from the same place again within minutes is answered from the cache.
 */
export function nearbyPlacesQuery(apiBase: string, language: Language, position: { lat: number; lon: number }) {
  const lat = position.lat.toFixed(PLACE_COORDINATE_DECIMALS);
  const lon = position.lon.toFixed(PLACE_COORDINATE_DECIMALS);
  return queryOptions({
    queryKey: queryKeys.places(lat, lon),
    queryFn: ({ signal }): Promise<NearbyPlaces> =>
      requestJson(`${apiBase}/places?lat=${lat}&lon=${lon}`, nearbyPlacesSchema, { language, signal }),
  });
}
