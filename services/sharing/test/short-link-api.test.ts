import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { shortCodeSchema, type CreatedShortLink, type OwnShortLinks, type ShareSnapshot } from '@app/contracts';
import { INTERNAL_TOKEN_HEADER } from '@app/service-kit';
import { aUser, startTestIdentity, testDatabases, type TestIdentity, type TestService, type TestUser } from '@app/service-kit/testing';
import { SHORT_CODE_RETRIES, storeUniqueShortCode } from '../src/short-links/short-code';
import { accessCookieOf, deliverEvent, postJson, SITE, startSharing, TOKEN } from './support';
const SNAPSHOT: ShareSnapshot = {
  language: 'pt',
  urgency: 'medium',
  possibleCauses: [{ name: 'Enxaqueca', likelihood: 0.6 }],
  nextSteps: ['Descanse'],
  recommendations: ['Beba água'],
  careAdvice: 'Procure um médico em alguns dias.',
  disclaimer: 'Não é um diagnóstico.',
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** Symptoms' internal share-snapshot route: each analysis belongs to a user id or a guest cookie value. */
function fakeSymptoms(owners: Map<string, { userId?: string; guestCookie?: string }>): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const id = /^\/internal\/analyses\/([^/]+)\/share-snapshot$/.exec(req.url ?? '')?.[1];
      const caller = JSON.parse(body || '{}') as { userId?: string; guestCookie?: string };
      const owner = id ? owners.get(id) : undefined;
      const ownedBy =
        req.headers[INTERNAL_TOKEN_HEADER.toLowerCase()] !== TOKEN || !owner
          ? undefined
          : owner.userId && owner.userId === caller.userId
            ? 'user'
            : owner.guestCookie && owner.guestCookie === caller.guestCookie
              ? 'guest'
              : undefined;
      res.writeHead(ownedBy ? 200 : 404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(ownedBy ? { snapshot: SNAPSHOT, ownedBy } : { error: { code: 'not_found', message: 'x' } }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.each(testDatabases())('the short-link API on %s', (database) => {
  const owners = new Map<string, { userId?: string; guestCookie?: string }>();
  let symptoms: Server;
  let identity: TestIdentity;
  let service: TestService;
  const start = (env: Record<string, string> = {}) =>
    startSharing(database, {
      identity,
      env: {
        SYMPTOMS_URL: `http://127.0.0.1:${(symptoms.address() as AddressInfo).port}`,
        SHORT_LINK_RATE_LIMIT_PER_MINUTE: '5000',
        VISIT_RATE_LIMIT_PER_MINUTE: '5000',
        STATE_CHANGE_RATE_LIMIT_PER_MINUTE: '5000',
        ...env,
      },
    });
  beforeAll(async () => {
    symptoms = await fakeSymptoms(owners);
    identity = await startTestIdentity();
    service = await start();
  });
  afterAll(async () => {
    await service?.stop();
    await identity?.stop();
    await new Promise((resolve) => symptoms?.close(resolve));
  });

  const userCookie = (user: TestUser) => accessCookieOf(identity, user);
  const analysisOf = (owner: { userId?: string; guestCookie?: string }) => {
    const id = randomUUID();
    owners.set(id, owner);
    return id;
  };
  const create = (cookie: string, body: unknown, on = service) => postJson(on, '/api/sharing/short-links', body, { Cookie: cookie });
  const created = async (cookie: string, body: unknown) => {
    const response = await create(cookie, body);
    expect(response.status).toBe(201);
    return (await response.json()) as CreatedShortLink;
  };
  const follow = (code: string, headers: Record<string, string> = {}) => service.request(`/s/${code}`, { redirect: 'manual', headers });
  const listOf = async (cookie: string) =>
    ((await (await service.request('/api/sharing/short-links', { headers: { Cookie: cookie } })).json()) as OwnShortLinks).links;
  const revoke = (cookie: string, code: string) =>
    service.request(`/api/sharing/short-links/${code}`, { method: 'DELETE', headers: { Origin: SITE, Cookie: cookie } });
  const clicksOf = async (code: string) =>
    (
      await service.query<{ clicks: number; link_clicks: number; visits: number }>(
        `select l.clicks, s.link_clicks, (select count(*)::int from sharing.shared_link_visits v where v.sharing_stat_id = s.id) as visits
         from sharing.short_links l join sharing.sharing_stats s on s.id = l.share_id where l.short_code = $1`,
        [code],
      )
    )[0];

  it('gives the owner a 6-character code that redirects to the shared-result page with the tracking parameters, for 30 days', async () => {
    const user = aUser();
    const cookie = await userCookie(user);
    await service.query("insert into sharing.referral_links (user_id, referral_code) values ($1, 'REFANA1')", [user.userId]);
    const before = Date.now();

    const link = await created(cookie, { analysisId: analysisOf({ userId: user.userId }) });

    expect(link.code).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(link.url).toBe(`${SITE}/s/${link.code}`);
    const days = (Date.parse(link.expiresAt!) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    const response = await follow(link.code, { 'X-Forwarded-For': '198.51.100.77', 'User-Agent': 'Visitor/1.0' });
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get('location')!, SITE);
    expect(target.pathname).toBe(`/pt/analise-compartilhada/${link.code}`);
    const [share] = await service.query<{ id: string }>('select share_id as id from sharing.short_links where short_code = $1', [
      link.code,
    ]);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      utm_source: 'share',
      utm_medium: 'short_link',
      utm_campaign: 'analysis_share',
      utm_content: 'symptom_analysis',
      share_id: share!.id,
      ref: 'REFANA1',
      lang: 'pt',
    });
    expect(await clicksOf(link.code)).toEqual({ clicks: 1, link_clicks: 1, visits: 1 });
  });

  it('records where a share was made from, and tags its link with it', async () => {
    const user = aUser();
    const link = await created(await userCookie(user), { analysisId: analysisOf({ userId: user.userId }), shareType: 'history_symptom' });
    const target = new URL((await follow(link.code)).headers.get('location')!, SITE);
    expect(target.searchParams.get('utm_content')).toBe('history_symptom');
    const [share] = await service.query<{ share_type: string }>(
      'select s.share_type from sharing.sharing_stats s join sharing.short_links l on l.share_id = s.id where l.short_code = $1',
      [link.code],
    );
    expect(share!.share_type).toBe('history_symptom');
  });

  it('stores the visitor address truncated, never whole', async () => {
    const user = aUser();
    const link = await created(await userCookie(user), { analysisId: analysisOf({ userId: user.userId }) });
    await follow(link.code, { 'X-Forwarded-For': '203.0.113.45' });
    const [visit] = await service.query<{ visitor_ip_address: string }>(
      `select v.visitor_ip_address from sharing.shared_link_visits v join sharing.short_links l on l.share_id = v.sharing_stat_id where l.short_code = $1`,
      [link.code],
    );
    expect(visit?.visitor_ip_address).not.toContain('.45');
    expect(visit?.visitor_ip_address).toMatch(/\/(24|48)$/);
  });

  it('lets a guest share, list and revoke through the guest cookie', async () => {
    const guestCookie = `${randomUUID()}.signature`;
    const cookie = `vitalia_guest=${guestCookie}`;
    const analysisId = analysisOf({ guestCookie });

    const link = await created(cookie, { analysisId, expiresIn: 'never' });

    expect(link.expiresAt).toBeNull();
    expect(await listOf(cookie)).toEqual([
      { ...link, analysisId, createdAt: expect.any(String), revoked: false, clicks: 0, visits: 0, registrations: 0, analyses: 0 },
    ]);
    expect((await revoke(cookie, link.code)).status).toBe(204);
    expect((await listOf(cookie))[0]?.revoked).toBe(true);
  });

  it.each([
    ['24h', 24],
    ['7d', 7 * 24],
  ])('expires after %s when the owner picks it', async (expiresIn, hours) => {
    const user = aUser();
    const link = await created(await userCookie(user), { analysisId: analysisOf({ userId: user.userId }), expiresIn });
    expect(Math.round((Date.parse(link.expiresAt!) - Date.now()) / 3_600_000)).toBe(hours);
  });

  it("answers 404 for someone else's analysis, 401 for a visitor without identity and 400 for a bad lifetime", async () => {
    const other = analysisOf({ userId: randomUUID() });
    expect((await create(await userCookie(aUser()), { analysisId: other })).status).toBe(404);
    expect((await create(`vitalia_guest=${randomUUID()}.x`, { analysisId: other })).status).toBe(404);
    expect((await create('', { analysisId: other })).status).toBe(401);
    const user = aUser();
    expect((await create(await userCookie(user), { analysisId: analysisOf({ userId: user.userId }), expiresIn: '1y' })).status).toBe(400);
  });

  it('serves the shared result publicly with noindex and without personal data', async () => {
    const user = aUser();
    const analysisId = analysisOf({ userId: user.userId });
    const link = await created(await userCookie(user), { analysisId });

    const response = await service.request(`/api/sharing/shared/${link.code}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: link.code, result: SNAPSHOT });
    for (const personal of [user.userId, user.email, analysisId]) expect(text).not.toContain(personal);
    const unknown = await service.request('/api/sharing/shared/Nope42');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-robots-tag')).toBe('noindex');
  });

  it("revokes only the owner's link: anyone else gets 404; afterwards the link goes home and the page is gone", async () => {
    const user = aUser();
    const cookie = await userCookie(user);
    const link = await created(cookie, { analysisId: analysisOf({ userId: user.userId }) });

    expect((await revoke(await userCookie(aUser()), link.code)).status).toBe(404);
    expect((await follow(link.code)).headers.get('location')).not.toBe('/');
    expect((await revoke(cookie, link.code)).status).toBe(204);

    expect((await follow(link.code)).headers.get('location')).toBe('/');
    expect((await service.request(`/api/sharing/shared/${link.code}`)).status).toBe(404);
    expect((await clicksOf(link.code))?.clicks).toBe(1);
  });

  it('sends an expired link home and hides its page', async () => {
    const user = aUser();
    const link = await created(await userCookie(user), { analysisId: analysisOf({ userId: user.userId }), expiresIn: '24h' });
    await service.query(`update sharing.short_links set expires_at = now() - interval '1 second' where short_code = $1`, [link.code]);

    expect((await follow(link.code)).headers.get('location')).toBe('/');
    expect((await service.request(`/api/sharing/shared/${link.code}`)).status).toBe(404);
    expect((await clicksOf(link.code))?.clicks).toBe(0);
  });

  it("does not count the owner's own visits", async () => {
    const user = aUser();
    const cookie = await userCookie(user);
    const link = await created(cookie, { analysisId: analysisOf({ userId: user.userId }) });
    const guestCookie = `${randomUUID()}.sig`;
    const guestLink = await created(`vitalia_guest=${guestCookie}`, { analysisId: analysisOf({ guestCookie }) });

    expect((await follow(link.code, { Cookie: cookie })).status).toBe(302);
    expect((await follow(guestLink.code, { Cookie: `vitalia_guest=${guestCookie}` })).status).toBe(302);

    expect(await clicksOf(link.code)).toEqual({ clicks: 0, link_clicks: 0, visits: 0 });
    expect(await clicksOf(guestLink.code)).toEqual({ clicks: 0, link_clicks: 0, visits: 0 });
  });

  it('counts concurrent visits exactly', async () => {
    const user = aUser();
    const link = await created(await userCookie(user), { analysisId: analysisOf({ userId: user.userId }) });
    await Promise.all(Array.from({ length: 60 }, () => follow(link.code)));
    expect(await clicksOf(link.code)).toEqual({ clicks: 60, link_clicks: 60, visits: 60 });
  });

  it('gives concurrent HTTP creations distinct codes', async () => {
    const user = aUser();
    const cookie = await userCookie(user);
    const analysisId = analysisOf({ userId: user.userId });
    const links = await Promise.all(Array.from({ length: 40 }, () => created(cookie, { analysisId })));
    expect(new Set(links.map((link) => link.code)).size).toBe(40);
  });

  it("removes the user's links and visits when the account is deleted", async () => {
    const user = aUser();
    const link = await created(await userCookie(user), { analysisId: analysisOf({ userId: user.userId }) });
    await follow(link.code);
    const response = await deliverEvent(service, 'user.deleted', { userId: user.userId });
    expect(response.status).toBe(200);
    expect(await service.query('select 1 from sharing.short_links where short_code = $1', [link.code])).toEqual([]);
    expect((await follow(link.code)).headers.get('location')).toBe('/');
  });

  it('limits how many links one client creates per minute', async () => {
    const limited = await start({ SHORT_LINK_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const user = aUser();
      const cookie = await userCookie(user);
      const analysisId = analysisOf({ userId: user.userId });
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await create(cookie, { analysisId }, limited)).status);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.stop();
    }
  });

  it('stops recording visits of a client over its visit budget, still redirecting it', async () => {
    const limited = await start({ VISIT_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const user = aUser();
      const link = (await (
        await create(await userCookie(user), { analysisId: analysisOf({ userId: user.userId }) }, limited)
      ).json()) as CreatedShortLink;
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await limited.request(`/s/${link.code}`, { redirect: 'manual' })).status);
      expect(statuses).toEqual([302, 302, 302]);
      const [row] = await limited.query<{ clicks: number }>('select clicks from sharing.short_links where short_code = $1', [link.code]);
      expect(row?.clicks).toBe(2);
    } finally {
      await limited.stop();
    }
  });
});

describe.each(testDatabases())('short codes on %s', (database) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startSharing(database);
  });
  afterAll(async () => {
    await service?.stop();
  });
  const tryInsert = async (code: string) =>
    (
      await service.query(
        "insert into sharing.short_links (short_code, original_url) values ($1, '/x') on conflict (short_code) do nothing returning id",
        [code],
      )
    ).length === 1;

  it('stores 1,000 concurrent creations under 1,000 distinct codes of 6 alphanumerics', async () => {
    const codes = await Promise.all(Array.from({ length: 1000 }, () => storeUniqueShortCode(tryInsert)));
    expect(new Set(codes).size).toBe(1000);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{6}$/);
  });

  it('retries a colliding code 10 times, then takes the timestamp-based code', async () => {
    await tryInsert('Taken1');
    const tried: string[] = [];
    const code = await storeUniqueShortCode(
      async (candidate) => {
        tried.push(candidate);
        return tryInsert(candidate);
      },
      { random: () => 'Taken1' },
    );
    expect(tried.filter((candidate) => candidate === 'Taken1')).toHaveLength(1 + SHORT_CODE_RETRIES);
    expect(code).toMatch(/^[a-z0-9]{8,}[A-Za-z0-9]{4}$/);
    expect(shortCodeSchema.safeParse(code).success).toBe(true);
  });
});
