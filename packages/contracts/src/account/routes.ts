import { apiErrorSchema } from '../common/api-error';
import type { ApiRoute } from '../common/api-route';
import { operationalRoutes } from '../common/health';
import { cookieConsentInputSchema, cookieConsentSchema } from './cookie-consent.input';

export const recordCookieConsentRoute = {
  method: 'post',
  path: '/cookie-consents',
  summary: 'Record that a visitor accepted cookies',
  tags: ['cookie consent'],
  body: cookieConsentInputSchema,
  responses: {
    201: { description: 'Consent recorded', schema: cookieConsentSchema },
    400: { description: 'Invalid body', schema: apiErrorSchema },
    413: { description: 'Body too large', schema: apiErrorSchema },
    415: { description: 'Body is not JSON', schema: apiErrorSchema },
  },
} as const satisfies ApiRoute;

export const accountRoutes = [...operationalRoutes, recordCookieConsentRoute] as const satisfies readonly ApiRoute[];
