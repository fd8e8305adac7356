import type { ReactNode } from 'react';
import type { Language } from '@app/contracts';
import type { PageId } from '@app/i18n';
import { ResetPasswordPage } from '../features/access/reset-password-page';
import { SignInRequired } from '../features/access/sign-in-required';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { RemotePage } from '../features/remotes/remote-page';

interface PageView {
  /** Spec §2: the public sees the header on the symptom and privacy pages. */
  header: boolean;
  render: (language: Language) => ReactNode;
}

const signInRequired: PageView = { header: true, render: (language) => <SignInRequired language={language} /> };

/** What each page of the route table shows, and where it comes from (the shell or a remote). */
export const PAGE_VIEWS: Record<PageId, PageView> = {
  home: { header: false, render: (language) => <HomePage language={language} /> },
  symptoms: {
    header: true,
    render: (language) => <RemotePage remote="mf_symptoms" module="SymptomsPage" language={language} apiBase="/api/symptoms" />,
  },
  privacy: { header: true, render: () => <PrivacyPage /> },
  history: signInRequired,
  profile: signInRequired,
  settings: signInRequired,
  pro: signInRequired,
  'ai-chat': signInRequired,
  'family-profile': signInRequired,
  notFound: { header: false, render: (language) => <NotFoundPage language={language} /> },
  resetPassword: { header: false, render: (language) => <ResetPasswordPage language={language} /> },
};
