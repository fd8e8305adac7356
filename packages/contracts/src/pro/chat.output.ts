import { z } from 'zod';
import { languageSchema } from '../common/language';
import { urgencySchema } from '../common/urgency';

/** Spec §5: a chat message is non-empty after trimming; the cap keeps one message a message, not a document. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** Spec §3 "Chat message": id, role, content, timestamp. */
export const chatMessageSchema = z
  .object({
    id: z.uuid(),
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    /** On an assistant reply that gives one: the urgency the engine assessed, so the UI can badge it. */
    urgency: urgencySchema.optional(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `GET /chat/messages`: the conversation, oldest first. */
export const chatConversationSchema = z.object({ messages: z.array(chatMessageSchema) }).meta({ id: 'ChatConversation' });
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** Body of `POST /chat/messages`; `language` is the language the reply is written in. */
export const chatMessageInputSchema = z
  .object({
    content: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
    language: languageSchema,
  })
  .strict()
  .meta({ id: 'ChatMessageInput' });
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

/** The answer of `POST /chat/messages`: the stored question and the assistant's reply. */
export const chatExchangeSchema = z.object({ message: chatMessageSchema, reply: chatMessageSchema }).meta({ id: 'ChatExchange' });
export type ChatExchange = z.infer<typeof chatExchangeSchema>;
