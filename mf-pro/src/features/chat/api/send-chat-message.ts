import { chatExchangeSchema, type ChatExchange, type ChatMessageInput } from '@app/contracts';
import { requestJson } from '@app/ui';

/** Sends one message; resolves with it as stored and the assistant's reply. */
export function sendChatMessage(apiBase: string, input: ChatMessageInput): Promise<ChatExchange> {
  return requestJson(`${apiBase}/chat/messages`, chatExchangeSchema, { language: input.language, method: 'POST', body: input });
}
