import type { ChatMessage, Language } from '@app/contracts';
import { Spinner, UrgencyBadge } from '@app/ui';
import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { formatTime } from '../../../shared/format-date';
import { useProTranslation } from '../../../shared/use-pro-translation';

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

const Bubble = styled.article<{ $mine: boolean; $emergency: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 80%;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.primaryText : theme.colors.text)};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.border)};
  ${({ theme, $emergency }) =>
    $emergency &&
    css`
      background: ${theme.colors.dangerSurface};
      border: 3px solid ${theme.colors.danger};
    `}
  p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const Meta = styled.span`
  font-size: 0.8rem;
  opacity: 0.8;
`;

const EmergencyTitle = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 1.05rem;
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

/**
 * The conversation: who wrote each message and when, the text, the urgency of an assessed reply, and an emergency
 * reply set apart in red under a title that says to call now. The typing indicator shows while a reply is pending.
 */
export function MessageList({ messages, pending, language }: MessageListProps) {
  const { t } = useProTranslation();
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending]);

  return (
    <Log role="log" aria-live="polite" aria-label={t('chat.conversation')} tabIndex={0}>
      {messages.length === 0 && !pending && <Muted>{t('chat.empty')}</Muted>}
      {messages.map((message) => {
        const emergency = message.urgency === 'emergency';
        return (
          <Bubble key={message.id} $mine={message.role === 'user'} $emergency={emergency} data-urgency={message.urgency}>
            <Meta>
              {t(`chat.author.${message.role}`)} · <time dateTime={message.createdAt}>{formatTime(message.createdAt, language)}</time>
            </Meta>
            {emergency && <EmergencyTitle>⚠ {t('chat.emergency')}</EmergencyTitle>}
            <p>{message.content}</p>
            {message.urgency && (
              <UrgencyBadge urgency={message.urgency} label={t('chat.urgency', { level: t(`chat.levels.${message.urgency}`) })} />
            )}
          </Bubble>
        );
      })}
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
