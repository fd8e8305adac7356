import type { RemotePageProps } from '@app/contracts';
import { Lead, NamespaceTexts, Page, PageTitle, Stack } from '@app/ui';
import { BenefitsList } from '../features/subscription/components/benefits-list';
import { ProShortcuts } from '../features/subscription/components/pro-shortcuts';
import { SubscriptionSection } from '../features/subscription/components/subscription-section';
import { useCheckoutReturn } from '../features/subscription/hooks/use-checkout-return';
import { RestrictedNote } from '../shared/restricted-note';
import { useProTranslation } from '../shared/use-pro-translation';
import { useSubscription } from '../shared/use-subscription';

/** Spec §2 Pro page: benefits, subscribe, manage subscription, active badge, subscription info, shortcuts. */
function ProPageContent(props: RemotePageProps) {
  const { language, apiBase } = props;
  const { t } = useProTranslation();
  const { snapshot, source } = useSubscription(props);
  const checkoutReturn = useCheckoutReturn(source, language);
  const subscription = snapshot.status === 'ready' ? snapshot.subscription : null;
  return (
    <Page data-remote-build={__BUILD_ID__}>
      <PageTitle>{t('page.title')}</PageTitle>
      <Lead>{t('page.lead')}</Lead>
      <Stack $gap={6}>
        <BenefitsList />
        <SubscriptionSection snapshot={snapshot} source={source} checkoutReturn={checkoutReturn} apiBase={apiBase} language={language} />
        {subscription?.active && subscription.testAccess && <ProShortcuts language={language} source={subscription.source} />}
        <RestrictedNote />
      </Stack>
    </Page>
  );
}

/** The page once this remote's texts are there, in the page's language only. */
export default function ProPage(props: RemotePageProps) {
  return (
    <NamespaceTexts ns="pro" language={props.language}>
      <ProPageContent {...props} />
    </NamespaceTexts>
  );
}
