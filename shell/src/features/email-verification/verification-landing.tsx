import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Language } from '@app/contracts';
import { NamespaceTexts } from '@app/ui';
import { useSession } from '../session/session-store';

// The notice and its form styles load for the few who land here from the link, not with every home page.
const VerificationNotice = lazy(() => import('./verification-notice').then((module) => ({ default: module.VerificationNotice })));

/** identity's confirmation link lands on `/{lang}?verified=1` (confirmed) or `?verified=0` (invalid, used or expired). */
export function verificationOutcome(search: string): 'confirmed' | 'linkInvalid' | undefined {
  const verified = new URLSearchParams(search).get('verified');
  if (verified === '1') return 'confirmed';
  if (verified === '0') return 'linkInvalid';
  return undefined;
}

/**
 * Says how the e-mail confirmation went, then takes the flag out of the address (a reload or a shared
 * URL must not say it again). A signed-in user's session is read again: the address is now confirmed.
 */
export function VerificationLanding({ language }: { language: Language }) {
  const location = useLocation();
  const navigate = useNavigate();
  const reload = useSession((state) => state.reload);
  const signedIn = useSession((state) => state.status === 'signedIn');
  const [outcome] = useState(() => verificationOutcome(location.search));

  useEffect(() => {
    if (!outcome) return;
    void navigate(location.pathname, { replace: true });
    if (outcome === 'confirmed' && signedIn) void reload(language);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, for the address the page was opened with

  if (!outcome) return null;
  // The auth texts are not among the first screen's: they load for the few who land here from the link.
  return (
    <NamespaceTexts ns="auth" language={language} fallback={null}>
      <Suspense fallback={null}>
        <VerificationNotice outcome={outcome} />
      </Suspense>
    </NamespaceTexts>
  );
}
