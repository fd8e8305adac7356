import { apiErrorSchema } from './api-error';
import type { ApiResponseSpec } from './api-route';

/** A documented error answer: always the one error envelope, with its own description. */
export function errorResponse(description: string, headers?: ApiResponseSpec['headers']): ApiResponseSpec {
  return { description, schema: apiErrorSchema, ...(headers ? { headers } : {}) };
}

/** A 429 with the Retry-After header every rate limiter sends. */
export function rateLimitedResponse(description: string): ApiResponseSpec {
  return errorResponse(description, { 'Retry-After': { description: 'Seconds until another attempt is accepted' } });
}

/** The error answers every service documents the same way. */
export const COMMON_ERRORS = {
  notJson: errorResponse('Body is not JSON'),
  tooLarge: errorResponse('Body too large'),
  unauthorized: errorResponse('Not signed in, or the access token is invalid or expired'),
  crossSite: errorResponse(
    'Change from another site (CSRF): a browser must send the site as Origin; an API client sends no Origin and no cookies',
  ),
} as const;

/**
 * What every state-changing route of a service's API may answer besides its own errors: every
 * POST/PUT/PATCH/DELETE goes through the Origin check and the per-client limit (STATE_CHANGE_RATE_LIMIT_PER_MINUTE).
 */
export const STATE_CHANGE_ERRORS = {
  403: COMMON_ERRORS.crossSite,
  429: rateLimitedResponse('Too many changes from this client address, user or guest; retry later'),
} as const;
