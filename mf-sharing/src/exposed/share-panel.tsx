import type { SharePanelProps } from '@app/contracts';
import { NamespaceTexts } from '@app/ui';
import { SharePanel as SharePanelView } from '../features/share/components/share-panel';

export default function SharePanel(props: SharePanelProps) {
  return (
    <div data-remote-build={__BUILD_ID__}>
      {/* This remote's texts, in the page's language only; nothing shows until they are there. */}
      <NamespaceTexts ns="sharing" language={props.language} fallback={null}>
        {/* Another analysis starts from the create step, not with the previous one's link. */}
        <SharePanelView key={props.analysisId} {...props} />
      </NamespaceTexts>
    </div>
  );
}
