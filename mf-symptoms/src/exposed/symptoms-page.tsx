import type { RemotePageProps } from '@app/contracts';
import { NamespaceTexts, Page } from '@app/ui';
import { SymptomScreen } from '../features/analysis/components/symptom-screen';

export default function SymptomsPage({ language, apiBase, sharing }: RemotePageProps) {
  return (
    <Page data-remote-build={__BUILD_ID__}>
      {/* This remote's texts, in the page's language only. */}
      <NamespaceTexts ns="symptoms" language={language}>
        <SymptomScreen language={language} apiBase={apiBase} sharing={sharing} />
      </NamespaceTexts>
    </Page>
  );
}
