import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Button } from '@app/ui';
import { reportPrivacyPolicyClick } from '../telemetry/report-privacy-policy-click';
import { trackEvent } from '../telemetry/track-event';
import { dismissedThisVisit, rememberDismissal, storeConsent, storedConsent } from './consent-storage';
import { recordConsent } from './record-consent';

export const BANNER_DELAY_MS = 1000;

/**
 * A compact overlay: fixed, so its arrival shifts nothing, and a short text in small type, so the page's own
 * content stays the largest paint. On a 360 px phone, even with a wide fallback font, it takes at most three lines
 * and one row of 36 px buttons: under 15 % of the screen.
 */
const Banner = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 50;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px ${({ theme }) => theme.space(4)};
  padding: 6px ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 16px rgba(20, 33, 61, 0.12);
  font-size: 0.8125rem;
  line-height: 1.35;
  p {
    margin: 0;
    flex: 1 1 240px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    left: ${({ theme }) => theme.space(4)};
    right: ${({ theme }) => theme.space(4)};
    bottom: ${({ theme }) => theme.space(4)};
    max-width: 880px;
    margin: 0 auto;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: 0.875rem;
  }
`;

const Choices = styled.div`
  flex: 1 0 auto;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Reject and Accept are the same component: the same size, colour and weight, side by side. */
const Choice = styled(Button)`
  flex: 1 1 0;
  min-height: 36px;
  padding: 4px 16px;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex: 0 0 auto;
    min-width: 7.5rem;
  }
`;

const Close = styled.button`
  flex: none;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/**
 * Spec §2/§4: appears 1 s after load while no choice is stored. Accept stores 'accepted' and records the
 * consent; Reject stores the refusal (nothing is recorded); Dismiss stores nothing and hides it for this visit.
 */
export function CookieBanner({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (storedConsent() || dismissedThisVisit()) return undefined;
    const timer = window.setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  function accept() {
    storeConsent('accepted');
    setVisible(false);
    void recordConsent(language);
    void trackEvent({ name: 'cookie_consent' }, language);
  }

  function reject() {
    storeConsent('rejected');
    setVisible(false);
  }

  function dismiss() {
    rememberDismissal();
    setVisible(false);
  }

  return (
    <Banner aria-label={t('cookieBanner.label')} role="region" data-print-hide="">
      <p>
        {t('cookieBanner.text')}{' '}
        <Link to={pathFor(language, 'privacy')} onClick={() => void reportPrivacyPolicyClick('cookie_banner', language)}>
          {t('cookieBanner.privacyLink')}
        </Link>
      </p>
      <Choices>
        <Choice type="button" onClick={reject}>
          {t('cookieBanner.reject')}
        </Choice>
        <Choice type="button" onClick={accept}>
          {t('cookieBanner.accept')}
        </Choice>
        <Close type="button" aria-label={t('cookieBanner.dismiss')} title={t('cookieBanner.dismiss')} onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </Close>
      </Choices>
    </Banner>
  );
}
