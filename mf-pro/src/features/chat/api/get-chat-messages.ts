import { queryOptions } from '@tanstack/react-query';
import { chatConversationSchema, queryKeys, type ChatConversation, type Language } from '@app/contracts';
import { requestJson } from '@app/ui';

/** The signed-in user's conversation with the assistant, oldest first. */
export function getChatMessages(apiBase: string, language: Language, signal?: AbortSignal): Promise<ChatConversation> {
  return requestJson(`${apiBase}/chat/messages`, chatConversationSchema, { language, signal });
}

/** Keyed by the service only: a language change keeps the conversation (and a reply on its way) as it is. */
export function chatMessagesQuery(apiBase: string, language: Language) {
  return queryOptions({ queryKey: queryKeys.chatMessages, queryFn: ({ signal }) => getChatMessages(apiBase, language, signal) });
}
