import { z } from 'zod';
import { errorResponse, rateLimitedResponse } from '../common/error-responses';
import type { ApiRoute } from '../common/api-route';
import { languageSchema } from '../common/language';

/** The countries whose public health services the find-care page knows (ISO 3166-1 alpha-2; the UK is GB). */
export const CARE_COUNTRIES = ['BR', 'PT', 'ES', 'DE', 'FR', 'GB', 'US'] as const;
export const careCountrySchema = z.enum(CARE_COUNTRIES);
export type CareCountry = z.infer<typeof careCountrySchema>;

/** A public health service of a country: a non-emergency line, a finder or a crisis line; its texts are localised by id. */
export const healthServiceSchema = z
  .object({
    /** Names the service's localised name and description ("sns24", "nhs111"…). */
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** The number to dial, as the service publishes it. */
    phone: z.string().optional(),
    /** The service's official page (https only). */
    url: z.url({ protocol: /^https$/ }).optional(),
  })
  .meta({ id: 'HealthService' });
export type HealthService = z.infer<typeof healthServiceSchema>;

export const countryCareSchema = z
  .object({
    country: careCountrySchema,
    /** Emergency numbers, the one to call first first. */
    emergencyNumbers: z.array(z.string()).min(1),
    /** The country's suicide and emotional-crisis line. */
    crisisLine: z.string(),
    services: z.array(healthServiceSchema),
  })
  .meta({ id: 'CountryCare' });
export type CountryCare = z.infer<typeof countryCareSchema>;

export const findCareQuerySchema = z.object({ language: languageSchema.default('pt') });

export const findCareSchema = z
  .object({
    /** The country to show first: the person's Accept-Language region when it is one of ours, else the language's default market. */
    defaultCountry: careCountrySchema,
    countries: z.array(countryCareSchema),
    /** Whether a map search provider is configured; without one the page offers no nearby places and asks for none. */
    placesAvailable: z.boolean(),
  })
  .meta({ id: 'FindCare' });
export type FindCare = z.infer<typeof findCareSchema>;

/** Decimal places coordinates keep on their way to the provider (about 1 km): the person's exact position never leaves the browser. */
export const PLACE_COORDINATE_DECIMALS = 2;

export const nearbyPlacesQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export type NearbyPlacesQuery = z.infer<typeof nearbyPlacesQuerySchema>;

export const PLACE_KINDS = ['hospital', 'clinic', 'doctors'] as const;
export const placeKindSchema = z.enum(PLACE_KINDS);
export type PlaceKind = z.infer<typeof placeKindSchema>;

export const nearbyPlaceSchema = z
  .object({
    name: z.string().min(1),
    kind: placeKindSchema,
    /** From the rounded point the search was made around, so about ±1 km. */
    distanceMeters: z.number().int().nonnegative(),
    /** Street, number, postcode and town as the map knows them; absent when it knows none. */
    address: z.string().optional(),
    lat: z.number(),
    lon: z.number(),
  })
  .meta({ id: 'NearbyPlace' });
export type NearbyPlace = z.infer<typeof nearbyPlaceSchema>;

export const nearbyPlacesSchema = z
  .object({
    /** Nearest first. */
    places: z.array(nearbyPlaceSchema),
    /** The data's licence notice, to show with the list (OpenStreetMap's ODbL asks for it). */
    attribution: z.string(),
  })
  .meta({ id: 'NearbyPlaces' });
export type NearbyPlaces = z.infer<typeof nearbyPlacesSchema>;

export const findCareRoute = {
  method: 'get',
  path: '/find-care',
  summary:
    'Emergency and crisis numbers and the public health services per country, the country to show first, and whether nearby places can be searched',
  tags: ['find care'],
  query: findCareQuerySchema,
  responses: {
    200: { description: 'The directory', schema: findCareSchema },
    400: errorResponse('Unknown language'),
  },
} as const satisfies ApiRoute;

export const nearbyPlacesRoute = {
  method: 'get',
  path: '/places',
  summary:
    'Clinics, hospitals and doctors near a point (rounded to about 1 km, never logged), from the configured map search provider (PLACES_URL)',
  tags: ['find care'],
  query: nearbyPlacesQuerySchema,
  responses: {
    200: { description: 'The places, nearest first', schema: nearbyPlacesSchema },
    400: errorResponse('lat or lon missing or out of range'),
    404: errorResponse('No map search provider is configured'),
    429: rateLimitedResponse('Too many searches from this client; retry later'),
    503: errorResponse('The map search provider failed or did not answer in time'),
  },
} as const satisfies ApiRoute;
