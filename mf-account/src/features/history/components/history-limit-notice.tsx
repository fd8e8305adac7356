import styled from 'styled-components';
import { useAccountTranslation } from '../../../shared/use-account-translation';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Free plan: how many older items are hidden and how to unlock them (the referral card itself is mf-sharing's). */
export function HistoryLimitNotice({ hiddenCount }: { hiddenCount: number }) {
  const { t } = useAccountTranslation();
  return <Notice role="note">{t('history.limited', { count: hiddenCount })}</Notice>;
}
