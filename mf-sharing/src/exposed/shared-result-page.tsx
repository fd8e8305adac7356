import type { RemotePageProps } from '@app/contracts';
import { NamespaceTexts, Page } from '@app/ui';
import { SharedResultPage as SharedResultPageView } from '../features/shared-result/components/shared-result-page';

export default function SharedResultPage(props: RemotePageProps) {
  return (
    // data-shared-result: what the print style lays out as the one printed page.
    <Page data-remote-build={__BUILD_ID__} data-shared-result="">
      {/* This remote's texts, in the page's language only. */}
      <NamespaceTexts ns="sharing" language={props.language}>
        <SharedResultPageView {...props} />
      </NamespaceTexts>
    </Page>
  );
}
