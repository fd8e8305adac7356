import type { z } from 'zod';
import { analysisCreatedEventSchema, analysisDeletedEventSchema } from './analysis-events';
import {
  userDeletedEventSchema,
  userDeletionCompletedEventSchema,
  userDeletionRequestedEventSchema,
  userRegisteredEventSchema,
} from './user-events';

/** Every event type a service may produce, with the schema its envelope must satisfy. */
export const eventSchemas = {
  'user.registered': userRegisteredEventSchema,
  'user.deleted': userDeletedEventSchema,
  'user.deletion_requested': userDeletionRequestedEventSchema,
  'user.deletion_completed': userDeletionCompletedEventSchema,
  'analysis.created': analysisCreatedEventSchema,
  'analysis.deleted': analysisDeletedEventSchema,
} as const;

export type EventType = keyof typeof eventSchemas;
export const EVENT_TYPES = Object.keys(eventSchemas) as EventType[];
export type EventOf<T extends EventType> = z.infer<(typeof eventSchemas)[T]>;
export type EventPayload<T extends EventType> = EventOf<T>['payload'];

export function isEventType(value: string): value is EventType {
  return Object.prototype.hasOwnProperty.call(eventSchemas, value);
}
