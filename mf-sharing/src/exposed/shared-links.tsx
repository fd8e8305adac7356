import type { SharedLinksProps } from '@app/contracts';
import { NamespaceTexts } from '@app/ui';
import { SharedLinks as SharedLinksView } from '../features/links/components/shared-links';

export default function SharedLinks(props: SharedLinksProps) {
  return (
    <div data-remote-build={__BUILD_ID__}>
      {/* This remote's texts, in the page's language only; nothing shows until they are there. */}
      <NamespaceTexts ns="sharing" language={props.language} fallback={null}>
        <SharedLinksView {...props} />
      </NamespaceTexts>
    </div>
  );
}
