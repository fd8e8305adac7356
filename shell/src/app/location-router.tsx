import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isLanguage, type Language } from '@app/contracts';
import { NOT_FOUND_PATH, resolveLocation } from '@app/i18n';
import type { PageId } from '@app/i18n';
import { CookieBanner } from '../features/cookie-consent/cookie-banner';
import { languagePreferences } from '../features/language/language-preferences';
import { usePageLanguage } from '../features/language/use-page-language';
import { AppLayout } from '../features/layout/app-layout';
import { useScrollRestoration } from '../features/layout/use-scroll-restoration';
import { useHeadMeta } from '../features/meta/apply-head-meta';
import { AppUpdatePrompt } from '../features/offline/app-update-prompt';
import { ReferralNotice } from '../features/referral/referral-notice';
import { useReferralCapture } from '../features/referral/use-referral-capture';
import { RemoteLoading } from '../features/remotes/remote-page';
import { shownStatus, useSession } from '../features/session/session-store';
import { ProAccessGate } from '../features/subscription/pro-access-gate';
import { useSubscriptionTracking } from '../features/subscription/page-subscription';
import { usePageViews } from '../features/telemetry/use-page-views';
import { lazyPage } from './lazy-page';
import { PAGE_VIEWS } from './page-views';

// A guest's home and symptom screens never show it: its code and texts load when a login-required page does.
const AuthPage = lazyPage(() => import('../features/auth/auth-screen').then((module) => module.AuthPage), ['auth']);

/** The page's head, on its own so that its texts arriving after the first screen re-render nothing else. */
function HeadMeta({ page, language, code }: { page: PageId; language: Language; code?: string }) {
  useHeadMeta(page, language, code);
  return null;
}

/**
 * Spec §2 access rules: a loader while the session loads, the login form in place of login-required pages,
 * and the test-access gate before the Pro pages.
 */
function PageScreen({ page, language, code }: { page: PageId; language: Language; code?: string }) {
  usePageLanguage(language);
  const status = useSession(shownStatus);
  const start = useSession((state) => state.start);
  useEffect(() => start(language), [start, language]);
  useReferralCapture(language);
  useSubscriptionTracking(status, language);
  usePageViews(language);

  if (status === 'idle' || status === 'loading') return <RemoteLoading />;
  const view = PAGE_VIEWS[page];
  const signedIn = status === 'signedIn';
  let content = view.loginRequired && !signedIn ? <AuthPage language={language} /> : view.render(language, signedIn);
  if (view.testAccessRequired && signedIn) content = <ProAccessGate language={language}>{content}</ProAccessGate>;
  return (
    <>
      <HeadMeta page={page} language={language} code={code} />
      <AppLayout language={language} header={view.header || signedIn}>
        <ReferralNotice />
        {content}
      </AppLayout>
      <CookieBanner language={language} />
      <AppUpdatePrompt />
    </>
  );
}

/** Paths the gateway answers itself (short links): leave the single-page app for them. */
function ServerHandoff() {
  const location = useLocation();
  useEffect(() => window.location.replace(location.pathname + location.search), [location]);
  return null;
}

/** The language an unknown path named (`/de/…`), carried to the 404 page in the navigation state. */
function notFoundLanguage(state: unknown): Language | undefined {
  const language = (state as { language?: unknown } | null)?.language;
  return isLanguage(language) ? language : undefined;
}

/** Applies spec §2 "Language handling" and "Routes" to every location. */
export function LocationRouter() {
  const location = useLocation();
  useScrollRestoration();
  const resolved = resolveLocation(location.pathname, languagePreferences());
  if (resolved.kind === 'redirect') {
    const keep = resolved.to === NOT_FOUND_PATH ? '' : location.search + location.hash;
    return <Navigate to={resolved.to + keep} replace state={resolved.language ? { language: resolved.language } : undefined} />;
  }
  if (resolved.kind === 'server') return <ServerHandoff />;
  const language = (resolved.page === 'notFound' && notFoundLanguage(location.state)) || resolved.language;
  return <PageScreen page={resolved.page} language={language} code={resolved.code} />;
}
