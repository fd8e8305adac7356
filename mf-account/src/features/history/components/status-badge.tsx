import type { HistoryItem } from '@app/contracts';
import styled from 'styled-components';
import { useAccountTranslation } from '../../../shared/use-account-translation';

const Badge = styled.span<{ $completed: boolean }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme, $completed }) => ($completed ? theme.colors.accent : theme.colors.muted)};
  border: 1px solid currentColor;
`;

export function StatusBadge({ status }: { status: HistoryItem['status'] }) {
  const { t } = useAccountTranslation();
  return <Badge $completed={status === 'completed'}>{t(`history.status.${status}`)}</Badge>;
}
