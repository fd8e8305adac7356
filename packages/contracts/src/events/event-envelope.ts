import { z } from 'zod';

/**
 * What travels between services (ARCHITECTURE "Events between services"): the producer's outbox row
 * as JSON. `id` is the idempotency key consumers deduplicate on.
 */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1).max(100),
  occurredAt: z.iso.datetime({ offset: true }),
  payload: z.record(z.string(), z.unknown()),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;
