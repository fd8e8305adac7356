import type { Language } from '@app/contracts';
import { Spinner } from '@app/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { formatTime } from '../../../shared/format-date';
import { useProTranslation } from '../../../shared/use-pro-translation';
import type { ChatMessage } from '../hooks/use-chat';

const Log = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 280px;
  max-height: 60vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Bubble = styled.div<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 80%;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.primaryText : theme.colors.text)};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.border)};
  p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const Meta = styled.span`
  display: block;
  font-size: 0.8rem;
  opacity: 0.8;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Muted = styled.p`
  margin: auto;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

const Typing = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

interface MessageListProps {
  messages: ChatMessage[];
  pending: boolean;
  language: Language;
}

export function MessageList({ messages, pending, language }: MessageListProps) {
  const { t } = useProTranslation();
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending]);

  return (
    <Log role="log" aria-live="polite" aria-label={t('chat.conversation')} tabIndex={0}>
      {messages.length === 0 && !pending && <Muted>{t('chat.empty')}</Muted>}
      {messages.map((message) => (
        <Bubble key={message.id} $mine={message.role === 'user'}>
          <Meta>
            {t(`chat.author.${message.role}`)} · <time dateTime={message.timestamp}>{formatTime(message.timestamp, language)}</time>
          </Meta>
          <p>{message.content}</p>
        </Bubble>
      ))}
      {pending && (
        <Typing>
          <Spinner $size={16} />
          {t('chat.typing')}
        </Typing>
      )}
      <div ref={end} />
    </Log>
  );
}
