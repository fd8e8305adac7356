import { z } from 'zod';

/**
 * An account deletion request (spec §4 "registered and processed later"):
 * - `requested`: registered and confirmed with the user's password; waiting for identity;
 * - `processing`: identity ended every session and removed the credentials; the other services are deleting;
 * - `completed`: every service has deleted the user's rows. The request row then keeps no user id.
 */
export const DELETION_STATUSES = ['requested', 'processing', 'completed'] as const;
export const deletionStatusSchema = z.enum(DELETION_STATUSES);
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

/** Confirmation by the current password, as for any change that cannot be undone. */
export const deletionRequestInputSchema = z.object({ password: z.string().min(1).max(1024) }).meta({ id: 'DeletionRequestInput' });
export type DeletionRequestInput = z.infer<typeof deletionRequestInputSchema>;

export const deletionRequestSchema = z
  .object({
    /** Unguessable; the status stays readable by it after the session has ended. */
    id: z.uuid(),
    status: deletionStatusSchema,
    requestedAt: z.iso.datetime({ offset: true }),
    completedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'DeletionRequest' });
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

export const deletionRequestParamsSchema = z.object({ id: z.uuid() });
