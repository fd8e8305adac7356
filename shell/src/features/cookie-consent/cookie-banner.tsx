import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Button, Row } from '@app/ui';
import { reportPrivacyPolicyClick } from '../telemetry/report-privacy-policy-click';
import { recordConsent } from './record-consent';

export const CONSENT_STORAGE_KEY = 'vitalia.cookie-consent';
export const BANNER_DELAY_MS = 1000;

const Banner = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: 50;
  max-width: 880px;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.text};
  color: #fff;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  justify-content: space-between;
  p {
    margin: 0;
    flex: 1 1 320px;
  }
  a {
    color: #cfe0ff;
  }
`;

function storedConsent(): string | null {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Spec §2/§9: appears 1 s after load when no choice is stored; Accept stores and records, Dismiss only hides. */
export function CookieBanner({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (storedConsent()) return undefined;
    const timer = window.setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  function accept() {
    try {
      localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    } catch {
      // storage blocked: the consent is still recorded server-side for this visit
    }
    setVisible(false);
    void recordConsent(language);
  }

  return (
    <Banner aria-label={t('cookieBanner.text')} role="region" data-print-hide="">
      <p>
        {t('cookieBanner.text')}{' '}
        <Link to={pathFor(language, 'privacy')} onClick={() => void reportPrivacyPolicyClick('cookie_banner', language)}>
          {t('cookieBanner.privacyLink')}
        </Link>
      </p>
      <Row>
        <Button type="button" $variant="secondary" onClick={() => setVisible(false)}>
          {t('cookieBanner.dismiss')}
        </Button>
        <Button type="button" onClick={accept}>
          {t('cookieBanner.accept')}
        </Button>
      </Row>
    </Banner>
  );
}
