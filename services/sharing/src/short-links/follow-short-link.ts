import { isSameSitePath, shortCodeSchema } from '@app/contracts';
import type { ServiceDatabase } from '@app/service-kit';
import type * as schema from '../db/schema';
import { resolveShortLink } from './short-link-repository';

export const HOME_PATH = '/';

/**
 * Where a short link sends the visitor. Unknown or malformed codes and stored targets that are not
 * same-site paths all go home (spec §8: invalid short link → "/"), so a tampered row can never
 * turn the site into an open redirect. Only followed links count a click.
 */
export async function followShortLink(
  db: ServiceDatabase<typeof schema>,
  code: string,
  { countClick }: { countClick: boolean },
): Promise<string> {
  if (!shortCodeSchema.safeParse(code).success) return HOME_PATH;
  const link = await resolveShortLink(db, code, (found) => countClick && found !== undefined && isSameSitePath(found.originalUrl));
  return link && isSameSitePath(link.originalUrl) ? link.originalUrl : HOME_PATH;
}
