import { testDatabases, type TestService } from '@app/service-kit/testing';
import { Browser, errorOf, SITE, startIdentity, uniqueEmail, type TestClock } from './support/identity-client';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDatabases())('sessions on %s', (database) => {
  let service: TestService;
  let clock: TestClock;
  beforeAll(async () => {
    ({ service, clock } = await startIdentity(database));
  });
  afterAll(async () => {
    await service?.stop();
  });

  async function signedIn(email = uniqueEmail()) {
    const browser = new Browser(service);
    await browser.signup(email);
    return { browser, email };
  }

  const sessionRow = async (id: string) =>
    (
      await service.query<{ revoked_at: Date | null; revoke_reason: string | null }>(
        'select revoked_at, revoke_reason from identity.user_sessions where id = $1',
        [id],
      )
    )[0];

  it('rotates the refresh token: a new one each time, the session kept, /me still answering', async () => {
    const { browser } = await signedIn();
    const firstRefresh = browser.cookies.get('vitalia_refresh');
    const firstSession = ((await (await browser.me()).json()) as { sessionId: string }).sessionId;

    const refreshed = await browser.post('/refresh');
    expect(refreshed.status).toBe(200);
    expect(browser.cookies.get('vitalia_refresh')).not.toBe(firstRefresh);
    expect(await refreshed.json()).toEqual(expect.objectContaining({ sessionId: firstSession, accessToken: expect.any(String) }));
    expect((await browser.me()).status).toBe(200);
  });

  it('over https names the cookies __Host-vitalia_access and __Secure-vitalia_refresh and reads only those', async () => {
    const overHttps = { 'X-Forwarded-Proto': 'https' };
    const browser = new Browser(service, overHttps);
    const setCookies = (await browser.signup(uniqueEmail())).headers.getSetCookie();
    const access = setCookies.find((cookie) => cookie.startsWith('__Host-vitalia_access='));
    const refresh = setCookies.find((cookie) => cookie.startsWith('__Secure-vitalia_refresh='));
    // What browsers demand of the prefixes: Secure, and for __Host- also Path=/ and no Domain.
    expect(access).toMatch(/; Secure/);
    expect(access).toMatch(/; Path=\/(;|$)/);
    expect(access).not.toMatch(/Domain=/i);
    expect(refresh).toMatch(/; Secure/);
    expect((await browser.me()).status).toBe(200);
    expect((await browser.post('/refresh')).status).toBe(200);

    // The plain names, as a sibling subdomain or a plain-http page could plant them, count for nothing.
    const planted = new Browser(service, overHttps);
    planted.cookies.set('vitalia_access', browser.cookies.get('__Host-vitalia_access')!);
    planted.cookies.set('vitalia_refresh', browser.cookies.get('__Secure-vitalia_refresh')!);
    expect((await planted.me()).status).toBe(401);
    expect((await planted.post('/refresh')).status).toBe(401);
  });

  it('stores only a hash of each refresh token', async () => {
    const { browser } = await signedIn();
    const token = browser.cookies.get('vitalia_refresh')!;
    const rows = await service.query<{ token_hash: string }>('select token_hash from identity.refresh_tokens');
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });

  it('revokes the whole family when a used refresh token comes back: the thief and the legitimate holder are both out', async () => {
    const { browser } = await signedIn();
    const stolen = browser.cookies.get('vitalia_refresh')!;
    const sessionId = ((await (await browser.me()).json()) as { sessionId: string }).sessionId;
    expect((await browser.post('/refresh')).status).toBe(200);

    const thief = new Browser(service);
    thief.cookies.set('vitalia_refresh', stolen);
    const reuse = await thief.post('/refresh');
    expect(reuse.status).toBe(401);
    expect((await errorOf(reuse)).code).toBe('unauthorized');

    expect(await sessionRow(sessionId)).toEqual({ revoked_at: expect.any(Date), revoke_reason: 'refresh_reuse' });
    expect((await browser.post('/refresh')).status).toBe(401);
    expect((await browser.me()).status).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with the same token win', async () => {
    const { browser } = await signedIn();
    const token = browser.cookies.get('vitalia_refresh')!;
    const twins = [new Browser(service), new Browser(service)];
    for (const twin of twins) twin.cookies.set('vitalia_refresh', token);
    const statuses = (await Promise.all(twins.map((twin) => twin.post('/refresh')))).map((response) => response.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
  });

  it('ends a session left without refresh for longer than the idle timeout (7 days)', async () => {
    const { browser } = await signedIn();
    clock.advance(7 * DAY + HOUR);
    expect((await browser.post('/refresh')).status).toBe(401);
  });

  it('ends a session 30 days after login however often it is refreshed', async () => {
    const { browser } = await signedIn();
    for (let day = 6; day < 30; day += 6) {
      clock.advance(6 * DAY);
      expect((await browser.post('/refresh')).status).toBe(200);
    }
    clock.advance(6 * DAY);
    expect((await browser.post('/refresh')).status).toBe(401);
  });

  it('refuses a refresh without a token', async () => {
    expect((await new Browser(service).post('/refresh')).status).toBe(401);
  });

  describe('logout', () => {
    it('local (the default) ends this session only and clears the cookies', async () => {
      const { browser, email } = await signedIn();
      const other = new Browser(service);
      await other.login(email);

      const response = await browser.post('/logout', {});
      expect(response.status).toBe(204);
      expect(response.headers.getSetCookie().join('\n')).toMatch(/vitalia_access=;/);
      expect(browser.cookies.size).toBe(0);
      expect((await other.me()).status).toBe(200);
    });

    it('local still ends the session when only the refresh cookie is left', async () => {
      const { browser } = await signedIn();
      const refresh = browser.cookies.get('vitalia_refresh')!;
      browser.cookies.delete('vitalia_access');
      expect((await browser.post('/logout', { scope: 'local' })).status).toBe(204);
      const replay = new Browser(service);
      replay.cookies.set('vitalia_refresh', refresh);
      expect((await replay.post('/refresh')).status).toBe(401);
    });

    it('the access token of an ended session is refused by /me at once', async () => {
      const { browser } = await signedIn();
      const access = browser.cookies.get('vitalia_access')!;
      await browser.post('/logout', {});
      const stale = await service.request('/api/identity/me', { headers: { Authorization: `Bearer ${access}` } });
      expect(stale.status).toBe(401);
    });

    it('global ends every session of the user', async () => {
      const { browser, email } = await signedIn();
      const other = new Browser(service);
      await other.login(email);
      expect((await browser.post('/logout', { scope: 'global' })).status).toBe(204);
      expect((await other.me()).status).toBe(401);
      expect((await other.post('/refresh')).status).toBe(401);
      expect(browser.cookies.size).toBe(0);
    });

    it('others ends every session but this one', async () => {
      const { browser, email } = await signedIn();
      const other = new Browser(service);
      await other.login(email);
      expect((await browser.post('/logout', { scope: 'others' })).status).toBe(204);
      expect((await other.me()).status).toBe(401);
      expect((await browser.me()).status).toBe(200);
      expect((await browser.post('/refresh')).status).toBe(200);
    });

    it('global and others need a session; an unknown scope is refused', async () => {
      expect((await new Browser(service).post('/logout', { scope: 'global' })).status).toBe(401);
      expect((await new Browser(service).post('/logout', { scope: 'everyone' })).status).toBe(400);
    });
  });

  describe('CSRF', () => {
    it('refuses a cross-site POST that carries the cookies, and ends nothing', async () => {
      const { browser } = await signedIn();
      const response = await browser.post('/logout', { scope: 'global' }, { Origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe('forbidden');
      expect((await browser.me()).status).toBe(200);
    });

    it('refuses a cookie-carrying POST with neither Origin nor Referer', async () => {
      const { browser } = await signedIn();
      const response = await service.request('/api/identity/refresh', { method: 'POST', headers: { Cookie: browser.cookieHeader() } });
      expect(response.status).toBe(403);
    });

    it('refuses a cross-site login without cookies (login CSRF)', async () => {
      const { email } = await signedIn();
      const response = await service.request('/api/identity/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
        body: JSON.stringify({ email, password: 'whatever1' }),
      });
      expect(response.status).toBe(403);
    });

    it('lets the site itself and API clients without cookies through', async () => {
      const { browser, email } = await signedIn();
      expect((await browser.post('/refresh', undefined, { Origin: SITE })).status).toBe(200);
      const apiClient = await service.request('/api/identity/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct horse battery staple' }),
      });
      expect(apiClient.status).toBe(200);
      const { accessToken } = (await apiClient.json()) as { accessToken: string };
      expect((await service.request('/api/identity/me', { headers: { Authorization: `Bearer ${accessToken}` } })).status).toBe(200);
    });
  });
});
