import { z } from 'zod';

/** Short codes are 6 alphanumerics, or a timestamp-based fallback after collisions (spec §9). */
export const shortCodeSchema = z.string().regex(/^[A-Za-z0-9]{4,32}$/);

/**
 * A redirect target on this site: one leading "/", never "//" (protocol-relative), no backslash
 * (browsers read "/\\evil" as "//evil") and no whitespace or control characters (browsers strip them).
 */
export function isSameSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url) && !/[\\\s\u0000-\u001f\u007f]/.test(url); // eslint-disable-line no-control-regex -- a path with control characters is refused
}

export const sameSitePathSchema = z.string().max(2048).refine(isSameSitePath, 'must be a path on this site');
