import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@app/contracts';
import { registerNamespace } from '@app/i18n';
import { Page } from '@app/ui';
import { FindCareScreen } from '../features/find-care/components/find-care-screen';

export default function FindCarePage({ language, apiBase }: RemotePageProps) {
  const { i18n } = useTranslation();
  // Idempotent: adds this remote's texts the first time the page mounts in an i18next instance.
  registerNamespace(i18n, 'symptoms');
  return (
    <Page data-remote-build={__BUILD_ID__}>
      <FindCareScreen language={language} apiBase={apiBase} />
    </Page>
  );
}
