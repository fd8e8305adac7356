import { useTranslation } from 'react-i18next';
import type { SharePanelProps } from '@app/contracts';
import { registerNamespace } from '@app/i18n';
import { SharePanel as SharePanelView } from '../features/share/components/share-panel';

export default function SharePanel(props: SharePanelProps) {
  const { i18n } = useTranslation();
  // Idempotent: adds this remote's texts the first time it mounts in an i18next instance.
  registerNamespace(i18n, 'sharing');
  return (
    <div data-remote-build={__BUILD_ID__}>
      {/* Another analysis starts from the create step, not with the previous one's link. */}
      <SharePanelView key={props.analysisId} {...props} />
    </div>
  );
}
