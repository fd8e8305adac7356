import type { ApiRoute } from '../common/api-route';
import { COMMON_ERRORS, errorResponse, STATE_CHANGE_ERRORS } from '../common/error-responses';
import { operationalRoutes } from '../common/health';
import { internalExportRoute } from '../account/routes';
import { familyMemberInputSchema, familySchema } from './family.output';
import { subscriptionSchema } from './subscription.output';

/** Spec §2: Pro screens are for the test-access list only, and the service enforces it on every Pro call. */
const testAccessRequired = errorResponse('The signed-in account is not on the test-access list (PRO_TEST_ACCESS_EMAILS)');

export const getSubscriptionRoute = {
  method: 'get',
  path: '/subscription',
  summary: "The signed-in user's subscription as the client sees it (inactive when there is none)",
  tags: ['subscription'],
  responses: {
    200: { description: 'The subscription', schema: subscriptionSchema },
    401: COMMON_ERRORS.unauthorized,
    403: testAccessRequired,
  },
} as const satisfies ApiRoute;

export const getFamilyRoute = {
  method: 'get',
  path: '/family',
  summary: 'The e-mails the signed-in owner has invited to their family profile',
  tags: ['family'],
  responses: {
    200: { description: 'The invited e-mails', schema: familySchema },
    401: COMMON_ERRORS.unauthorized,
    403: testAccessRequired,
  },
} as const satisfies ApiRoute;

export const addFamilyMemberRoute = {
  method: 'post',
  path: '/family',
  summary: 'Invite an e-mail to the family profile (active Pro owners, at most 3 e-mails)',
  tags: ['family'],
  body: familyMemberInputSchema,
  responses: {
    200: { description: 'The invited e-mails, the new one last', schema: familySchema },
    400: errorResponse('Invalid e-mail'),
    401: COMMON_ERRORS.unauthorized,
    403: errorResponse('Not on the test-access list, no active Pro subscription, or a change from another site'),
    409: errorResponse('Already invited, the owner’s own address, or all 3 places taken'),
    429: STATE_CHANGE_ERRORS[429],
  },
} as const satisfies ApiRoute;

export const removeFamilyMemberRoute = {
  method: 'delete',
  path: '/family',
  summary: 'Withdraw an invitation from the family profile',
  tags: ['family'],
  body: familyMemberInputSchema,
  responses: {
    200: { description: 'The invited e-mails left', schema: familySchema },
    400: errorResponse('Invalid e-mail'),
    401: COMMON_ERRORS.unauthorized,
    403: errorResponse('Not on the test-access list, or a change from another site'),
    404: errorResponse('That e-mail is not invited'),
    429: STATE_CHANGE_ERRORS[429],
  },
} as const satisfies ApiRoute;

export const proRoutes = [
  ...operationalRoutes,
  getSubscriptionRoute,
  getFamilyRoute,
  addFamilyMemberRoute,
  removeFamilyMemberRoute,
  internalExportRoute,
] as const satisfies readonly ApiRoute[];
