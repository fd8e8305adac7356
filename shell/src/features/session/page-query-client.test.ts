import { loadedPageQueries, loadPageQueries } from './page-query-client';

it('the query cache loads only when a page that reads data asks for it, and once', async () => {
  expect(loadedPageQueries()).toBeUndefined();
  const queries = await loadPageQueries();
  expect(loadedPageQueries()).toBe(queries);
  expect(await loadPageQueries()).toBe(queries);
});
