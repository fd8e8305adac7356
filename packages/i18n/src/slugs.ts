import { LANGUAGES, SHARED_RESULT_SLUGS, type Language } from '@app/contracts';

export const SECTIONS = [
  'symptoms',
  'history',
  'profile',
  'settings',
  'pro',
  'privacy',
  'terms',
  'find-care',
  'exam-analysis',
  'ai-chat',
  'family-profile',
] as const;
export type Section = (typeof SECTIONS)[number];

const PRO_SLUG = 'vitalia-pro';

/** Path segment of each section per language (spec §2, plus the terms, find-care and exam pages). */
export const SLUGS: Record<Language, Record<Section, string>> = {
  pt: {
    symptoms: 'triagem-de-sintomas',
    history: 'historico',
    profile: 'perfil',
    settings: 'configuracoes',
    pro: PRO_SLUG,
    privacy: 'politica-de-privacidade',
    terms: 'termos-de-uso',
    'find-care': 'encontrar-atendimento',
    'exam-analysis': 'analise-de-exames',
    'ai-chat': 'chat-ia',
    'family-profile': 'perfil-familiar',
  },
  en: {
    symptoms: 'symptom-analysis',
    history: 'history',
    profile: 'profile',
    settings: 'settings',
    pro: PRO_SLUG,
    privacy: 'privacy-policy',
    terms: 'terms-of-use',
    'find-care': 'find-care',
    'exam-analysis': 'exam-analysis',
    'ai-chat': 'ai-chat',
    'family-profile': 'family-profile',
  },
  es: {
    symptoms: 'analisis-de-sintomas',
    history: 'historial',
    profile: 'perfil',
    settings: 'configuracion',
    pro: PRO_SLUG,
    privacy: 'politica-de-privacidad',
    terms: 'terminos-de-uso',
    'find-care': 'buscar-atencion',
    'exam-analysis': 'analisis-de-examenes',
    'ai-chat': 'chat-ia',
    'family-profile': 'perfil-familiar',
  },
  de: {
    symptoms: 'symptom-analyse',
    history: 'verlauf',
    profile: 'profil',
    settings: 'einstellungen',
    pro: PRO_SLUG,
    privacy: 'datenschutzrichtlinie',
    terms: 'nutzungsbedingungen',
    'find-care': 'hilfe-finden',
    'exam-analysis': 'befundanalyse',
    'ai-chat': 'ki-chat',
    'family-profile': 'familienprofil',
  },
  fr: {
    symptoms: 'analyse-de-symptomes',
    history: 'historique',
    profile: 'profil',
    settings: 'parametres',
    pro: PRO_SLUG,
    privacy: 'politique-de-confidentialite',
    terms: 'conditions-d-utilisation',
    'find-care': 'trouver-des-soins',
    'exam-analysis': 'analyse-d-examens',
    'ai-chat': 'chat-ia',
    'family-profile': 'profil-familial',
  },
};

export function isSection(value: unknown): value is Section {
  return typeof value === 'string' && (SECTIONS as readonly string[]).includes(value);
}

export function slugFor(lang: Language, section: Section): string {
  return SLUGS[lang][section];
}

/** The section whose slug in `lang` is `slug`, if any. */
export function sectionFromSlug(lang: Language, slug: string): Section | undefined {
  return SECTIONS.find((section) => SLUGS[lang][section] === slug);
}

/** The section whose slug in any language is `slug` (slugs never name two different sections). */
export function sectionFromAnySlug(slug: string): Section | undefined {
  for (const lang of LANGUAGES) {
    const section = sectionFromSlug(lang, slug);
    if (section) return section;
  }
  return undefined;
}

/** `/pt` for the home page, `/pt/historico` for a section. */
export function pathFor(lang: Language, section?: Section): string {
  return section ? `/${lang}/${slugFor(lang, section)}` : `/${lang}`;
}

/**
 * The language whose shared-result slug is `slug`, if any. The slugs live in contracts (SHARED_RESULT_SLUGS)
 * because the sharing service builds the same paths for its short-link redirects.
 */
export function sharedResultSlugLanguage(slug: string): Language | undefined {
  return LANGUAGES.find((lang) => SHARED_RESULT_SLUGS[lang] === slug);
}
