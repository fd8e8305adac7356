import { UrgencyBadge } from '@app/ui';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { urgencyFromText } from '../urgency';

interface HistoryUrgencyBadgeProps {
  /** The stored level, or free text from older analyses. */
  level: string;
  /** Under a heading that already says "urgency", the level alone is enough. */
  levelOnly?: boolean;
}

/** A saved analysis's urgency in the product's one urgency badge. */
export function HistoryUrgencyBadge({ level, levelOnly = false }: HistoryUrgencyBadgeProps) {
  const { t } = useAccountTranslation();
  const urgency = urgencyFromText(level);
  const levelText = t(`history.urgency.${urgency}`);
  return <UrgencyBadge urgency={urgency} label={levelOnly ? levelText : t('history.urgencyBadge', { level: levelText })} />;
}
