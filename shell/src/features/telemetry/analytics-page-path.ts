import { SHARED_RESULT_SLUGS } from '@app/contracts';
import { NOT_FOUND_PATH, RESET_PASSWORD_PATH, pathFor, resolveLocation } from '@app/i18n';

/**
 * The route of the page at `pathname`, as analytics records it: `/pt/historico`, `/404`. A shared result's code
 * is left out (it opens someone's analysis), and so is an unknown path (it is whatever was typed).
 */
export function analyticsPagePath(pathname: string): string {
  const resolved = resolveLocation(pathname, []);
  if (resolved.kind !== 'page') return '/';
  const { language, page } = resolved;
  if (page === 'home') return pathFor(language);
  if (page === 'notFound') return NOT_FOUND_PATH;
  if (page === 'resetPassword') return RESET_PASSWORD_PATH;
  if (page === 'sharedResult') return `/${language}/${SHARED_RESULT_SLUGS[language]}`;
  return pathFor(language, page);
}
