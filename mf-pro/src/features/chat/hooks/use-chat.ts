import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §3 "Chat message". */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** ISO 8601. */
  timestamp: string;
}

/** Spec §9: the assistant's reply comes 1.2 s after a message is sent. */
export const CHAT_REPLY_DELAY_MS = 1200;

/**
 * The conversation until the chat service exists: every message gets the same canned reply
 * after the typing delay (spec §4 Chat). `send` refuses blank text and text sent while a reply is pending.
 */
export function useChat(cannedReply: string) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const nextId = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The reply is read when the timer fires, so a language change meanwhile is honoured.
  const replyText = useRef(cannedReply);
  useEffect(() => {
    replyText.current = cannedReply;
  }, [cannedReply]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const message = useCallback((role: ChatMessage['role'], content: string): ChatMessage => {
    nextId.current += 1;
    return { id: `m${nextId.current}`, role, content, timestamp: new Date().toISOString() };
  }, []);

  const send = useCallback(
    (text: string): boolean => {
      const content = text.trim();
      if (content === '' || pending) return false;
      setMessages((current) => [...current, message('user', content)]);
      setPending(true);
      timer.current = setTimeout(() => {
        setMessages((current) => [...current, message('assistant', replyText.current)]);
        setPending(false);
      }, CHAT_REPLY_DELAY_MS);
      return true;
    },
    [pending, message],
  );

  return { messages, pending, send };
}
