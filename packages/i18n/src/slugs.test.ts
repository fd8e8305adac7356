import { LANGUAGES, SHARED_RESULT_SLUGS } from '@app/contracts';
import { SECTIONS, SLUGS, pathFor, sectionFromAnySlug, sectionFromSlug, sharedResultSlugLanguage, slugFor, type Section } from './slugs';

/** Spec §2 slug table, plus the terms, find-care, exam-analysis, ai-chat and family-profile slugs the product uses. */
const TABLE: [Section, string, string, string, string, string][] = [
  ['symptoms', 'triagem-de-sintomas', 'symptom-analysis', 'analisis-de-sintomas', 'symptom-analyse', 'analyse-de-symptomes'],
  ['history', 'historico', 'history', 'historial', 'verlauf', 'historique'],
  ['profile', 'perfil', 'profile', 'perfil', 'profil', 'profil'],
  ['settings', 'configuracoes', 'settings', 'configuracion', 'einstellungen', 'parametres'],
  ['pro', 'vitalia-pro', 'vitalia-pro', 'vitalia-pro', 'vitalia-pro', 'vitalia-pro'],
  [
    'privacy',
    'politica-de-privacidade',
    'privacy-policy',
    'politica-de-privacidad',
    'datenschutzrichtlinie',
    'politique-de-confidentialite',
  ],
  ['terms', 'termos-de-uso', 'terms-of-use', 'terminos-de-uso', 'nutzungsbedingungen', 'conditions-d-utilisation'],
  ['find-care', 'encontrar-atendimento', 'find-care', 'buscar-atencion', 'hilfe-finden', 'trouver-des-soins'],
  ['exam-analysis', 'analise-de-exames', 'exam-analysis', 'analisis-de-examenes', 'befundanalyse', 'analyse-d-examens'],
  ['ai-chat', 'chat-ia', 'ai-chat', 'chat-ia', 'ki-chat', 'chat-ia'],
  ['family-profile', 'perfil-familiar', 'family-profile', 'perfil-familiar', 'familienprofil', 'profil-familial'],
];
const CASES = TABLE.flatMap(([section, ...slugs]) => LANGUAGES.map((lang, i) => [section, lang, slugs[i] as string] as const));

describe('section slugs', () => {
  it('covers every section', () => {
    expect(TABLE.map(([section]) => section).sort()).toEqual([...SECTIONS].sort());
  });

  it.each(CASES)('%s in %s is /%s', (section, lang, slug) => {
    expect(slugFor(lang, section)).toBe(slug);
    expect(sectionFromSlug(lang, slug)).toBe(section);
    expect(sectionFromAnySlug(slug)).toBe(section);
    expect(pathFor(lang, section)).toBe(`/${lang}/${slug}`);
  });

  it('does not accept a slug in a language it does not belong to', () => {
    expect(sectionFromSlug('en', 'historico')).toBeUndefined();
    expect(sectionFromSlug('pt', 'unknown')).toBeUndefined();
  });

  it('builds the home path of a language', () => {
    expect(pathFor('pt')).toBe('/pt');
    expect(pathFor('fr')).toBe('/fr');
  });
});

describe('shared-result slugs', () => {
  it.each([
    ['pt', 'analise-compartilhada'],
    ['en', 'shared-analysis'],
    ['es', 'analisis-compartido'],
    ['de', 'geteilte-analyse'],
    ['fr', 'analyse-partagee'],
  ] as const)('%s: /%s', (lang, slug) => {
    expect(SHARED_RESULT_SLUGS[lang]).toBe(slug);
    expect(sharedResultSlugLanguage(slug)).toBe(lang);
  });

  it('never name a section', () => {
    const sectionSlugs = LANGUAGES.flatMap((lang) => Object.values(SLUGS[lang]));
    for (const slug of Object.values(SHARED_RESULT_SLUGS)) expect(sectionSlugs).not.toContain(slug);
    expect(sharedResultSlugLanguage('historico')).toBeUndefined();
  });
});
