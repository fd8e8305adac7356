import type { OwnShortLink } from '@app/contracts';

export type LinkStatus = 'active' | 'revoked' | 'expired';

/** Whether a link still works: revoked outranks expired, since revoking is the owner's own act. */
export function linkStatus(link: Pick<OwnShortLink, 'revoked' | 'expiresAt'>, now = Date.now()): LinkStatus {
  if (link.revoked) return 'revoked';
  if (link.expiresAt !== null && Date.parse(link.expiresAt) <= now) return 'expired';
  return 'active';
}
