import type { ChatMessage, Language } from '@app/contracts';
import { ErrorCard, Stack } from '@app/ui';
import { useChat } from '../hooks/use-chat';
import { ChatInput } from './chat-input';
import { MessageList } from './message-list';

interface ChatSessionProps {
  initialMessages: ChatMessage[];
  apiBase: string;
  language: Language;
}

/** The loaded conversation, carried on: the message list, why a message could not be sent, and the input. */
export function ChatSession({ initialMessages, apiBase, language }: ChatSessionProps) {
  const { messages, pending, error, send } = useChat(initialMessages, apiBase, language);
  return (
    <Stack>
      <MessageList messages={messages} pending={pending} language={language} />
      {error && <ErrorCard>{error}</ErrorCard>}
      <ChatInput pending={pending} onSend={send} />
    </Stack>
  );
}
