import { create } from 'zustand';
import type { CurrentUser, Language } from '@app/contracts';
import { recordStoredReferral } from '../referral/record-stored-referral';
import { claimGuestAnalyses } from './claim-guest-analyses';
import { logout, refreshSession } from './identity-api';
import { loadUser, withBackoff } from './load-user';

export type SessionStatus = 'idle' | 'loading' | 'signedIn' | 'signedOut';

interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /** Loads the session once per page load; later calls do nothing. */
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
        () => void get().reload(language),
      );
    }, KEEP_ALIVE_MS);
  }

  async function settle(language: Language) {
    let user: CurrentUser | null = null;
    try {
      user = await loadUser(language);
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
      void settle(language);
    },
    reload: (language) => settle(language),
    signOut: async (language) => {
      await logout(language);
      stopKeepAlive();
      set({ status: 'signedOut', user: null });
    },
  };
});
