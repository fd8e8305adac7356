import { LANGUAGES, type Language } from '@app/contracts';

/** Languages tried, in order, when a key is missing in `lang`: en and pt first, then the rest. */
export function fallbackChain(lang: Language): Language[] {
  const preferred: Language[] = ['en', 'pt'];
  const ordered = [...preferred, ...LANGUAGES.filter((l) => !preferred.includes(l))];
  return ordered.filter((l) => l !== lang);
}
