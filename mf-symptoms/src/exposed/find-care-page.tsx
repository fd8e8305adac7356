import type { RemotePageProps } from '@app/contracts';
import { NamespaceTexts, Page } from '@app/ui';
import { FindCareScreen } from '../features/find-care/components/find-care-screen';

export default function FindCarePage({ language, apiBase }: RemotePageProps) {
  return (
    <Page data-remote-build={__BUILD_ID__}>
      {/* This remote's texts, in the page's language only. */}
      <NamespaceTexts ns="symptoms" language={language}>
        <FindCareScreen language={language} apiBase={apiBase} />
      </NamespaceTexts>
    </Page>
  );
}
