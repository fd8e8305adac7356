import { FOLLOW_UP_KINDS, urgencySchema } from '@app/contracts';
import { z } from 'zod';

const answerSchema = z.union([z.boolean(), z.number(), z.string()]);

/** The follow-up question the assistant asked last and waits an answer to. */
const pendingQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(FOLLOW_UP_KINDS),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type PendingQuestion = z.infer<typeof pendingQuestionSchema>;

/**
 * A symptom conversation in progress: everything the person described since the last assessment, their
 * answers to the engine's follow-up questions (by question id) and the question waiting for an answer.
 */
const triageStateSchema = z.object({
  text: z.string(),
  answers: z.record(z.string(), answerSchema),
  asked: z.number().int().nonnegative(),
  pending: pendingQuestionSchema.optional(),
});
export type TriageState = z.infer<typeof triageStateSchema>;
export type Answers = TriageState['answers'];

export const REPLY_KINDS = ['emergency', 'question', 'assessment', 'more_detail', 'history', 'condition', 'help', 'model'] as const;
export type ReplyKind = (typeof REPLY_KINDS)[number];

/**
 * The `meta` of an assistant message: what kind of reply it was, who wrote it (the built-in assistant or the
 * model), the urgency it gave, and the conversation state the next turn starts from.
 */
export const replyMetaSchema = z.object({
  kind: z.enum(REPLY_KINDS),
  source: z.enum(['builtin', 'model']),
  /** Set when the model was configured but failed, so the built-in assistant answered. */
  fallbackFrom: z.literal('model').optional(),
  urgency: urgencySchema.optional(),
  triage: triageStateSchema.optional(),
});
export type ReplyMeta = z.infer<typeof replyMetaSchema>;

/** The meta of a stored reply, or undefined when it is missing or from an older shape (the conversation then starts afresh). */
export function readReplyMeta(value: unknown): ReplyMeta | undefined {
  const parsed = replyMetaSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Longest accumulated description kept: the engine reads the most recent part of a long conversation. */
const MAX_TRIAGE_TEXT = 4000;

/** The description so far with the new message after it, keeping the newest lines when it grows too long. */
export function appendText(text: string | undefined, message: string, maxLength = MAX_TRIAGE_TEXT): string {
  const lines = [...(text ? text.split('\n') : []), message];
  while (lines.length > 1 && lines.join('\n').length > maxLength) lines.shift();
  return lines.join('\n').slice(-maxLength);
}

/** A reply of the built-in assistant: its text and what goes into its meta but the source. */
export interface BuiltinReply {
  content: string;
  kind: ReplyKind;
  urgency?: ReplyMeta['urgency'];
  /** The conversation state after this reply; none: the next message starts afresh. */
  triage?: TriageState;
}
