import type { HistoryList } from '@app/contracts';
import styled from 'styled-components';
import { useAccountTranslation } from '../../../shared/use-account-translation';

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
`;

/** Says why every item is listed: the Pro plan, or the friends whose referrals unlocked it (spec §4). */
export function HistoryUnlockedNote({ by }: { by: NonNullable<HistoryList['fullHistoryBy']> }) {
  const { t } = useAccountTranslation();
  return <Note>{t(`history.unlocked.${by}`)}</Note>;
}
