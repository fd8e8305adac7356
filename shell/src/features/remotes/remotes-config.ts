import { readRemotesConfig } from '@app/contracts';
import type { RemotesConfig } from '@app/contracts';

let pending: Promise<RemotesConfig> | undefined;

/** `/remotes.json` is read once per page load; a failed read is tried again on the next call. */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  pending ??= fetch('/remotes.json', { cache: 'no-store', headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return readRemotesConfig(await response.json());
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
