import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { REMOTE_ANALYTICS_EVENT, type Language, type SharingSlots, type Subscription } from '@app/contracts';
import { i18nOptions } from '@app/i18n';
import { createQueryClient } from './data/query-client';
import { UiProvider } from './ui-provider';

function CurrentPath() {
  return <div data-testid="current-path">{useLocation().pathname}</div>;
}

/**
 * A query cache for one test: the page's, without retries, so that a failed answer shows at once (the retry
 * policy has its own test).
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/**
 * Renders a remote's page the way the shell does: a real i18next instance in `language`, the theme, the query
 * cache (a fresh one unless `queryClient` carries one over from an earlier render) and a router at `path`
 * with the query `search` (the current path is shown in `data-testid="current-path"`).
 */
export async function renderInShell(
  ui: ReactElement,
  {
    language,
    path = '/',
    search = '',
    queryClient = createTestQueryClient(),
  }: { language: Language; path?: string; search?: string; queryClient?: QueryClient },
) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init(i18nOptions(language));
  const view = render(
    <I18nextProvider i18n={i18n}>
      <UiProvider globalStyle={false}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path + search]}>
            <CurrentPath />
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </UiProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient };
}

/** A fetch answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

/** Replaces global fetch for one test with answers given in order. */
export function mockFetch(...responses: Array<Response | Error>): jest.Mock {
  const mock = jest.fn();
  for (const response of responses) {
    if (response instanceof Error) mock.mockRejectedValueOnce(response);
    else mock.mockResolvedValueOnce(response);
  }
  globalThis.fetch = mock;
  return mock;
}

/** The parsed JSON body of the n-th fetch call. */
export function sentBody(mock: jest.Mock, call = 0): unknown {
  const init = mock.mock.calls[call]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body)) as unknown;
}

/** GET /api/pro/subscription for a free user with test access; `overrides` change what a test needs. */
export function subscriptionOf(overrides: Partial<Subscription> = {}): Subscription {
  return {
    active: false,
    planType: null,
    status: 'none',
    startDate: null,
    endDate: null,
    cancelAtPeriodEnd: false,
    familyEmails: [],
    source: 'none',
    testAccess: true,
    ...overrides,
  };
}

/** An active Pro plan of the user's own, with test access. */
export const PRO_SUBSCRIPTION = subscriptionOf({
  active: true,
  planType: 'pro',
  status: 'active',
  source: 'stripe',
  startDate: '2025-03-05T12:00:00.000Z',
  endDate: '2025-04-05T12:00:00.000Z',
});

/** Stand-ins for mf-sharing's widgets, which the shell hands a page: each shows what it was given. */
export const fakeSharing: SharingSlots = {
  SharePanel: ({ analysisId, shareType }) => (
    <div data-testid="share-panel" data-analysis-id={analysisId} data-share-type={shareType}>
      Share panel
    </div>
  ),
  ReferralCard: () => <div data-testid="referral-card">Referral card</div>,
  SharedLinks: () => <div data-testid="shared-links">Shared links</div>,
};

/** The text of `element` as printed: without what `data-print-hide` keeps off the paper, nor style sheets. */
export function printedText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[data-print-hide], style').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

/**
 * What a remote announces on window for the shell's analytics (the shell sends it only with consent), collected for
 * each test of the calling `describe`.
 */
export function recordAnnouncedAnalytics(): unknown[] {
  const announced: unknown[] = [];
  const listen = (event: Event) => announced.push((event as CustomEvent<unknown>).detail);
  beforeEach(() => {
    announced.length = 0;
    window.addEventListener(REMOTE_ANALYTICS_EVENT, listen);
  });
  afterEach(() => window.removeEventListener(REMOTE_ANALYTICS_EVENT, listen));
  return announced;
}
