import type { ReactNode } from 'react';
import type { Language, RemoteName } from '@app/contracts';
import type { PageId } from '@app/i18n';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remotes/remote-page';
import { loadPageQueries } from '../features/session/page-query-client';
import { SHARING_SLOTS, SharingLanguageProvider } from '../features/sharing/sharing-slots';
import { pageSubscription } from '../features/subscription/page-subscription';
import { lazyPage } from './lazy-page';

// Route-level code splitting: each of these loads with its page (a guest's home and symptom screens need none).
// The dashboard reads through the page's query cache, which loads with it.
const DashboardPage = lazyPage(async () => {
  const [{ DashboardPage: Dashboard }, { Provider }] = await Promise.all([
    import('../features/dashboard/dashboard-page'),
    loadPageQueries(),
  ]);
  return function DashboardWithQueries(props: { language: Language }) {
    return (
      <Provider>
        <Dashboard {...props} />
      </Provider>
    );
  };
}, ['pro', 'auth']);
const PrivacyPage = lazyPage(() => import('../features/privacy/privacy-page').then((module) => module.PrivacyPage), ['legal']);
const TermsPage = lazyPage(() => import('../features/terms/terms-page').then((module) => module.TermsPage), ['legal']);
const ResetPasswordPage = lazyPage(
  () => import('../features/reset-password/reset-password-page').then((module) => module.ResetPasswordPage),
  ['legal', 'auth'],
);

interface PageView {
  /**
   * Spec §2: the public sees the header on the symptom and privacy pages (signed-in users always do); the
   * terms, find-care, shared-result and reset pages have it too.
   */
  header: boolean;
  /** Spec §2 "Login required": visitors get the login form in the page's place. */
  loginRequired: boolean;
  /** Spec §2: the Pro, chat and family pages also need test access (see ProAccessGate). */
  testAccessRequired?: boolean;
  render: (language: Language, signedIn: boolean) => ReactNode;
}

/** A remote page that shows mf-sharing's widgets (share panel, referral card, shared links) in its slots. */
function withSharing(remoteName: RemoteName, module: string, apiBase: string) {
  return (language: Language) => (
    <SharingLanguageProvider language={language}>
      <RemotePage remote={remoteName} module={module} language={language} apiBase={apiBase} sharing={SHARING_SLOTS} />
    </SharingLanguageProvider>
  );
}

/** A signed-in page served by a remote, talking to its own service. */
function remote(remoteName: RemoteName, module: string, apiBase: string, { sharing = false } = {}): PageView {
  return {
    header: true,
    loginRequired: true,
    render: sharing
      ? withSharing(remoteName, module, apiBase)
      : (language) => <RemotePage remote={remoteName} module={module} language={language} apiBase={apiBase} />,
  };
}

/** A Pro page of mf-pro: signed in with test access, and handed the page's subscription source. */
function proRemote(module: string): PageView {
  return {
    header: true,
    loginRequired: true,
    testAccessRequired: true,
    render: (language) => (
      <RemotePage remote="mf_pro" module={module} language={language} apiBase="/api/pro" subscription={pageSubscription} />
    ),
  };
}

/** What each page of the route table shows, and where it comes from (the shell or a remote). */
export const PAGE_VIEWS: Record<PageId, PageView> = {
  home: {
    header: false,
    loginRequired: false,
    render: (language, signedIn) => (signedIn ? <DashboardPage language={language} /> : <HomePage language={language} />),
  },
  symptoms: {
    header: true,
    loginRequired: false,
    render: withSharing('mf_symptoms', 'SymptomsPage', '/api/symptoms'),
  },
  privacy: { header: true, loginRequired: false, render: () => <PrivacyPage /> },
  terms: { header: true, loginRequired: false, render: () => <TermsPage /> },
  // Emergency numbers and health-service finders are for everyone, signed in or not.
  'find-care': {
    header: true,
    loginRequired: false,
    render: (language) => <RemotePage remote="mf_symptoms" module="FindCarePage" language={language} apiBase="/api/symptoms" />,
  },
  // The exam records and the "notify me" setting belong to the account service.
  'exam-analysis': remote('mf_account', 'ExamsPage', '/api/account'),
  // The history lists analyses, which the symptoms service keeps.
  history: remote('mf_account', 'HistoryPage', '/api/symptoms', { sharing: true }),
  profile: remote('mf_account', 'ProfilePage', '/api/account'),
  settings: remote('mf_account', 'SettingsPage', '/api/account'),
  pro: proRemote('ProPage'),
  'ai-chat': proRemote('ChatPage'),
  'family-profile': proRemote('FamilyPage'),
  notFound: { header: false, loginRequired: false, render: (language) => <NotFoundPage language={language} /> },
  // Public, for whoever holds the link; mf-sharing reads the short code from the path.
  sharedResult: {
    header: true,
    loginRequired: false,
    render: (language) => <RemotePage remote="mf_sharing" module="SharedResultPage" language={language} apiBase="/api/sharing" />,
  },
  // The header gives someone who followed an e-mail link a way back into the site.
  resetPassword: { header: true, loginRequired: false, render: (language) => <ResetPasswordPage language={language} /> },
};
