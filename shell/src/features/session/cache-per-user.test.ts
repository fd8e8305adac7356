import { queryKeys, type CurrentUser, type Dashboard } from '@app/contracts';
import { jsonResponse } from '@app/ui/testing';
import { TEST_USER, routeFetch } from '../../testing/fake-identity';
import { loadPageQueries } from './page-query-client';
import { pageQueries } from './page-queries';
import { useSession } from './session-store';

const ANA_DASHBOARD: Dashboard = { greetingName: 'Ana', firstVisit: false, screenings: 4, exams: 0 };
const OTHER_USER: CurrentUser = { ...TEST_USER, userId: '2d0e8a8e-5b7c-4f0a-9d8e-3c6b1a2f4e5d', email: 'bruno@example.com' };

/** Ana is signed in and her dashboard is in the page's query cache. */
function anaSignedInWithCachedData() {
  useSession.setState({ status: 'signedIn', user: TEST_USER });
  pageQueryClient.setQueryData(queryKeys.dashboard, ANA_DASHBOARD);
}

const pageQueryClient = pageQueries.client;

beforeEach(async () => {
  // A page that reads data has loaded the cache.
  await loadPageQueries();
  useSession.setState({ status: 'idle', user: null });
  pageQueryClient.clear();
});

it('signing out clears cached data', async () => {
  anaSignedInWithCachedData();
  routeFetch({ 'POST /api/identity/logout': jsonResponse(null, 204) });

  await useSession.getState().signOut('en');

  expect(pageQueryClient.getQueryData(queryKeys.dashboard)).toBeUndefined();
});

it("another account signing in on the same page never sees the previous one's data", async () => {
  anaSignedInWithCachedData();
  routeFetch({ 'GET /api/identity/me': jsonResponse(OTHER_USER) });

  await useSession.getState().reload('en');

  expect(useSession.getState().user).toEqual(OTHER_USER);
  expect(pageQueryClient.getQueryData(queryKeys.dashboard)).toBeUndefined();
});

it('the same user read again keeps what is cached', async () => {
  anaSignedInWithCachedData();
  routeFetch({ 'GET /api/identity/me': jsonResponse(TEST_USER) });

  await useSession.getState().reload('en');

  expect(pageQueryClient.getQueryData(queryKeys.dashboard)).toEqual(ANA_DASHBOARD);
});
