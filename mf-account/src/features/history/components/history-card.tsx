import type { HistoryItem, Language } from '@app/contracts';
import { Button, Card, Row, VisuallyHidden } from '@app/ui';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/format-date';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { HistoryTypeIcon } from './history-type-icon';
import { HistoryUrgencyBadge } from './history-urgency-badge';
import { StatusBadge } from './status-badge';

const ItemCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const ItemTitle = styled.h2`
  font-size: 1.15rem;
  margin: 0;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

const Summary = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

interface HistoryCardProps {
  item: HistoryItem;
  language: Language;
  /** The share panel lives in the details dialog: "Share" opens it there. */
  canShare: boolean;
  onViewDetails: () => void;
}

export function HistoryCard({ item, language, canShare, onViewDetails }: HistoryCardProps) {
  const { t } = useAccountTranslation();
  return (
    <ItemCard as="article">
      <Row>
        <HistoryTypeIcon type={item.type} />
        <Meta>{t(`history.type.${item.type}`)}</Meta>
        <StatusBadge status={item.status} />
        {item.type === 'symptom' && <HistoryUrgencyBadge level={item.fullData.nivel_urgencia} />}
      </Row>
      <ItemTitle>{item.title}</ItemTitle>
      <Meta>
        <time dateTime={item.date}>{formatDateTime(item.date, language)}</time>
      </Meta>
      <Summary>{item.summary}</Summary>
      <Row>
        <Button type="button" $variant="secondary" onClick={onViewDetails}>
          {t('history.viewDetails')}
          <VisuallyHidden>: {item.title}</VisuallyHidden>
        </Button>
        {canShare && (
          <Button type="button" $variant="ghost" onClick={onViewDetails}>
            {t('history.share')}
            <VisuallyHidden>: {item.title}</VisuallyHidden>
          </Button>
        )}
      </Row>
    </ItemCard>
  );
}
