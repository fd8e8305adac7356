import { GUEST_ID_STORAGE_KEY, type Language } from '@app/contracts';
import { loadedPageQueries } from './page-query-client';

function storedGuestId(): string | null {
  try {
    return localStorage.getItem(GUEST_ID_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Once a visitor who analysed symptoms as a guest is signed in, their analyses move to the account (and the
 * history and dashboard are read again with them). Only asked when this browser has a guest id; a failure is
 * logged and tried again on the next sign-in.
 */
export async function claimGuestAnalyses(language: Language): Promise<void> {
  if (!storedGuestId()) return;
  try {
    const response = await fetch('/api/symptoms/analyses/claim', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Language': language },
    });
    if (!response.ok) throw new Error(`claim answered ${response.status}`);
    localStorage.removeItem(GUEST_ID_STORAGE_KEY);
    void loadedPageQueries()?.invalidateAnalyses();
  } catch (error) {
    console.warn('guest analyses not moved to the account yet', error);
  }
}
