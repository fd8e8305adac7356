import type { Language } from '@app/contracts';
import { Card, Stack } from '@app/ui';
import { useProTranslation } from '../../../shared/use-pro-translation';
import { useChat } from '../hooks/use-chat';
import { ChatInput } from './chat-input';
import { MessageList } from './message-list';

export function ChatWindow({ language }: { language: Language }) {
  const { t } = useProTranslation();
  const { messages, pending, send } = useChat(t('chat.cannedReply'));
  return (
    <Card>
      <Stack>
        <MessageList messages={messages} pending={pending} language={language} />
        <ChatInput pending={pending} onSend={send} />
      </Stack>
    </Card>
  );
}
