import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@app/contracts';
import { loadRemotesConfig } from './remotes-config';

const registered = new Set<RemoteName>();

function absolute(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/**
 * Loads `remote/module` through the federation runtime. `retry` re-registers the remote so that a failed
 * manifest or entry is fetched again instead of the runtime's cached failure being returned.
 */
export async function loadRemoteModule<Props>(
  remote: RemoteName,
  module: string,
  { retry = false }: { retry?: boolean } = {},
): Promise<ComponentType<Props>> {
  const config = await loadRemotesConfig();
  const manifest = config.remotes[remote];
  if (!manifest) throw new Error(`${remote} is not listed in remotes.json`);
  if (retry || !registered.has(remote)) {
    registerRemotes([{ name: remote, entry: absolute(manifest) }], { force: registered.has(remote) });
    registered.add(remote);
  }
  const loaded = await loadRemote<{ default: ComponentType<Props> }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded.default;
}
