import { useTranslation } from 'react-i18next';
import type { SharedLinksProps } from '@app/contracts';
import { registerNamespace } from '@app/i18n';
import { SharedLinks as SharedLinksView } from '../features/links/components/shared-links';

export default function SharedLinks(props: SharedLinksProps) {
  const { i18n } = useTranslation();
  // Idempotent: adds this remote's texts the first time it mounts in an i18next instance.
  registerNamespace(i18n, 'sharing');
  return (
    <div data-remote-build={__BUILD_ID__}>
      <SharedLinksView {...props} />
    </div>
  );
}
