import { z } from 'zod';
import { eventEnvelopeSchema } from './event-envelope';

/** Produced by symptoms when the owner deletes an analysis from their history; sharing revokes its short links. */
export const analysisDeletedPayloadSchema = z.object({ analysisId: z.uuid(), userId: z.uuid() });
export type AnalysisDeletedPayload = z.infer<typeof analysisDeletedPayloadSchema>;

export const analysisDeletedEventSchema = eventEnvelopeSchema.extend({
  type: z.literal('analysis.deleted'),
  payload: analysisDeletedPayloadSchema,
});
export type AnalysisDeletedEvent = z.infer<typeof analysisDeletedEventSchema>;

/**
 * Produced by symptoms when an analysis is saved. Sharing moves the author's referral to
 * completed_analysis (a first analysis by a referred user) and marks the share visit they came from, if any.
 */
export const analysisCreatedPayloadSchema = z.object({
  analysisId: z.uuid(),
  /** Null for a guest's analysis. */
  userId: z.uuid().nullable(),
  /** The share-visit cookie the request carried (SHARE_VISIT_COOKIE_NAME), forwarded as it came; sharing checks it. */
  shareVisit: z.string().max(200).nullable(),
});
export type AnalysisCreatedPayload = z.infer<typeof analysisCreatedPayloadSchema>;

export const analysisCreatedEventSchema = eventEnvelopeSchema.extend({
  type: z.literal('analysis.created'),
  payload: analysisCreatedPayloadSchema,
});
export type AnalysisCreatedEvent = z.infer<typeof analysisCreatedEventSchema>;
