import { randomUUID } from 'node:crypto';
import { apiMessage } from '@app/i18n';
import { ACCESS_TOKEN_COOKIE } from '@app/service-kit';
import { aUser, testDatabases } from '@app/service-kit/testing';
import { SITE, startAccountTest, type AccountTest } from './support/account-test-service';

const EVENTS = '/api/account/telemetry/events';

const anEvent = (overrides: Record<string, unknown> = {}) => ({
  event: { name: 'page_view' },
  language: 'pt',
  sessionId: randomUUID(),
  page: '/pt/historico',
  ...overrides,
});

let clientCount = 0;
/** A client address of its own (as the gateway forwards it), so no test eats into another's rate budget. */
const newClient = () => ({ 'X-Forwarded-For': `198.51.100.${(clientCount += 1)}` });

describe.each(testDatabases())('analytics events (spec §7) on %s', (database) => {
  let account: AccountTest;
  beforeAll(async () => {
    account = await startAccountTest(database);
  });
  afterAll(async () => {
    await account?.stop();
  });

  function post(body: unknown, headers: Record<string, string> = {}) {
    return account.service.request(EVENTS, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...newClient(), ...headers },
      body: JSON.stringify(body),
    });
  }

  const storedFor = (sessionId: string) =>
    account.service.query('select name, language, page, props from account.analytics_events where session_id = $1 order by created_at', [
      sessionId,
    ]);
  const count = async () => (await account.service.query<{ n: number }>('select count(*)::int as n from account.analytics_events'))[0]?.n;

  it('stores a page view with its language, visit id and page, and answers 204', async () => {
    const report = anEvent();
    const response = await post(report);

    expect(response.status).toBe(204);
    expect(await storedFor(report.sessionId)).toEqual([{ name: 'page_view', language: 'pt', page: '/pt/historico', props: null }]);
  });

  it.each([
    [{ name: 'language_change', props: { from: 'pt', to: 'de' } }],
    [{ name: 'cookie_consent' }],
    [{ name: 'login' }],
    [{ name: 'referral', props: { action: 'visit' } }],
    [{ name: 'referral', props: { action: 'signup' } }],
    [{ name: 'share', props: { channel: 'whatsapp', content: 'analysis' } }],
    [{ name: 'share', props: { channel: 'copy', content: 'referral' } }],
    [{ name: 'sharing', props: { action: 'link_created' } }],
    [{ name: 'sharing', props: { action: 'link_opened' } }],
  ])('stores %j with its details', async (event) => {
    const report = anEvent({ event, language: 'fr', page: '/fr' });
    expect((await post(report)).status).toBe(204);
    expect(await storedFor(report.sessionId)).toEqual([
      { name: event.name, language: 'fr', page: '/fr', props: 'props' in event ? event.props : null },
    ]);
  });

  it('never ties an event to the user, even with a valid access cookie', async () => {
    const report = anEvent({ event: { name: 'login' } });
    const response = await post(report, {
      Cookie: `${ACCESS_TOKEN_COOKIE}=${await account.identity.tokenFor(aUser())}`,
      Origin: SITE,
    });

    expect(response.status).toBe(204);
    const columns = await account.service.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'account' and table_name = 'analytics_events' order by column_name",
    );
    expect(columns.map((column) => column.column_name)).toEqual(['created_at', 'id', 'language', 'name', 'page', 'props', 'session_id']);
    expect(await storedFor(report.sessionId)).toHaveLength(1);
  });

  it.each([
    ['an unknown event', anEvent({ event: { name: 'purchase' } })],
    ['details on an event that has none', anEvent({ event: { name: 'page_view', props: { title: 'Histórico' } } })],
    ['free text in the details', anEvent({ event: { name: 'share', props: { channel: 'copy', content: 'analysis', note: 'to my GP' } } })],
    ['an unknown share channel', anEvent({ event: { name: 'share', props: { channel: 'email', content: 'analysis' } } })],
    ['a language change to a language not ours', anEvent({ event: { name: 'language_change', props: { from: 'pt', to: 'it' } } })],
    ['a page with a query string (it may carry a token)', anEvent({ page: '/pt/historico?ref=ABC123' })],
    ['a shared result with its code', anEvent({ page: '/pt/analise-compartilhada/Ab12Cd' })],
    ['a page that is not a path', anEvent({ page: 'https://evil.example/' })],
    ['a visit id that is not a uuid', anEvent({ sessionId: 'abc' })],
    ['a user id in the body', anEvent({ userId: randomUUID() })],
    ['an unknown language', anEvent({ language: 'it' })],
  ])('refuses %s with a localised 400 validation error and stores nothing', async (_case, body) => {
    const before = await count();
    const response = await post(body, { 'Accept-Language': 'de' });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: expect.objectContaining({ code: 'validation', message: apiMessage('validation', 'de') }),
    });
    expect(await count()).toBe(before);
  });

  it('refuses a cookie-carrying event from another site (CSRF) with 403 and stores nothing', async () => {
    const before = await count();
    const response = await post(anEvent(), {
      Cookie: `${ACCESS_TOKEN_COOKIE}=${await account.identity.tokenFor(aUser())}`,
      Origin: 'https://evil.example',
    });

    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    expect(await count()).toBe(before);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await (await account.service.request('/api/account/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.paths['/telemetry/events']).toHaveProperty('post');
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['AnalyticsEventInput', 'AnalyticsEvent']));
  });
});

describe('analytics events share the per-client telemetry budget', () => {
  let account: AccountTest;
  beforeAll(async () => {
    account = await startAccountTest('pglite', {}, { TELEMETRY_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await account?.stop();
  });

  it('answers the 3rd report of a minute from one client with a localised 429', async () => {
    const post = () =>
      account.service.request(EVENTS, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.20', 'Accept-Language': 'es' },
        body: JSON.stringify(anEvent()),
      });
    expect((await post()).status).toBe(204);
    expect((await post()).status).toBe(204);

    const limited = await post();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: { code: 'rate_limited', message: apiMessage('rate_limited', 'es') } });
  });
});
