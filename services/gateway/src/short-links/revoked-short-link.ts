import { revokeShortLinkRoute } from '@app/contracts';

/** `DELETE /api/sharing/short-links/{code}` as the gateway forwards it (the sharing service's own path). */
const REVOKE_PATH = new RegExp(`^/api/sharing${revokeShortLinkRoute.path.replace('{code}', '([A-Za-z0-9]+)')}(?:\\?|$)`);

/** The code of a link whose owner just revoked it through the gateway (sharing answered 204), if the request is one. */
export function revokedShortLink({ method, url }: { method: string | undefined; url: string }, status: number): string | undefined {
  if (method !== revokeShortLinkRoute.method.toUpperCase() || status !== 204) return undefined;
  return REVOKE_PATH.exec(url)?.[1];
}
