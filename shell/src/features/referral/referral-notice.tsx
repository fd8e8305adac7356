import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { create } from 'zustand';
import { Button } from '@app/ui';

interface ReferralNoticeState {
  shown: boolean;
  show: () => void;
  dismiss: () => void;
}

/** Whether the invalid-referral warning is up; set by the referral capture, cleared by the visitor. */
export const useReferralNotice = create<ReferralNoticeState>()((set) => ({
  shown: false,
  show: () => set({ shown: true }),
  dismiss: () => set({ shown: false }),
}));

const Notice = styled.div`
  max-width: 960px;
  margin: ${({ theme }) => theme.space(4)} auto 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: space-between;
  background: ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
    flex: 1 1 280px;
  }
`;

/** Spec §8: an invalid referral code only warns; the page works as usual underneath. */
export function ReferralNotice() {
  const { t } = useTranslation();
  const shown = useReferralNotice((state) => state.shown);
  const dismiss = useReferralNotice((state) => state.dismiss);
  if (!shown) return null;
  return (
    <Notice role="status" data-print-hide="">
      <p>{t('referral.invalidCode')}</p>
      <Button type="button" $variant="secondary" onClick={dismiss}>
        {t('referral.dismiss')}
      </Button>
    </Notice>
  );
}
