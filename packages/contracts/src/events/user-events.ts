import { z } from 'zod';
import { languageSchema } from '../common/language';
import { eventEnvelopeSchema } from './event-envelope';

/** Produced by identity when an account is created; account creates the profile from it. */
export const userRegisteredPayloadSchema = z.object({
  userId: z.uuid(),
  email: z.email(),
  name: z.string().min(1).max(200),
  /** International format (E.164) or null when none was given. */
  phone: z.string().max(32).nullable(),
  language: languageSchema,
  registrationIp: z.string().max(64).nullable(),
  userAgent: z.string().max(1024).nullable(),
  /** The share-visit cookie the sign-up carried (SHARE_VISIT_COOKIE_NAME), forwarded as it came; sharing checks it. */
  shareVisit: z.string().max(200).nullable().optional(),
});
export type UserRegisteredPayload = z.infer<typeof userRegisteredPayloadSchema>;

export const userRegisteredEventSchema = eventEnvelopeSchema.extend({
  type: z.literal('user.registered'),
  payload: userRegisteredPayloadSchema,
});
export type UserRegisteredEvent = z.infer<typeof userRegisteredEventSchema>;

/** Produced once a deletion is confirmed; every service deletes the user's rows. */
export const userDeletedPayloadSchema = z.object({ userId: z.uuid() });
export type UserDeletedPayload = z.infer<typeof userDeletedPayloadSchema>;

export const userDeletedEventSchema = eventEnvelopeSchema.extend({
  type: z.literal('user.deleted'),
  payload: userDeletedPayloadSchema,
});
export type UserDeletedEvent = z.infer<typeof userDeletedEventSchema>;

/** Produced by account once a deletion request is confirmed; identity ends the sessions and removes the credentials. */
export const userDeletionRequestedPayloadSchema = z.object({ userId: z.uuid(), requestId: z.uuid() });
export const userDeletionRequestedEventSchema = eventEnvelopeSchema.extend({
  type: z.literal('user.deletion_requested'),
  payload: userDeletionRequestedPayloadSchema,
});

/**
 * Produced by identity right after its `user.deleted`, in the same transaction: its outbox delivers in
 * order, so account hears this only once every service has acknowledged the deletion.
 */
export const userDeletionCompletedPayloadSchema = z.object({ requestId: z.uuid() });
export const userDeletionCompletedEventSchema = eventEnvelopeSchema.extend({
  type: z.literal('user.deletion_completed'),
  payload: userDeletionCompletedPayloadSchema,
});
