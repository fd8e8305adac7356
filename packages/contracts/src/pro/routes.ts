import type { ApiRoute } from '../common/api-route';
import { COMMON_ERRORS, errorResponse, STATE_CHANGE_ERRORS } from '../common/error-responses';
import { operationalRoutes } from '../common/health';
import { internalExportRoute } from '../account/routes';
import { billingPageInputSchema } from './billing.input';
import { chatConversationSchema, chatExchangeSchema, chatMessageInputSchema } from './chat.output';
import { familyMemberInputSchema, familyMemberParamsSchema, familySchema } from './family.output';
import { z } from 'zod';
import { billingRedirectSchema, proStatusSchema, subscriptionSchema } from './subscription.output';

/** Spec §2: Pro screens are for the test-access list only, and the service enforces it on every Pro call. */
const testAccessRequired = errorResponse(
  'test_access_required: the account is not on the test-access list (PRO_TEST_ACCESS_EMAILS) nor in such an owner’s family',
);
const proRequired = errorResponse('pro_required: the account has no Pro plan, own or through a family');
const crossSiteOrTestAccess = errorResponse('test_access_required, or forbidden: a change from another site');

export const getSubscriptionRoute = {
  method: 'get',
  path: '/subscription',
  summary: "The signed-in user's subscription as the client sees it (inactive when there is none), and whether they have test access",
  tags: ['subscription'],
  responses: {
    200: { description: 'The subscription', schema: subscriptionSchema },
    401: COMMON_ERRORS.unauthorized,
  },
} as const satisfies ApiRoute;

export const createCheckoutRoute = {
  method: 'post',
  path: '/checkout',
  summary: 'A Stripe Checkout Session (subscription mode, STRIPE_PRICE_ID) for the signed-in user; open its url in a new tab',
  tags: ['subscription'],
  body: billingPageInputSchema,
  responses: {
    200: { description: 'The checkout page', schema: billingRedirectSchema },
    400: errorResponse('Invalid body'),
    401: COMMON_ERRORS.unauthorized,
    403: crossSiteOrTestAccess,
    409: errorResponse('conflict: the account already has Pro (manage it in the portal instead)'),
    429: STATE_CHANGE_ERRORS[429],
    503: errorResponse('unavailable: Stripe could not be reached'),
  },
} as const satisfies ApiRoute;

export const createPortalRoute = {
  method: 'post',
  path: '/portal',
  summary: 'A Stripe Billing Portal session for the signed-in user’s Stripe customer; open its url in a new tab',
  tags: ['subscription'],
  body: billingPageInputSchema,
  responses: {
    200: { description: 'The portal page', schema: billingRedirectSchema },
    400: errorResponse('Invalid body'),
    401: COMMON_ERRORS.unauthorized,
    403: crossSiteOrTestAccess,
    404: errorResponse('not_found: the account never subscribed, so it has no Stripe customer'),
    429: STATE_CHANGE_ERRORS[429],
    503: errorResponse('unavailable: Stripe could not be reached'),
  },
} as const satisfies ApiRoute;

export const stripeWebhookRoute = {
  method: 'post',
  path: '/stripe/webhook',
  summary:
    'Stripe events (checkout.session.completed, customer.subscription.created/updated/deleted, invoice.paid, invoice.payment_failed), verified with the Stripe-Signature header over the raw body',
  tags: ['subscription'],
  responses: {
    200: { description: 'Received (also for a replay, which changes nothing, and for event types this service ignores)' },
    400: errorResponse('Missing or wrong Stripe-Signature, or not a Stripe event'),
  },
} as const satisfies ApiRoute;

export const getFamilyRoute = {
  method: 'get',
  path: '/family',
  summary: 'The family places of the signed-in Pro owner and who holds them',
  tags: ['family'],
  responses: {
    200: { description: 'Places and members', schema: familySchema },
    401: COMMON_ERRORS.unauthorized,
    402: proRequired,
    403: testAccessRequired,
  },
} as const satisfies ApiRoute;

export const addFamilyMemberRoute = {
  method: 'post',
  path: '/family',
  summary: 'Invite an e-mail to the family profile (an active Pro owner, at most 3); an invitation e-mail is sent',
  tags: ['family'],
  body: familyMemberInputSchema,
  responses: {
    201: { description: 'The family with the new member, status invited', schema: familySchema },
    400: errorResponse('Invalid e-mail'),
    401: COMMON_ERRORS.unauthorized,
    402: proRequired,
    403: crossSiteOrTestAccess,
    409: errorResponse('email_exists: already invited; limit_reached: all 3 places are taken'),
    422: errorResponse('own_email: the owner’s own e-mail'),
    429: STATE_CHANGE_ERRORS[429],
  },
} as const satisfies ApiRoute;

export const removeFamilyMemberRoute = {
  method: 'delete',
  path: '/family/{email}',
  summary: 'Remove a member or withdraw an invitation; a member loses Pro at once',
  tags: ['family'],
  params: familyMemberParamsSchema,
  responses: {
    204: { description: 'Removed' },
    400: errorResponse('Invalid e-mail'),
    401: COMMON_ERRORS.unauthorized,
    403: crossSiteOrTestAccess,
    404: errorResponse('That e-mail is not in the family'),
    429: STATE_CHANGE_ERRORS[429],
  },
} as const satisfies ApiRoute;

export const getChatMessagesRoute = {
  method: 'get',
  path: '/chat/messages',
  summary: "The signed-in Pro user's chat conversation, oldest first",
  tags: ['chat'],
  responses: {
    200: { description: 'The conversation', schema: chatConversationSchema },
    401: COMMON_ERRORS.unauthorized,
    402: proRequired,
    403: testAccessRequired,
  },
} as const satisfies ApiRoute;

export const postChatMessageRoute = {
  method: 'post',
  path: '/chat/messages',
  summary: 'Send a message; an emergency in it is answered at once with the emergency advice, whatever the model',
  tags: ['chat'],
  body: chatMessageInputSchema,
  responses: {
    201: { description: 'The stored message and the assistant’s reply', schema: chatExchangeSchema },
    400: errorResponse('Empty or too long message, or invalid language'),
    401: COMMON_ERRORS.unauthorized,
    402: proRequired,
    403: crossSiteOrTestAccess,
    429: STATE_CHANGE_ERRORS[429],
  },
} as const satisfies ApiRoute;

export const internalProStatusRoute = {
  method: 'get',
  path: '/internal/pro-status/{userId}',
  atRoot: true,
  summary: 'Whether a user has Pro features now (own plan or family), for unlimited history; internal token only',
  tags: ['internal'],
  params: z.object({ userId: z.uuid() }),
  responses: {
    200: { description: 'Pro or not', schema: proStatusSchema },
    400: errorResponse('Invalid user id'),
    401: errorResponse('Missing or wrong internal token'),
  },
} as const satisfies ApiRoute;

export const proRoutes = [
  ...operationalRoutes,
  getSubscriptionRoute,
  createCheckoutRoute,
  createPortalRoute,
  stripeWebhookRoute,
  getFamilyRoute,
  addFamilyMemberRoute,
  removeFamilyMemberRoute,
  getChatMessagesRoute,
  postChatMessageRoute,
  internalExportRoute,
  internalProStatusRoute,
] as const satisfies readonly ApiRoute[];
