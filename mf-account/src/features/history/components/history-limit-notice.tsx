import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useAccountTranslation } from '../../../shared/use-account-translation';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
`;

const ToReferral = styled.a`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

interface HistoryLimitNoticeProps {
  hiddenCount: number;
  /** Id of the referral card on the page; without one (the page runs without mf-sharing) the notice links nowhere. */
  referralId?: string;
}

/** Free plan: how many older items are hidden, and a way to the referral card that unlocks them. */
export function HistoryLimitNotice({ hiddenCount, referralId }: HistoryLimitNoticeProps) {
  const { t } = useAccountTranslation();
  // In-page: the router must not take the fragment for a route, and the card gets the focus, not just the view.
  const goToReferral = (event: MouseEvent<HTMLAnchorElement>) => {
    const card = referralId ? document.getElementById(referralId) : null;
    if (!card) return;
    event.preventDefault();
    card.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    card.focus();
  };
  return (
    <Notice role="note">
      {t('history.limited', { count: hiddenCount })}
      {referralId && (
        <ToReferral href={`#${referralId}`} onClick={goToReferral}>
          {t('history.referral.goTo')}
        </ToReferral>
      )}
    </Notice>
  );
}
