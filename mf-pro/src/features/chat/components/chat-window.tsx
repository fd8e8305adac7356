import type { RemotePageProps } from '@app/contracts';
import { Card, ErrorCard, LoadingState, RetryError, useResource } from '@app/ui';
import { PremiumNotice } from '../../../shared/premium-notice';
import { isProRequired, isRefusal, refusalMessage } from '../../../shared/refusal-message';
import { useProTranslation } from '../../../shared/use-pro-translation';
import { chatMessagesQuery } from '../api/get-chat-messages';
import { ChatSession } from './chat-session';

/** Loads the conversation when the page opens, then carries it on. */
export function ChatWindow({ language, apiBase }: RemotePageProps) {
  return (
    <Card>
      <LoadedChat language={language} apiBase={apiBase} />
    </Card>
  );
}

function LoadedChat({ language, apiBase }: RemotePageProps) {
  const { t } = useProTranslation();
  const { resource, retry } = useResource(chatMessagesQuery(apiBase, language));

  if (resource.status === 'loading') return <LoadingState label={t('chat.loading')} />;
  if (resource.status === 'error') {
    // No Pro plan (402) or no test access (403): trying again changes nothing, so Pro or the reason shows instead.
    if (isProRequired(resource.error)) return <PremiumNotice language={language} feature="chat" />;
    if (isRefusal(resource.error)) return <ErrorCard>{refusalMessage(resource.error, t('chat.loadError'))}</ErrorCard>;
    return <RetryError message={t('chat.loadError')} retryLabel={t('common.retry')} onRetry={retry} />;
  }
  return <ChatSession initialMessages={resource.data.messages} apiBase={apiBase} language={language} />;
}
