import { findCareRoute, nearbyPlacesRoute, PLACE_COORDINATE_DECIMALS, type NearbyPlaces } from '@app/contracts';
import { AppError, mountRoute, type Logger } from '@app/service-kit';
import type { RequestHandler, Router } from 'express';
import { roundCoordinate } from './distance';
import { findCareDirectory } from './find-care-directory';
import { PlacesProviderError, type NearbyPlacesSearch } from './places-provider';

export interface PlacesRoutesDeps {
  /** Undefined when no PLACES_URL is configured: the page then hides the nearby search. */
  search: NearbyPlacesSearch | undefined;
  rateLimit: RequestHandler;
  logger: Logger;
}

/** The find-care page's data: the numbers and services per country, and nearby places when a provider is configured. */
export function placesRoutes(api: Router, { search, rateLimit, logger }: PlacesRoutesDeps): void {
  mountRoute(api, findCareRoute, ({ query }, req, res) => {
    res.json(findCareDirectory(query.language, req.get('accept-language'), search !== undefined));
    return Promise.resolve();
  });

  api.get('/places', rateLimit);
  mountRoute(api, nearbyPlacesRoute, async ({ query }, _req, res) => {
    if (!search) throw new AppError('not_found', 404);
    // Whatever precision the browser sent, the provider (and anything downstream) sees about a kilometre.
    const point = {
      lat: roundCoordinate(query.lat, PLACE_COORDINATE_DECIMALS),
      lon: roundCoordinate(query.lon, PLACE_COORDINATE_DECIMALS),
    };
    const found = await search(point).catch((error: unknown) => {
      if (!(error instanceof PlacesProviderError)) throw error;
      // The reason only: the point stays out of the logs.
      logger.warn({ reason: error.message }, 'nearby places unavailable');
      throw new AppError('unavailable', 503);
    });
    res.json(found satisfies NearbyPlaces);
  });
}
