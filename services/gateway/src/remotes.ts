import { readFile, stat } from 'node:fs/promises';
import { REMOTE_NAMES, remotesConfigSchema } from '@app/contracts';
import type { RemoteName, RemotesConfig } from '@app/contracts';

/** The path segment each remote is served under by the gateway: mf_symptoms → /mf/symptoms/. */
export function remoteSegment(name: RemoteName): string {
  return name.replace(/^mf_/, '');
}

export function defaultRemotesConfig(): RemotesConfig {
  return {
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `/mf/${remoteSegment(name)}/mf-manifest.json`]),
    ) as RemotesConfig['remotes'],
  };
}

/**
 * Follows remotes.json on every call when a file is configured, so a deploy can point a remote at a new
 * build without restarting anything. A file that does not parse is an operator error: it is reported
 * and the defaults are served instead of a broken site.
 */
export function remotesSource(file: string | undefined, onInvalid: (error: unknown) => void) {
  const fallback = defaultRemotesConfig();
  if (!file) return async () => fallback;
  // Every response carries the CSP built from this file: read and parse it again only when it changed.
  let cached: { mtimeMs: number; size: number; config: RemotesConfig } | undefined;
  return async (): Promise<RemotesConfig> => {
    try {
      const { mtimeMs, size } = await stat(file);
      if (cached?.mtimeMs === mtimeMs && cached.size === size) return cached.config;
      const parsed = remotesConfigSchema.parse(JSON.parse(await readFile(file, 'utf8')));
      cached = { mtimeMs, size, config: { remotes: { ...fallback.remotes, ...parsed.remotes } } };
      return cached.config;
    } catch (error) {
      cached = undefined;
      onInvalid(error);
      return fallback;
    }
  };
}

/** Origins other than the site's own that remotes are loaded from. */
export function remoteOrigins(config: RemotesConfig): string[] {
  const origins = Object.values(config.remotes)
    .filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
