import type { PageQueries } from './page-queries';

let loading: Promise<PageQueries> | undefined;
let loaded: PageQueries | undefined;

/**
 * The page's one query cache (./page-queries): its own screens and every remote's read through it. It loads with
 * the first page that reads data (a remote's page, the dashboard), so a guest's home page carries no TanStack Query.
 * A failed load is tried again by the next page that asks.
 */
export function loadPageQueries(): Promise<PageQueries> {
  loading ??= import('./page-queries').then(
    (module) => (loaded = module.pageQueries),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The cache, once a page has loaded it (before that nothing is cached). It holds one user's data: the session
 * store empties it when the user changes.
 */
export function loadedPageQueries(): PageQueries | undefined {
  return loaded;
}
