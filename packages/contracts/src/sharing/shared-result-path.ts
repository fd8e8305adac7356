import type { Language } from '../common/languages';

/** Path segment of the shared-result page per language (no site section fits it). */
export const SHARED_RESULT_SLUGS: Record<Language, string> = {
  pt: 'analise-compartilhada',
  en: 'shared-analysis',
  es: 'analisis-compartido',
  de: 'geteilte-analyse',
  fr: 'analyse-partagee',
};

export function sharedResultPath(language: Language, code: string): string {
  return `/${language}/${SHARED_RESULT_SLUGS[language]}/${code}`;
}
