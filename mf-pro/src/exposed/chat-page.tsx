import type { RemotePageProps } from '@app/contracts';
import { Disclaimer, Lead, NamespaceTexts, Page, PageTitle, Stack } from '@app/ui';
import { ChatWindow } from '../features/chat/components/chat-window';
import { RestrictedNote } from '../shared/restricted-note';
import { useProTranslation } from '../shared/use-pro-translation';

function ChatPageContent({ language, apiBase }: RemotePageProps) {
  const { t } = useProTranslation();
  return (
    <Page data-remote-build={__BUILD_ID__}>
      <PageTitle>{t('chat.title')}</PageTitle>
      <Lead>{t('chat.lead')}</Lead>
      <Stack $gap={6}>
        <ChatWindow language={language} apiBase={apiBase} />
        <Disclaimer>{t('chat.disclaimer')}</Disclaimer>
        <RestrictedNote />
      </Stack>
    </Page>
  );
}

/** The page once this remote's texts are there, in the page's language only. */
export default function ChatPage(props: RemotePageProps) {
  return (
    <NamespaceTexts ns="pro" language={props.language}>
      <ChatPageContent {...props} />
    </NamespaceTexts>
  );
}
