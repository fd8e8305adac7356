import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, type ChatConversation, type ChatMessage, type Language } from '@app/contracts';
import { useCallback, useRef, useState } from 'react';
import { refusalMessage } from '../../../shared/refusal-message';
import { useProTranslation } from '../../../shared/use-pro-translation';
import { sendChatMessage } from '../api/send-chat-message';

/**
 * The conversation from `initial` on. `send` shows the message at once, waits for the assistant's reply (`pending`
 * meanwhile) and resolves to whether it was sent; blank text and text sent while a reply is pending are refused
 * (spec §5). A failed send takes the message back out and says why in `error`. A sent exchange is added to the
 * cached conversation too, which the chat starts from when it is opened again.
 */
export function useChat(initial: ChatMessage[], apiBase: string, language: Language) {
  const { t } = useProTranslation();
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Read synchronously: two Enter presses in one tick must not both send.
  const busy = useRef(false);
  const nextId = useRef(0);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = text.trim();
      if (content === '' || busy.current) return false;
      busy.current = true;
      nextId.current += 1;
      const shown: ChatMessage = { id: `sending-${nextId.current}`, role: 'user', content, createdAt: new Date().toISOString() };
      setMessages((current) => [...current, shown]);
      setPending(true);
      setError(null);
      try {
        const { message, reply } = await sendChatMessage(apiBase, { content, language });
        setMessages((current) => [...current.filter((item) => item.id !== shown.id), message, reply]);
        queryClient.setQueryData<ChatConversation>(
          queryKeys.chatMessages,
          (cached) => cached && { ...cached, messages: [...cached.messages, message, reply] },
        );
        return true;
      } catch (failure) {
        setMessages((current) => current.filter((item) => item.id !== shown.id));
        setError(refusalMessage(failure, t('chat.sendError')));
        return false;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [apiBase, language, queryClient, t],
  );

  return { messages, pending, error, send };
}
