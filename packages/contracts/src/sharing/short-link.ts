import { z } from 'zod';
import { SHORT_CODE_PATTERN } from './short-code';

export const shortCodeSchema = z.string().regex(SHORT_CODE_PATTERN);

/**
 * A redirect target on this site: one leading "/", never "//" (protocol-relative), no backslash
 * (browsers read "/\\evil" as "//evil") and no whitespace or control characters (browsers strip them).
 */
export function isSameSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url) && !/[\\\s\u0000-\u001f\u007f]/.test(url); // eslint-disable-line no-control-regex -- a path with control characters is refused
}

export const sameSitePathSchema = z.string().max(2048).refine(isSameSitePath, 'must be a path on this site');
