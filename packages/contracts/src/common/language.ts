import { z } from 'zod';

/** The five languages of the product; pt is the default market language. */
export const LANGUAGES = ['pt', 'en', 'es', 'de', 'fr'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
