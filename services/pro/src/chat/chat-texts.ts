import type { Language } from '@app/contracts';
import { api, translate } from '@app/i18n';

/** The assistant's own sentences (i18n `api` namespace, `chat.*`). */
export function say(key: string, language: Language, params?: Record<string, string | number>): string {
  return translate(api, `chat.${key}`, language, params);
}

/** Paragraphs of a reply, empty ones left out. */
export function paragraphs(...parts: Array<string | undefined | false>): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join('\n\n');
}

/** A list of steps, one per line. */
export function bullets(items: readonly string[]): string {
  return items.map((item) => `• ${item}`).join('\n');
}
