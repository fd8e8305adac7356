/** Spec §3 local storage "cookie consent": the visitor's choice, kept until they clear it. */
export const CONSENT_STORAGE_KEY = 'vitalia.cookie-consent';
/** A dismissal lasts for this visit (this tab's session storage): no choice is stored. */
export const DISMISSAL_STORAGE_KEY = 'vitalia.cookie-banner-dismissed';

export type ConsentChoice = 'accepted' | 'rejected';

/** The stored choice; anything else in the key (an old or tampered value) counts as no choice. */
export function storedConsent(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    return null;
  }
}

/** Only 'accepted' is consent: a refusal, a dismissal or no answer all mean no analytics. */
export function hasAnalyticsConsent(): boolean {
  return storedConsent() === 'accepted';
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // storage blocked: the choice holds for this page only
  }
}

export function dismissedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(DISMISSAL_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberDismissal(): void {
  try {
    sessionStorage.setItem(DISMISSAL_STORAGE_KEY, '1');
  } catch {
    // storage blocked: the banner may come back on the next page
  }
}
