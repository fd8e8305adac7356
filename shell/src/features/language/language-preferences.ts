import type { Language } from '@app/contracts';

const STORAGE_KEY = 'vitalia.language';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked (private mode, sandboxed frame): the device language still applies
  }
}

export function storedLanguage(): string | null {
  return storage()?.getItem(STORAGE_KEY) ?? null;
}

export function rememberLanguage(language: Language): void {
  storage()?.setItem(STORAGE_KEY, language);
}

/** The user's own choice first, then the device's languages in order. */
export function languagePreferences(): string[] {
  const device = navigator.languages?.length ? navigator.languages : [navigator.language];
  return [storedLanguage(), ...device].filter((value): value is string => Boolean(value));
}
