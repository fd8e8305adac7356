import { isLanguage, isShortCode, sharedResultPath, type Language } from '@app/contracts';
import { baseLanguage } from './server';
import { pathFor, sectionFromAnySlug, sectionFromSlug, sharedResultSlugLanguage, type Section } from './slugs';

export type PageId = 'home' | Section | 'notFound' | 'resetPassword' | 'sharedResult';

export type ResolvedLocation =
  /** `code`: the short code of the shared-result page. */
  | { kind: 'page'; language: Language; page: PageId; code?: string }
  /** `language`: the language the unknown path named, which the 404 page it leads to keeps. */
  | { kind: 'redirect'; to: string; language?: Language }
  /** Handled by a service behind the gateway (short links), not by the shell. */
  | { kind: 'server' };

const NOT_FOUND_SEGMENT = '404';
const RESET_PASSWORD_SEGMENT = 'reset-password';
const SHORT_LINK_SEGMENT = 's';
export const NOT_FOUND_PATH = `/${NOT_FOUND_SEGMENT}`;
export const RESET_PASSWORD_PATH = `/${RESET_PASSWORD_SEGMENT}`;

/** Path segments without the leading slash; one trailing slash is tolerated. */
function segmentsOf(pathname: string): string[] {
  const segments = pathname.split('/').slice(1);
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
  return segments;
}

/** The language named by the leading path segment, if it is exactly one of ours. */
export function languageFromPath(pathname: string): Language | undefined {
  const first = segmentsOf(pathname)[0];
  return isLanguage(first) ? first : undefined;
}

/**
 * Language for a path without a language prefix. The first non-empty preference decides
 * (callers pass the stored choice, then the device languages); English when it is not ours.
 */
export function languageFromPreferences(prefs: readonly (string | null | undefined)[]): Language {
  const first = prefs.find((pref) => typeof pref === 'string' && pref.trim() !== '');
  return baseLanguage(first) ?? 'en';
}

const notFound: ResolvedLocation = { kind: 'redirect', to: NOT_FOUND_PATH };

function notFoundIn(language: Language): ResolvedLocation {
  return { kind: 'redirect', to: NOT_FOUND_PATH, language };
}

/** Whether `/{lang}/{slug}/{code}` names a shared result: a shared-result slug of any language and a short code. */
function isSharedResult(slug: string, code: string): boolean {
  return sharedResultSlugLanguage(slug) !== undefined && isShortCode(code);
}

/** A shared-result slug of another language is translated, keeping the code. */
function resolveSharedResult(language: Language, slug: string, code: string): ResolvedLocation {
  if (!isSharedResult(slug, code)) return notFoundIn(language);
  if (sharedResultSlugLanguage(slug) !== language) return { kind: 'redirect', to: sharedResultPath(language, code) };
  return { kind: 'page', language, page: 'sharedResult', code };
}

function resolveLocalised(language: Language, rest: string[]): ResolvedLocation {
  if (rest.length === 0) return { kind: 'page', language, page: 'home' };
  const [slug = '', code = ''] = rest;
  if (rest.length === 2) return resolveSharedResult(language, slug, code);
  if (rest.length > 1) return notFoundIn(language);
  const own = sectionFromSlug(language, slug);
  if (own) return { kind: 'page', language, page: own };
  // A slug from another language (e.g. /en/historico) keeps the section, in this language.
  const foreign = sectionFromAnySlug(slug);
  return foreign ? { kind: 'redirect', to: pathFor(language, foreign) } : notFoundIn(language);
}

/** What the shell shows or where it sends the browser for `pathname` (query and hash excluded). */
export function resolveLocation(pathname: string, prefs: readonly (string | null | undefined)[]): ResolvedLocation {
  const [first = '', ...rest] = segmentsOf(pathname);
  if (first === '' && rest.length === 0) return { kind: 'redirect', to: pathFor(languageFromPreferences(prefs)) };
  if (isLanguage(first)) return resolveLocalised(first, rest);
  if (first === SHORT_LINK_SEGMENT && rest.length === 1 && rest[0] !== '') return { kind: 'server' };
  if (rest.length > 0) return notFound;
  if (first === NOT_FOUND_SEGMENT) return { kind: 'page', language: languageFromPreferences(prefs), page: 'notFound' };
  if (first === RESET_PASSWORD_SEGMENT) {
    return { kind: 'page', language: languageFromPreferences(prefs), page: 'resetPassword' };
  }
  // A bare section slug (e.g. /historico) gets the preferred language in front of it.
  const section = sectionFromAnySlug(first);
  return section ? { kind: 'redirect', to: pathFor(languageFromPreferences(prefs), section) } : notFound;
}

/**
 * The same section (or shared result) in `newLang`, or that language's home when the path names neither.
 * The reset page has one address in every language (its link came by e-mail), so it stays where it is.
 */
export function switchLanguagePath(pathname: string, newLang: Language): string {
  const [first, slug, ...deeper] = segmentsOf(pathname);
  if (first === RESET_PASSWORD_SEGMENT && slug === undefined) return RESET_PASSWORD_PATH;
  if (!isLanguage(first) || slug === undefined) return pathFor(newLang);
  const [code = ''] = deeper;
  if (deeper.length === 1 && isSharedResult(slug, code)) return sharedResultPath(newLang, code);
  if (deeper.length > 0) return pathFor(newLang);
  const section = sectionFromSlug(first, slug) ?? sectionFromAnySlug(slug);
  return pathFor(newLang, section);
}
