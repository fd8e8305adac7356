import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@app/contracts';
import { registerNamespace } from '@app/i18n';
import { Page } from '@app/ui';
import { SymptomScreen } from '../features/analysis/components/symptom-screen';

export default function SymptomsPage({ language, apiBase, sharing }: RemotePageProps) {
  const { i18n } = useTranslation();
  // Idempotent: adds this remote's texts the first time the page mounts in an i18next instance.
  registerNamespace(i18n, 'symptoms');
  return (
    <Page data-remote-build={__BUILD_ID__}>
      <SymptomScreen language={language} apiBase={apiBase} sharing={sharing} />
    </Page>
  );
}
