/**
 * Leaves the single-page app for `path` with a full page load, so nothing of the signed-in state
 * (shell stores, remotes, caches) survives. Its own module so tests can replace it.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
