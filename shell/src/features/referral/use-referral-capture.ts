import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Language } from '@app/contracts';
import { useSession } from '../session/session-store';
import { captureReferral } from './capture-referral';
import { useReferralNotice } from './referral-notice';
import { recordStoredReferral } from './record-stored-referral';

/**
 * Reports a `?ref=CODE` of the address, warns when the code is invalid, and, for someone already signed in,
 * sends the kept code right away (the session store sends it after the next sign-in otherwise).
 */
export function useReferralCapture(language: Language): void {
  const { search } = useLocation();
  const show = useReferralNotice((state) => state.show);
  useEffect(() => {
    void captureReferral(search, language).then((outcome) => {
      if (outcome === 'invalid') show();
      else if (outcome !== 'none' && useSession.getState().status === 'signedIn') void recordStoredReferral(language);
    });
  }, [search, language, show]);
}
