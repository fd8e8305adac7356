import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Button, Card } from '@app/ui';
import { usePageSubscription } from '../subscription/page-subscription';

/** Spec §2 dashboard: the AI chat card, only for Pro users with test access. */
export function ChatCard({ language }: { language: Language }) {
  const { t } = useTranslation('pro');
  const snapshot = usePageSubscription();
  if (snapshot.status !== 'ready' || !snapshot.subscription.testAccess || !snapshot.subscription.active) return null;
  return (
    <Card>
      <h2>{t('subscription.dashboardCard.title')}</h2>
      <p>{t('subscription.dashboardCard.text')}</p>
      <Button as={Link} to={pathFor(language, 'ai-chat')} $variant="secondary">
        {t('subscription.dashboardCard.cta')}
      </Button>
    </Card>
  );
}
