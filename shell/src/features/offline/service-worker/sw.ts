// The site's service worker (spec §2), built by workbox-webpack-plugin's InjectManifest into /sw.js.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  ASSETS_CACHE,
  OFFLINE_REMOTE_PAGE,
  PAGES_CACHE,
  PREPARE_OFFLINE,
  RUNTIME_CACHE,
  isChangingRemoteFile,
  isHashedAsset,
  isLanguageTexts,
  isPagePath,
  mainScriptOf,
  remoteManifestUrl,
  remotePageFiles,
} from '../cache-plan';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const manifest = self.__WB_MANIFEST.map((entry) => (typeof entry === 'string' ? { url: entry, revision: null } : entry));
const builtUrls = manifest.map((entry) => entry.url);
const SHELL_TEMPLATE = '/index.html';
const mainScript = mainScriptOf(builtUrls);

// The shell's own files, but not every language's texts: the page asks for its language's (PREPARE_OFFLINE).
// directoryIndex off: "/" is the gateway's page with its metadata, not the bare template.
precacheAndRoute(
  manifest.filter((entry) => !isLanguageTexts(entry.url)),
  { directoryIndex: '', cleanURLs: false },
);
cleanupOutdatedCaches();
// The first worker takes the page that registered it, so that page works offline without a reload. A later
// one only activates when the person accepts the update, and every page it takes then reloads.
clientsClaim();

/** A kept copy of a page is used only if it was rendered for this worker's shell build: never an old page on new files. */
const thisBuildOnly = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) =>
    cachedResponse && mainScript && (await cachedResponse.clone().text()).includes(mainScript) ? cachedResponse : null,
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 5,
  plugins: [thisBuildOnly, new ExpirationPlugin({ maxEntries: 40 })],
});
const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })],
});
// The worker keeps these files itself (PREPARE_OFFLINE), asking without the page's headers: a Vary on the answer
// must not hide the kept copy from the page's request.
const changing = new NetworkFirst({ cacheName: RUNTIME_CACHE, networkTimeoutSeconds: 5, matchOptions: { ignoreVary: true } });

// A page: a navigation, or the page's own prefetch of one (a plain GET of an address without an extension).
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && isPagePath(url.pathname) && (request.mode === 'navigate' || request.destination === ''),
  pages,
);
registerRoute(({ url, sameOrigin }) => sameOrigin && isHashedAsset(url.pathname), assets);
registerRoute(({ url, sameOrigin }) => sameOrigin && isChangingRemoteFile(url.pathname), changing);

// Offline with no copy of the page from this build: the shell's own template of this build (it routes by address).
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await matchPrecache(SHELL_TEMPLATE)) ?? Response.error();
});

async function keep(cacheName: string, urls: readonly string[]): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      try {
        await cache.add(url);
      } catch (error) {
        console.warn('not kept for offline use', url, error);
      }
    }),
  );
}

/** The symptom page's remote files in `language`, read from its manifest, when it is served from this origin. */
async function keepOfflineRemotePage(language: string): Promise<void> {
  const runtime = await caches.open(RUNTIME_CACHE);
  const remotes = await fetch('/remotes.json', { cache: 'no-store' });
  if (!remotes.ok) return;
  await runtime.put('/remotes.json', remotes.clone());
  const listed = remoteManifestUrl(await remotes.json(), OFFLINE_REMOTE_PAGE.remote);
  if (!listed) return;
  const manifestUrl = new URL(listed, self.location.origin);
  if (manifestUrl.origin !== self.location.origin) return;
  const remoteManifest = await fetch(manifestUrl, { cache: 'no-store' });
  if (!remoteManifest.ok) return;
  await runtime.put(manifestUrl.href, remoteManifest.clone());
  const files = remotePageFiles(await remoteManifest.json(), OFFLINE_REMOTE_PAGE.expose, language).map(
    (file) => new URL(file, manifestUrl).href,
  );
  await keep(
    RUNTIME_CACHE,
    files.filter((file) => !isHashedAsset(new URL(file).pathname)),
  );
  await keep(
    ASSETS_CACHE,
    files.filter((file) => isHashedAsset(new URL(file).pathname)),
  );
}

async function prepareOffline(language: string): Promise<void> {
  await keep(
    ASSETS_CACHE,
    builtUrls.filter((url) => isLanguageTexts(url, language)),
  );
  try {
    await keepOfflineRemotePage(language);
  } catch (error) {
    console.warn('the symptom page is not kept for offline use', error);
  }
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return;
  const { type, language } = data as { type?: unknown; language?: unknown };
  // workbox-window's messageSkipWaiting: the person accepted the new version.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === PREPARE_OFFLINE && typeof language === 'string') {
    const done = prepareOffline(language);
    event.waitUntil(done);
    void done.then(() => event.ports[0]?.postMessage(true));
  }
});
