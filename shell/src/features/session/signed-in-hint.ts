import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '@app/contracts';

const HINT_NAMES = [SIGNED_IN_HINT_COOKIE, `__Host-${SIGNED_IN_HINT_COOKIE}`];

/**
 * Whether identity's signed-in hint cookie is there (plain over http, `__Host-` over https). Without it the
 * browser holds no session, so a guest's page asks identity nothing instead of collecting two 401s.
 */
export function hasSignedInHint(): boolean {
  return document.cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .some(([name, value]) => name !== undefined && HINT_NAMES.includes(name) && value === SIGNED_IN_HINT_VALUE);
}
