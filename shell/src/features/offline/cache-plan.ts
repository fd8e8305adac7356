/**
 * What the service worker keeps, shared by the worker and the page that talks to it. Plain functions of URLs:
 * the worker's own scope types stay in the worker.
 */

export const SERVICE_WORKER_URL = '/sw.js';
/** Pages as the gateway rendered them (spec §2 prefetch and every page visited). */
export const PAGES_CACHE = 'vitalia-pages';
/** Files that change in place: remotes.json and the remotes' manifests and entries. */
export const RUNTIME_CACHE = 'vitalia-runtime';
/** Hashed files that never change: language texts, the remotes' chunks. */
export const ASSETS_CACHE = 'vitalia-assets';

/** Spec §2: "about 1 s after registration it prefetches the root path and the /pt, /en and /es paths". */
export const PREFETCH_DELAY_MS = 1000;
export const PREFETCHED_PAGES = ['/', '/pt', '/en', '/es'] as const;

/** The remote page that must open offline, for its emergency card: the worker keeps its files in the page's language. */
export const OFFLINE_REMOTE_PAGE = { remote: 'mf_symptoms', expose: 'SymptomsPage' } as const;

/** The page asks the worker to keep what the active language and the offline page need. */
export const PREPARE_OFFLINE = 'PREPARE_OFFLINE';

/** webpack names long-lived files `<name>.<8 hex>.<ext>` (the gateway caches them for a year). */
export function isHashedAsset(pathname: string): boolean {
  return /\.[0-9a-f]{8}\.(js|css|woff2?)$/.test(pathname);
}

/** A language's texts chunk (`texts-de-symptoms-ts.1a2b3c4d.js`): each language's texts load on their own. */
export function isLanguageTexts(url: string, language?: string): boolean {
  const match = /(?:^|\/)texts-([a-z]{2})-[^/]*$/.exec(url);
  return match !== null && (language === undefined || match[1] === language);
}

/** A page's address: not an API, a remote's file, a short link or a file with an extension. */
export function isPagePath(pathname: string): boolean {
  if (/^\/(api|mf|s)\//.test(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** The files a remote serves in place (no hash in the name): always asked for first, the copy used offline. */
export function isChangingRemoteFile(pathname: string): boolean {
  return pathname === '/remotes.json' || (pathname.startsWith('/mf/') && !isHashedAsset(pathname));
}

/** What the page asks the worker to keep: the spec's pages, this page, and the same-origin files it has loaded. */
export function urlsToPrefetch(origin: string, currentPath: string, loadedResources: readonly string[]): string[] {
  const own = loadedResources
    .filter((name) => URL.canParse(name) && new URL(name).origin === origin)
    .map((name) => new URL(name).pathname)
    .filter((pathname) => !pathname.startsWith('/api/') && pathname !== SERVICE_WORKER_URL);
  return [...new Set<string>([...PREFETCHED_PAGES, currentPath, ...own])];
}

/** The script that names a shell build: a page rendered for another build must not be served with this one. */
export function mainScriptOf(urls: readonly string[]): string | undefined {
  return urls.find((url) => /(^|\/)main\.[0-9a-f]{8}\.js$/.test(url));
}

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ name?: unknown; assets?: { js?: { sync?: unknown; async?: unknown } } }>;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The files of a remote's exposed page, from its mf-manifest.json: its entry, the page's chunks, and of the
 * language texts only those of `language`. Relative to the manifest's folder.
 */
export function remotePageFiles(manifest: unknown, expose: string, language: string): string[] {
  const { metaData, exposes } = (manifest ?? {}) as RemoteManifest;
  const entry = metaData?.remoteEntry;
  const page = exposes?.find((candidate) => candidate.name === expose);
  if (typeof entry?.name !== 'string' || !page) return [];
  const folder = typeof entry.path === 'string' && entry.path !== '' ? `${entry.path.replace(/\/$/, '')}/` : '';
  const chunks = [...strings(page.assets?.js?.sync), ...strings(page.assets?.js?.async)].filter(
    (file) => !isLanguageTexts(file) || isLanguageTexts(file, language),
  );
  return [entry.name, ...chunks].map((file) => folder + file);
}

/** The remote's manifest address in /remotes.json, if it names one. */
export function remoteManifestUrl(remotesConfig: unknown, remote: string): string | undefined {
  const remotes = (remotesConfig as { remotes?: Record<string, unknown> } | null)?.remotes;
  const url = remotes?.[remote];
  return typeof url === 'string' ? url : undefined;
}
