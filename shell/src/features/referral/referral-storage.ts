import { readReferralCode } from '@app/contracts';

/** Spec §3 local storage "referral data": the code of the link the visitor came by, until they sign in. */
export const REFERRAL_STORAGE_KEY = 'vitalia.referral';
/** A referral link counts for a sign-up within 30 days of the visit. */
export const REFERRAL_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

interface StoredReferral {
  code: string;
  savedAt: number;
}

function parse(raw: string): StoredReferral | undefined {
  try {
    const { code, savedAt } = JSON.parse(raw) as Partial<StoredReferral>;
    const valid = typeof code === 'string' ? readReferralCode(code) : undefined;
    return valid && typeof savedAt === 'number' ? { code: valid, savedAt } : undefined;
  } catch {
    return undefined;
  }
}

export function keepReferralCode(code: string, now = Date.now()): void {
  try {
    localStorage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify({ code, savedAt: now }));
  } catch {
    // storage blocked: the visit is still recorded, only its sign-up cannot be credited
  }
}

export function forgetReferralCode(): void {
  try {
    localStorage.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // storage blocked: nothing was kept
  }
}

/** The kept code, unless it is older than 30 days (then it is forgotten) or unreadable. */
export function storedReferralCode(now = Date.now()): string | undefined {
  let raw: string | null;
  try {
    raw = localStorage.getItem(REFERRAL_STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  const stored = parse(raw);
  if (stored && now - stored.savedAt <= REFERRAL_KEPT_MS) return stored.code;
  forgetReferralCode();
  return undefined;
}
