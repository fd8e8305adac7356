/**
 * The five languages of the product; pt is the default market language. Free of zod on purpose: every page
 * of the site reads these, and a page that only needs a constant should not download the schema library.
 */
export const LANGUAGES = ['pt', 'en', 'es', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
