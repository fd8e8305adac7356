import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '@app/contracts';
import type { Language } from '@app/contracts';
import { readCookie } from '@app/service-kit';
import {
  HTML_LANG,
  NOT_FOUND_PATH,
  common,
  escapeHtml,
  negotiateLanguage,
  pageMeta,
  renderHeadTags,
  resolveLocation,
  translate,
} from '@app/i18n';
import type { PageId } from '@app/i18n';
import { firstPaint } from './first-paint';

export interface DocumentPlan {
  status: 200 | 404;
  page: PageId;
  language: Language;
  /** The short code of a shared-result page. */
  code?: string;
}

/**
 * Which page the shell will show for a path, so the first HTML already carries that page's language and
 * metadata. Unknown paths answer 404 (the shell then shows /404); other redirects are left to the shell,
 * which also knows the language the user chose before.
 */
export function planDocument(pathname: string, acceptLanguage: string | undefined): DocumentPlan {
  const prefs = [negotiateLanguage(acceptLanguage, null)];
  let resolved = resolveLocation(pathname, prefs);
  if (resolved.kind === 'redirect') {
    if (resolved.to === NOT_FOUND_PATH) return { status: 404, page: 'notFound', language: prefs[0]! };
    resolved = resolveLocation(resolved.to, prefs);
  }
  if (resolved.kind !== 'page') return { status: 404, page: 'notFound', language: prefs[0]! };
  const { page, language, code } = resolved;
  return { status: page === 'notFound' ? 404 : 200, page, language, ...(code === undefined ? {} : { code }) };
}

/** The `X-Robots-Tag` of the page: the same `noindex` as its robots meta tag (shared results, 404, reset). */
export function robotsTag(plan: DocumentPlan): string | undefined {
  return pageMeta(plan.page, plan.language, '', plan.code).robots;
}

/**
 * Whether identity's signed-in hint cookie came with the request (plain over http, `__Host-` over https): the
 * visitor then probably has a session, and the shell will show them other screens than a visitor's.
 */
export function signedInHint(cookieHeader: string | undefined): boolean {
  return [SIGNED_IN_HINT_COOKIE, `__Host-${SIGNED_IN_HINT_COOKIE}`].some((name) => readCookie(cookieHeader, name) === SIGNED_IN_HINT_VALUE);
}

export const HEAD_MARKER = '<!--app-head-->';
export const LOADING_MARKER = '<!--app-loading-->';
/** Where the page's static first screen goes: before the shell's root. */
export const FIRST_PAINT_MARKER = '<!--app-first-paint-->';

export function renderDocument(template: string, plan: DocumentPlan, origin: string, { signedIn = false } = {}): string {
  const head = renderHeadTags(pageMeta(plan.page, plan.language, origin, plan.code));
  // Only into a shell that has the place for it (and knows to hand it over).
  const screen =
    plan.status === 200 && template.includes(FIRST_PAINT_MARKER) ? firstPaint(plan.page, plan.language, { signedIn }) : undefined;
  // Replaced by functions: a `$&` in a text must stay text, not become a replacement pattern.
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[plan.language]}">`)
    .replace(HEAD_MARKER, () => (screen ? `${head}\n${screen.style}` : head))
    .replace(FIRST_PAINT_MARKER, () => screen?.body ?? '')
    .replace(LOADING_MARKER, () => escapeHtml(translate(common, 'loading.text', plan.language)));
}

/** The built shell's index.html, read again only when the file changes (a new shell deploy). */
export function shellTemplate(shellDist: string) {
  const file = path.join(shellDist, 'index.html');
  let cached: { mtimeMs: number; text: string } | undefined;
  return async (): Promise<string> => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: await readFile(file, 'utf8') };
    return cached.text;
  };
}
