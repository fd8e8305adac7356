import type { RemotePageProps } from '@app/contracts';
import { Lead, NamespaceTexts, Page, PageTitle, Stack } from '@app/ui';
import { FamilyExplanation } from '../features/family/components/family-explanation';
import { FamilySection } from '../features/family/components/family-section';
import { RestrictedNote } from '../shared/restricted-note';
import { useProTranslation } from '../shared/use-pro-translation';

function FamilyPageContent({ language, apiBase }: RemotePageProps) {
  const { t } = useProTranslation();
  return (
    <Page data-remote-build={__BUILD_ID__}>
      <PageTitle>{t('family.title')}</PageTitle>
      <Lead>{t('family.lead')}</Lead>
      <Stack $gap={6}>
        <FamilySection language={language} apiBase={apiBase} />
        <FamilyExplanation />
        <RestrictedNote />
      </Stack>
    </Page>
  );
}

/** The page once this remote's texts are there, in the page's language only. */
export default function FamilyPage(props: RemotePageProps) {
  return (
    <NamespaceTexts ns="pro" language={props.language}>
      <FamilyPageContent {...props} />
    </NamespaceTexts>
  );
}
