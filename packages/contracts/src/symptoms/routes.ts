import { z } from 'zod';
import { apiErrorSchema } from '../common/api-error';
import type { ApiRoute } from '../common/api-route';
import { operationalRoutes } from '../common/health';
import { analysisRequestSchema, analysisSchema, feedbackRequestSchema, feedbackSchema, refineRequestSchema } from './analysis';

export const analysisIdParamsSchema = z.object({ id: z.uuid() }).strict();

const GUEST_HEADERS = {
  'Set-Cookie': { description: 'A visitor\'s first analysis creates a guest: signed, httpOnly, SameSite=Lax cookie "vitalia_guest"' },
  'X-Guest-Id': { description: 'The guest id the analysis belongs to, for the screen to keep in localStorage' },
} as const;

const errors = {
  badInput: { description: 'Invalid input; the message is localised (text under 3 characters: spec §8 validation message)', schema: apiErrorSchema },
  notFound: { description: 'No such analysis for this user or guest', schema: apiErrorSchema },
  tooLarge: { description: 'Body too large', schema: apiErrorSchema },
  notJson: { description: 'Body is not JSON', schema: apiErrorSchema },
  rateLimited: {
    description: 'Too many analyses from this client; retry later',
    schema: apiErrorSchema,
    headers: { 'Retry-After': { description: 'Seconds until another analysis is accepted' } },
  },
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
    404: errors.notFound,
    413: errors.tooLarge,
    415: errors.notJson,
  },
} as const satisfies ApiRoute;

export const symptomsRoutes = [
  ...operationalRoutes,
  createAnalysisRoute,
  refineAnalysisRoute,
  getAnalysisRoute,
  analysisFeedbackRoute,
] as const satisfies readonly ApiRoute[];
