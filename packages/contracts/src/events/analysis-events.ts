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
