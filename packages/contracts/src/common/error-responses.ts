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
  crossSite: errorResponse('Cookie-carrying change from another site (CSRF): send Origin with the site origin'),
} as const;
