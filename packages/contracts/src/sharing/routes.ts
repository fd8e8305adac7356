import { z } from 'zod';
import type { ApiRoute } from '../common/api-route';
import { operationalRoutes } from '../common/health';
import { internalExportRoute } from '../account/routes';
import { errorResponse, STATE_CHANGE_ERRORS } from '../common/error-responses';
import {
  createdShortLinkSchema,
  createShortLinkInputSchema,
  ownShortLinksSchema,
  sharedResultSchema,
  shortLinkCodeParamsSchema,
} from './short-link-api';
import {
  recordedClicksSchema,
  shortLinkClicksInputSchema,
  shortLinkRevocationsQuerySchema,
  shortLinkRevocationsSchema,
  shortLinkTargetSchema,
} from './short-link-internal-api';
import {
  recordedReferralSchema,
  recordReferralInputSchema,
  referralStatusSchema,
  referralUnlockSchema,
  referralVisitInputSchema,
} from './referral-api';

export const followShortLinkRoute = {
  method: 'get',
  path: '/s/{code}',
  atRoot: true,
  summary:
    'Follow a short link (counts the click); unknown or unsafe links go to the home page. On the site the gateway answers it from its cache and queues the click (POST /internal/short-link-clicks)',
  tags: ['short links'],
  // Any string is accepted here: a malformed code is answered with the home-page redirect, not an error.
  // Only a path that is not text at all (malformed percent-encoding, a control character) gets a 400.
  params: z.object({ code: z.string() }),
  responses: {
    302: {
      description: 'Redirect to the shared-result page, or to "/" when the link is unknown, revoked, expired or unsafe',
      headers: { Location: { description: 'A same-site path' } },
    },
  },
} as const satisfies ApiRoute;

const internalOnly = errorResponse('Missing or wrong internal token');

export const shortLinkTargetRoute = {
  method: 'get',
  path: '/internal/short-links/{code}',
  atRoot: true,
  summary: "Where a working short link leads, its expiry and its sharer, for the gateway's cache; with the X-Internal-Token header",
  tags: ['internal'],
  params: z.object({ code: z.string().max(64) }),
  responses: {
    200: { description: 'The link', schema: shortLinkTargetSchema },
    401: internalOnly,
    404: errorResponse('Unknown, malformed, revoked or expired code, or a target off this site: the link leads home'),
  },
} as const satisfies ApiRoute;

export const shortLinkRevocationsRoute = {
  method: 'get',
  path: '/internal/short-link-revocations',
  atRoot: true,
  summary:
    'Codes of links revoked or deleted since an instant, for the gateways to drop from their caches; with the X-Internal-Token header',
  tags: ['internal'],
  query: shortLinkRevocationsQuerySchema,
  responses: {
    200: { description: 'The codes and the instant they were read at', schema: shortLinkRevocationsSchema },
    400: errorResponse('since is not an ISO 8601 instant'),
    401: internalOnly,
  },
} as const satisfies ApiRoute;

export const recordShortLinkClicksRoute = {
  method: 'post',
  path: '/internal/short-link-clicks',
  atRoot: true,
  summary: "Counts clicks the gateway answered itself (clicks, the share's link_clicks, a visit each); idempotent by click id",
  tags: ['internal'],
  body: shortLinkClicksInputSchema,
  responses: {
    200: { description: 'Counted; a click already counted is skipped', schema: recordedClicksSchema },
    400: errorResponse('A malformed click, or more than 500'),
    401: internalOnly,
  },
} as const satisfies ApiRoute;

const ownerOnly = errorResponse('Neither signed in nor holding a guest cookie');

export const createShortLinkRoute = {
  method: 'post',
  path: '/short-links',
  summary: "Share an analysis: a short link to its shared-result page (the analysis's owner: a signed-in user or its guest)",
  tags: ['short links'],
  body: createShortLinkInputSchema,
  responses: {
    201: { description: 'The new link', schema: createdShortLinkSchema },
    400: errorResponse('analysisId is not a uuid, or expiresIn is not 24h, 7d, 30d or never'),
    401: ownerOnly,
    404: errorResponse('No such analysis of the caller (someone else’s reads as missing)'),
    503: errorResponse('The symptoms service could not be reached'),
    ...STATE_CHANGE_ERRORS,
  },
} as const satisfies ApiRoute;

