import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, rateLimitedResponse, STATE_CHANGE_ERRORS } from '../common/error-responses';
import type { ApiRoute } from '../common/api-route';
import { operationalRoutes } from '../common/health';
import { internalExportRoute } from '../account/routes';
import { shareSnapshotRoute } from '../sharing/share-snapshot';
import { analysisRequestSchema, analysisSchema, feedbackRequestSchema, feedbackSchema, refineRequestSchema } from './analysis';
import {
  analysisHistoryPageSchema,
  analysisHistoryQuerySchema,
  claimedAnalysesSchema,
  screeningsCountQuerySchema,
  screeningsCountSchema,
} from './history';
import { recentAnalysesParamsSchema, recentAnalysesQuerySchema, recentAnalysesSchema } from './recent-analyses';
import { findCareRoute, nearbyPlacesRoute } from './places';

export * from './history';
export * from './recent-analyses';

export const analysisIdParamsSchema = z.object({ id: z.uuid() }).strict();

const GUEST_HEADERS = {
  'Set-Cookie': {
    description:
      'A visitor\'s first analysis creates a guest: signed, httpOnly, SameSite=Lax cookie "vitalia_guest" (over https Secure and named "__Host-vitalia_guest")',
  },
  'X-Guest-Id': { description: 'The guest id the analysis belongs to, for the screen to keep in localStorage' },
} as const;

const errors = {
  ...COMMON_ERRORS,
  badInput: errorResponse('Invalid input; the message is localised (text under 3 characters: spec §8 validation message)'),
  notFound: errorResponse('No such analysis for this user or guest'),
  rateLimited: rateLimitedResponse('Too many analyses from this client; retry later'),
} as const;

export const createAnalysisRoute = {
  method: 'post',
  path: '/analyses',
  summary: 'Analyse symptoms described in free text',
  tags: ['symptom analysis'],
  body: analysisRequestSchema,
  responses: {
    200: { description: 'The analysis (saved under the signed-in user or the guest)', schema: analysisSchema, headers: GUEST_HEADERS },
    400: errors.badInput,
    403: errors.crossSite,
    413: errors.tooLarge,
    415: errors.notJson,
    429: errors.rateLimited,
  },
} as const satisfies ApiRoute;

export const refineAnalysisRoute = {
  method: 'post',
  path: '/analyses/{id}/refine',
  summary: 'Refine an analysis with answers to its follow-up questions (same id; the refinement is kept)',
  tags: ['symptom analysis'],
  params: analysisIdParamsSchema,
  body: refineRequestSchema,
  responses: {
    200: { description: 'The updated analysis', schema: analysisSchema },
    400: errors.badInput,
    403: errors.crossSite,
    404: errors.notFound,
    413: errors.tooLarge,
    415: errors.notJson,
    429: errors.rateLimited,
  },
} as const satisfies ApiRoute;

export const getAnalysisRoute = {
  method: 'get',
  path: '/analyses/{id}',
  summary: "One of the caller's analyses",
  tags: ['symptom analysis'],
  params: analysisIdParamsSchema,
  responses: {
    200: { description: 'The analysis', schema: analysisSchema },
    400: errors.badInput,
    404: errors.notFound,
  },
} as const satisfies ApiRoute;

export const analysisFeedbackRoute = {
  method: 'post',
  path: '/analyses/{id}/feedback',
  summary: 'Rate an analysis (1 to 5) with an optional comment',
  tags: ['symptom analysis'],
  params: analysisIdParamsSchema,
  body: feedbackRequestSchema,
  responses: {
    201: { description: 'Feedback recorded', schema: feedbackSchema },
    400: errors.badInput,
    403: errors.crossSite,
    404: errors.notFound,
    413: errors.tooLarge,
    415: errors.notJson,
  },
} as const satisfies ApiRoute;

// Signed in: the `vitalia_access` cookie or `Authorization: Bearer <access token>` (no cookies, no Origin needed).

export const claimGuestAnalysesRoute = {
  method: 'post',
  path: '/analyses/claim',
  summary:
    "Move every analysis of the caller's guest cookie to the signed-in user and clear that cookie (idempotent; the shell calls it after login and sign-up)",
  tags: ['symptom analysis'],
  responses: {
    200: { description: 'How many analyses moved (0 without a guest cookie or when already claimed)', schema: claimedAnalysesSchema },
    401: errors.unauthorized,
    403: errors.crossSite,
  },
} as const satisfies ApiRoute;

export const listAnalysesRoute = {
  method: 'get',
  path: '/analyses',
  summary:
    "The signed-in user's analyses as history items, newest first. `total` counts them all; without full history (free plan) only the 2 most recent are listed",
  tags: ['symptom analysis'],
  query: analysisHistoryQuerySchema,
  responses: {
    200: { description: 'One page of history items', schema: analysisHistoryPageSchema },
    400: errorResponse('Invalid limit or cursor'),
    401: errors.unauthorized,
  },
} as const satisfies ApiRoute;

export const deleteAnalysisRoute = {
  method: 'delete',
  path: '/analyses/{id}',
  summary:
    "Delete one of the signed-in user's analyses with its refinements and feedback; its short links stop working (event `analysis.deleted`)",
  tags: ['symptom analysis'],
  params: analysisIdParamsSchema,
  responses: {
    204: { description: 'Deleted' },
    400: errorResponse('id is not a uuid'),
    401: errors.unauthorized,
    403: STATE_CHANGE_ERRORS[403],
    404: errorResponse("No such analysis among the user's own (another user's analysis is never found)"),
    429: STATE_CHANGE_ERRORS[429],
  },
} as const satisfies ApiRoute;

/** Service to service (account's dashboard); needs the internal token header and is not reachable through the gateway. */
export const screeningsCountRoute = {
  method: 'get',
  path: '/internal/count',
  atRoot: true,
  summary: 'How many analyses (screenings) a user has; for other services, with the X-Internal-Token header',
  tags: ['internal'],
  query: screeningsCountQuerySchema,
  responses: {
    200: { description: 'The count', schema: screeningsCountSchema },
    400: errorResponse('userId is not a uuid'),
    401: errorResponse('Missing or wrong internal token'),
  },
} as const satisfies ApiRoute;

/** Service to service (pro's chat: "what did my last analysis say?"); internal token, not reachable through the gateway. */
export const recentAnalysesRoute = {
  method: 'get',
  path: '/internal/users/{userId}/recent-analyses',
  atRoot: true,
  summary: "A user's most recent analyses, newest first (date, urgency, the symptom text, top causes); with the X-Internal-Token header",
  tags: ['internal'],
  params: recentAnalysesParamsSchema,
  query: recentAnalysesQuerySchema,
  responses: {
    200: { description: 'The analyses (empty when the user has none)', schema: recentAnalysesSchema },
    400: errorResponse('userId is not a uuid, or limit is not 1 to 10'),
    401: errorResponse('Missing or wrong internal token'),
  },
} as const satisfies ApiRoute;

export const symptomsRoutes = [
  ...operationalRoutes,
  createAnalysisRoute,
  refineAnalysisRoute,
  getAnalysisRoute,
  analysisFeedbackRoute,
  claimGuestAnalysesRoute,
  listAnalysesRoute,
  deleteAnalysisRoute,
  screeningsCountRoute,
  recentAnalysesRoute,
  findCareRoute,
  nearbyPlacesRoute,
  shareSnapshotRoute,
  internalExportRoute,
] as const satisfies readonly ApiRoute[];
