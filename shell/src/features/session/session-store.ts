import { create } from 'zustand';
import type { CurrentUser, Language } from '@app/contracts';
import { recordStoredReferral } from '../referral/record-stored-referral';
import { claimGuestAnalyses } from './claim-guest-analyses';
import { logout, refreshSession } from './identity-api';
import { loadUser, withBackoff } from './load-user';
import { loadedPageQueries } from './page-query-client';
import { hasSignedInHint } from './signed-in-hint';

export type SessionStatus = 'idle' | 'loading' | 'signedIn' | 'signedOut';

interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /** Loads the session once per page load (asking identity only when its signed-in hint is there); later calls do nothing. */
  start: (language: Language) => void;
  /** Reads /me again after a login or sign-up set the cookies (spec §4: user data is reloaded on sign-in). */
  reload: (language: Language) => Promise<void>;
  /** Ends this browser's session; rejects when the service could not be reached or refused. */
  signOut: (language: Language) => Promise<void>;
}

/** The access token lives 10 minutes: renewing every 4 keeps remote pages' API calls signed in. */
export const KEEP_ALIVE_MS = 4 * 60_000;
let keepAlive: ReturnType<typeof setTimeout> | undefined;

export const useSession = create<SessionState>()((set, get) => {
  function stopKeepAlive() {
    clearTimeout(keepAlive);
    keepAlive = undefined;
  }

  function scheduleKeepAlive(language: Language) {
    stopKeepAlive();
    keepAlive = setTimeout(() => {
      withBackoff(() => refreshSession(language)).then(
        () => scheduleKeepAlive(language),
        // A refused refresh cleared the hint: the user is then signed out without asking again.
        () => void settle(language, { onlyWithHint: true }),
      );
    }, KEEP_ALIVE_MS);
  }

  /** `onlyWithHint`: a browser without identity's signed-in hint has no session, so nothing is asked. */
  async function settle(language: Language, { onlyWithHint = false } = {}) {
    let user: CurrentUser | null = null;
    try {
      if (!onlyWithHint || hasSignedInHint()) user = await loadUser(language);
    } catch (error) {
      // Identity unreachable after every retry: the public pages still work.
      console.warn('session could not be loaded', error);
    }
    if (user) {
      scheduleKeepAlive(language);
      void claimGuestAnalyses(language);
      void recordStoredReferral(language);
    } else stopKeepAlive();
    set({ status: user ? 'signedIn' : 'signedOut', user });
  }

  return {
    status: 'idle',
    user: null,
    start: (language) => {
      if (get().status !== 'idle') return;
      set({ status: 'loading' });
      void settle(language, { onlyWithHint: true });
    },
    reload: (language) => settle(language),
    signOut: async (language) => {
      await logout(language);
      stopKeepAlive();
      set({ status: 'signedOut', user: null });
    },
  };
});

/**
 * The status a page shows: a browser without identity's signed-in hint has no session to wait for, so a guest's
 * page renders at once, and the store's loading steps do not render it again.
 */
export const shownStatus = (state: Pick<SessionState, 'status'>): SessionStatus =>
  (state.status === 'idle' || state.status === 'loading') && !hasSignedInHint() ? 'signedOut' : state.status;

// What the query cache holds was read for whoever was signed in: a sign-out, a sign-in or another account empties it.
useSession.subscribe((state, previous) => {
  if (state.user?.userId !== previous.user?.userId) loadedPageQueries()?.client.clear();
});
