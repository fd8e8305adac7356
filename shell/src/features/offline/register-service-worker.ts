import { Workbox } from 'workbox-window';
import type { Language } from '@app/contracts';
import { useAppUpdate } from './app-update';
import { PREFETCH_DELAY_MS, PREPARE_OFFLINE, SERVICE_WORKER_URL, urlsToPrefetch } from './cache-plan';

/** The same-origin files this page has loaded so far (its scripts, texts, remotes.json, a remote's chunks). */
function loadedResources(): string[] {
  return performance.getEntriesByType('resource').map((entry) => entry.name);
}

/** Spec §2: about 1 s after registration the pages /, /pt, /en and /es are fetched and kept, with what this page needs. */
async function prefetch(workbox: Workbox, language: Language): Promise<void> {
  const urlsToCache = urlsToPrefetch(window.location.origin, window.location.pathname, loadedResources());
  await workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } });
  await workbox.messageSW({ type: PREPARE_OFFLINE, language });
}

/**
 * Registers /sw.js once the page has loaded. A new version never runs under an old page: it waits until the
 * person accepts it (the prompt), then every page it takes over reloads.
 */
export function registerServiceWorker(currentLanguage: () => Language, reload = () => window.location.reload()): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () => useAppUpdate.getState().offer(() => workbox.messageSkipWaiting()));
  // Taken over by a newer worker (accepted here or in another tab): the old page must not run on.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) reload();
  });
  workbox.register().then(
    () =>
      setTimeout(() => {
        prefetch(workbox, currentLanguage()).catch((error: unknown) => console.warn('offline copies not prepared', error));
      }, PREFETCH_DELAY_MS),
    (error: unknown) => console.warn('service worker not registered', error),
  );
}
