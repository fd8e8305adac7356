// /remotes.json without zod: the shell reads it on every page that shows a remote, before any schema is loaded.

/** The federated remotes the shell loads, by container name. */
export const REMOTE_NAMES = ['mf_symptoms', 'mf_account', 'mf_pro', 'mf_sharing'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** A manifest URL is either same-site (starts with one "/") or absolute http(s). */
export function isSiteOrHttpUrl(url: string): boolean {
  return /^\/(?!\/)/.test(url) || /^https?:\/\/[^/]+/.test(url);
}

export function isManifestUrl(url: string): boolean {
  return url.endsWith('/mf-manifest.json');
}

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** The same checks as `remotesConfigSchema`; throws on a file that does not pass them. */
export function readRemotesConfig(body: unknown): { remotes: Partial<Record<RemoteName, string>> } {
  const remotes: unknown = typeof body === 'object' && body !== null ? (body as { remotes?: unknown }).remotes : undefined;
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) throw new Error('remotes.json has no "remotes" object');
  for (const [name, url] of Object.entries(remotes)) {
    if (!isRemoteName(name)) throw new Error(`remotes.json names an unknown remote "${name}"`);
    if (typeof url !== 'string' || !isSiteOrHttpUrl(url) || !isManifestUrl(url))
      throw new Error(`remotes.json: ${name} is not an mf-manifest.json URL`);
  }
  return { remotes: remotes as Partial<Record<RemoteName, string>> };
}
