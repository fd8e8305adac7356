import type { Namespace } from '@app/i18n';
import type { i18n as I18n } from 'i18next';

/**
 * The namespaces the shell loads, in the page's language, before its first render (the first-screen budget,
 * scripts/check-bundle-budget.mjs, reads this list). A page that needs another loads it when it opens.
 */
export const FIRST_SCREEN_NAMESPACES: readonly Namespace[] = ['common', 'home'];

/** Every namespace of the shell's own screens; the remotes load theirs. */
const SHELL_NAMESPACES: readonly Namespace[] = [...FIRST_SCREEN_NAMESPACES, 'meta', 'auth', 'legal', 'pro'];

/** The shell's namespaces the page has in its language so far: a switch of language loads each in the new one. */
export function namespacesInUse(i18n: I18n): Namespace[] {
  return SHELL_NAMESPACES.filter((ns) => i18n.hasResourceBundle(i18n.language, ns));
}
