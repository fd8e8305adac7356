import type { RemotePageProps } from '@app/contracts';
import { Lead, Page, PageTitle, Stack } from '@app/ui';
import { BenefitsList } from '../features/subscription/components/benefits-list';
import { ProShortcuts } from '../features/subscription/components/pro-shortcuts';
import { SubscriptionInfo } from '../features/subscription/components/subscription-info';
import { RestrictedNote } from '../shared/restricted-note';
import { useProTranslation } from '../shared/use-pro-translation';

export default function ProPage({ language, apiBase }: RemotePageProps) {
  const { t } = useProTranslation();
  return (
    <Page data-remote-build={__BUILD_ID__}>
      <PageTitle>{t('page.title')}</PageTitle>
      <Lead>{t('page.lead')}</Lead>
      <Stack $gap={6}>
        <BenefitsList />
        <SubscriptionInfo language={language} apiBase={apiBase} />
        <ProShortcuts language={language} />
        <RestrictedNote />
      </Stack>
    </Page>
  );
}
