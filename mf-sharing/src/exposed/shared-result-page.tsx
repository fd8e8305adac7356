import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@app/contracts';
import { registerNamespace } from '@app/i18n';
import { Page } from '@app/ui';
import { SharedResultPage as SharedResultPageView } from '../features/shared-result/components/shared-result-page';

export default function SharedResultPage(props: RemotePageProps) {
  const { i18n } = useTranslation();
  // Idempotent: adds this remote's texts the first time it mounts in an i18next instance.
  registerNamespace(i18n, 'sharing');
  return (
    // data-shared-result: what the print style lays out as the one printed page.
    <Page data-remote-build={__BUILD_ID__} data-shared-result="">
      <SharedResultPageView {...props} />
    </Page>
  );
}
