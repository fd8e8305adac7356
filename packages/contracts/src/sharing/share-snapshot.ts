import { z } from 'zod';
import type { ApiRoute } from '../common/api-route';
import { errorResponse } from '../common/error-responses';
import { languageSchema } from '../common/language';
import { urgencySchema } from '../common/urgency';

/**
 * The guest cookie of the symptoms service (`__Host-` prefixed over https). Its Path is "/", so the browser
 * sends it to /api/sharing too, and sharing forwards its value for symptoms to verify.
 */
export const GUEST_COOKIE_NAME = 'vitalia_guest';

/**
 * What a shared-result page shows of an analysis, taken when the link is created. Only the result itself:
 * no name, e-mail, user or guest id, and not the person's own words (symptom text, summary, the findings and
 * the evidence quoted from it), which can identify them.
 */
export const shareSnapshotSchema = z
  .object({
    language: languageSchema,
    urgency: urgencySchema,
    possibleCauses: z.array(z.object({ name: z.string(), likelihood: z.number().min(0).max(1) })),
    nextSteps: z.array(z.string()),
    recommendations: z.array(z.string()),
    careAdvice: z.string(),
    disclaimer: z.string(),
    /** When the analysis was made (ISO 8601). */
    createdAt: z.string(),
  })
  .meta({ id: 'ShareSnapshot' });
export type ShareSnapshot = z.infer<typeof shareSnapshotSchema>;

export const shareSnapshotParamsSchema = z.object({ id: z.uuid() });
/** The caller's identities as sharing knows them: the signed-in user, the raw guest cookie value, or both. */
export const shareSnapshotRequestSchema = z
  .object({ userId: z.uuid().optional(), guestCookie: z.string().max(200).optional() })
  .strict()
  .meta({ id: 'ShareSnapshotRequest' });
export type ShareSnapshotRequest = z.infer<typeof shareSnapshotRequestSchema>;
export const shareSnapshotResponseSchema = z
  .object({
    snapshot: shareSnapshotSchema,
    /** Which of the given identities owns the analysis. */
    ownedBy: z.enum(['user', 'guest']),
  })
  .meta({ id: 'ShareSnapshotResponse' });
export type ShareSnapshotResponse = z.infer<typeof shareSnapshotResponseSchema>;

/** Served by the symptoms service at its root, for the sharing service only. */
export const shareSnapshotRoute = {
  method: 'post',
  path: '/internal/analyses/{id}/share-snapshot',
  atRoot: true,
  summary: 'The shareable result of an analysis, when the given user or guest cookie owns it; with the X-Internal-Token header',
  tags: ['internal'],
  params: shareSnapshotParamsSchema,
  body: shareSnapshotRequestSchema,
  responses: {
    200: { description: 'The snapshot and which identity owns the analysis', schema: shareSnapshotResponseSchema },
    400: errorResponse('id is not a uuid, or the body is malformed'),
    401: errorResponse('Missing or wrong internal token'),
    404: errorResponse('No such analysis of this owner (someone else’s reads as missing)'),
  },
} as const satisfies ApiRoute;
