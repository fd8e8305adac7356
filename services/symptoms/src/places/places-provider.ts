import type { NearbyPlace } from '@app/contracts';
import { postForm } from '../http/post-json';
import { nearbyCareQuery } from './overpass-query';
import { placesFromOverpass } from './overpass-response';

export interface PlacesProviderOptions {
  /** The Overpass interpreter endpoint (PLACES_URL). */
  url: string;
  radiusMeters: number;
  timeoutMs: number;
  allowPrivateNetwork: boolean;
}

/** The provider answered with an error, an unreadable body, or not in time. */
export class PlacesProviderError extends Error {}

const MAX_PLACES = 20;
const ATTRIBUTION = '© OpenStreetMap contributors (ODbL)';

export type NearbyPlacesSearch = (point: { lat: number; lon: number }) => Promise<{ places: NearbyPlace[]; attribution: string }>;

/** Asks an Overpass API interpreter for the care places around an (already rounded) point. */
export function overpassPlaces(options: PlacesProviderOptions): NearbyPlacesSearch {
  const url = new URL(options.url);
  const timeoutSeconds = Math.max(1, Math.ceil(options.timeoutMs / 1000));
  return async (point) => {
    const query = nearbyCareQuery(point.lat, point.lon, options.radiusMeters, timeoutSeconds);
    const response = await postForm(
      url,
      { data: query },
      { timeoutMs: options.timeoutMs, allowPrivateNetwork: options.allowPrivateNetwork, headers: { Accept: 'application/json' } },
    ).catch((error: unknown) => {
      throw new PlacesProviderError('the map search provider did not answer', { cause: error });
    });
    if (response.status !== 200) throw new PlacesProviderError(`the map search provider answered ${response.status}`);
    try {
      return { places: placesFromOverpass(JSON.parse(response.body), point, MAX_PLACES), attribution: ATTRIBUTION };
    } catch (error) {
      throw new PlacesProviderError('the map search provider answered something else than Overpass JSON', { cause: error });
    }
  };
}
