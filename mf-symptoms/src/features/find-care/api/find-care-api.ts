import {
  findCareSchema,
  nearbyPlacesSchema,
  PLACE_COORDINATE_DECIMALS,
  type FindCare,
  type Language,
  type NearbyPlaces,
} from '@app/contracts';
import { requestJson } from '@app/ui';

/** The numbers and public services per country, the country to show first, and whether nearby search exists. */
export function loadFindCare(apiBase: string, language: Language, signal: AbortSignal): Promise<FindCare> {
  return requestJson(`${apiBase}/find-care?language=${language}`, findCareSchema, { language, signal });
}

/** The position leaves the browser rounded to about a kilometre; the service rounds again whatever it gets. */
export function searchNearbyPlaces(apiBase: string, language: Language, position: { lat: number; lon: number }): Promise<NearbyPlaces> {
  const lat = position.lat.toFixed(PLACE_COORDINATE_DECIMALS);
  const lon = position.lon.toFixed(PLACE_COORDINATE_DECIMALS);
  return requestJson(`${apiBase}/places?lat=${lat}&lon=${lon}`, nearbyPlacesSchema, { language });
}
