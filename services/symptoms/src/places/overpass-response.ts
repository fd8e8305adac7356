import { PLACE_KINDS, type NearbyPlace, type PlaceKind } from '@app/contracts';
import { z } from 'zod';
import { distanceMeters } from './distance';

const point = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });

/** One element of Overpass's `[out:json]` answer: nodes carry lat/lon, ways and relations (with `out center`) a centre. */
const elementSchema = z.object({
  type: z.enum(['node', 'way', 'relation']),
  id: z.number(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: point.optional(),
  tags: z.record(z.string(), z.string()).default({}),
});

export const overpassResponseSchema = z.object({ elements: z.array(z.unknown()) });

type Element = z.infer<typeof elementSchema>;

const positionOf = (element: Element) =>
  element.lat !== undefined && element.lon !== undefined ? point.safeParse({ lat: element.lat, lon: element.lon }).data : element.center;

function addressOf(tags: Record<string, string>): string | undefined {
  if (tags['addr:full']) return tags['addr:full'];
  const street = [tags['addr:street'], tags['addr:housenumber']].filter(Boolean).join(' ');
  const town = [tags['addr:postcode'], tags['addr:city']].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ') || undefined;
}

const isKind = (value: string | undefined): value is PlaceKind => (PLACE_KINDS as readonly (string | undefined)[]).includes(value);

/**
 * The named clinics, hospitals and doctors of an Overpass answer, nearest first. Elements the list cannot show
 * (no name, no position, another amenity, malformed) are skipped rather than failing the whole answer.
 */
export function placesFromOverpass(body: unknown, from: { lat: number; lon: number }, limit: number): NearbyPlace[] {
  const { elements } = overpassResponseSchema.parse(body);
  const places: NearbyPlace[] = [];
  for (const raw of elements) {
    const element = elementSchema.safeParse(raw).data;
    if (!element) continue;
    const position = positionOf(element);
    const name = element.tags.name?.trim();
    const kind = element.tags.amenity;
    if (!position || !name || !isKind(kind)) continue;
    const address = addressOf(element.tags);
    places.push({ name, kind, distanceMeters: distanceMeters(from, position), ...(address ? { address } : {}), ...position });
  }
  return places.sort((a, b) => a.distanceMeters - b.distanceMeters).slice(0, limit);
}