export const listShortLinksRoute = {
  method: 'get',
  path: '/short-links',
  summary: "The caller's short links, newest first, with their clicks, visits and conversions",
  tags: ['short links'],
  responses: {
    200: { description: 'The links (empty when none)', schema: ownShortLinksSchema },
    401: ownerOnly,
  },
} as const satisfies ApiRoute;

export const revokeShortLinkRoute = {
  method: 'delete',
  path: '/short-links/{code}',
  summary: 'Revoke a short link of the caller: it then leads home and its shared-result page is gone',
  tags: ['short links'],
  params: shortLinkCodeParamsSchema,
  responses: {
    204: { description: 'Revoked' },
    401: ownerOnly,
    404: errorResponse('No such link of the caller'),
    ...STATE_CHANGE_ERRORS,
  },
} as const satisfies ApiRoute;

export const sharedResultRoute = {
  method: 'get',
  path: '/shared/{code}',
  summary: 'The shared-result page data of a link (public, X-Robots-Tag: noindex): the result as it was when shared',
  tags: ['short links'],
  params: shortLinkCodeParamsSchema,
  responses: {
    200: {
      description: 'The shared result, without anything that identifies the person',
      schema: sharedResultSchema,
      headers: { 'X-Robots-Tag': { description: 'noindex' } },
    },
    404: errorResponse('Unknown, revoked or expired link'),
    429: STATE_CHANGE_ERRORS[429],
  },
} as const satisfies ApiRoute;

const signedIn = errorResponse('Not signed in');

export const referralStatusRoute = {
  method: 'get',
  path: '/referral',
  summary: "The signed-in user's referral code (made on first ask) and link, with completed referrals and whether history is unlocked",
  tags: ['referrals'],
  responses: {
    200: { description: 'The referral status', schema: referralStatusSchema },
    401: signedIn,
  },
} as const satisfies ApiRoute;

export const referralVisitRoute = {
  method: 'post',
  path: '/referral-visits',
  summary: 'Someone opened a referral link (`/{lang}?ref=CODE`): recorded as a visited referral',
  tags: ['referrals'],
  body: referralVisitInputSchema,
  responses: {
    201: { description: 'Recorded' },
    400: errorResponse('The code is malformed'),
    404: errorResponse('Unknown or inactive referral code (the page only warns)'),
    ...STATE_CHANGE_ERRORS,
  },
} as const satisfies ApiRoute;

export const recordReferralRoute = {
  method: 'post',
  path: '/referrals',
  summary: 'After sign-up or sign-in: the signed-in user was referred with this code (at most once per account)',
  tags: ['referrals'],
  body: recordReferralInputSchema,
  responses: {
    200: { description: 'This account was already referred; nothing changed', schema: recordedReferralSchema },
    201: { description: 'Recorded as registered', schema: recordedReferralSchema },
    400: errorResponse('The code is malformed'),
    401: signedIn,
    404: errorResponse('Unknown or inactive referral code'),
    422: errorResponse('The code is the caller’s own (self_referral)'),
    ...STATE_CHANGE_ERRORS,
  },
} as const satisfies ApiRoute;

export const referralUnlockRoute = {
  method: 'get',
  path: '/internal/referral-status/{userId}',
  atRoot: true,
  summary: "A user's completed referrals and whether they unlock the full history; with the X-Internal-Token header",
  tags: ['internal'],
  params: z.object({ userId: z.uuid() }),
  responses: {
    200: { description: 'The referral unlock status', schema: referralUnlockSchema },
    400: errorResponse('userId is not a uuid'),
    401: errorResponse('Missing or wrong internal token'),
  },
} as const satisfies ApiRoute;

export const sharingRoutes = [
  ...operationalRoutes,
  followShortLinkRoute,
  createShortLinkRoute,
  listShortLinksRoute,
  revokeShortLinkRoute,
  sharedResultRoute,
  referralStatusRoute,
  referralVisitRoute,
  recordReferralRoute,
  referralUnlockRoute,
  shortLinkTargetRoute,
  shortLinkRevocationsRoute,
  recordShortLinkClicksRoute,
  internalExportRoute,
] as const satisfies readonly ApiRoute[];
