import { chatConversationSchema, type ChatConversation, type Language } from '@app/contracts';
import { requestJson } from '@app/ui';

/** The signed-in user's conversation with the assistant, oldest first. */
export function getChatMessages(apiBase: string, language: Language, signal?: AbortSignal): Promise<ChatConversation> {
  return requestJson(`${apiBase}/chat/messages`, chatConversationSchema, { language, signal });
}
