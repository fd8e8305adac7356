import type { Section } from '@app/i18n';

/** A header link: a section, or 'home' (which is the dashboard for someone signed in). */
export type NavTarget = Section | 'home';

/**
 * The header's main sections for the person's role. Pro appears only with test access, the same rule the
 * user menu and the Pro pages' gate follow (spec §2).
 */
export function navSections({ signedIn, testAccess }: { signedIn: boolean; testAccess: boolean }): NavTarget[] {
  if (!signedIn) return ['symptoms', 'find-care', 'privacy'];
  return ['home', 'symptoms', 'history', 'find-care', ...(testAccess ? (['pro'] as const) : [])];
}
