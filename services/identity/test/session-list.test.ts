import { testDatabases, type TestService } from '@app/service-kit/testing';
import { Browser, errorOf, startIdentity, uniqueEmail, type TestClock } from './support/identity-client';

const DAY = 24 * 3_600_000;
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface ListedSession {
  id: string;
  loginTime: string;
  lastSeenAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  locationInfo: unknown;
  current: boolean;
}

describe.each(testDatabases())('the sessions list on %s', (database) => {
  let service: TestService;
  let clock: TestClock;
  beforeAll(async () => {
    ({ service, clock } = await startIdentity(database));
  });
  afterAll(async () => {
    await service?.stop();
  });

  /** One account signed in on two devices: a laptop (signed up first) and a phone. */
  async function onTwoDevices() {
    const email = uniqueEmail();
    const laptop = new Browser(service, { 'User-Agent': FIREFOX_ON_WINDOWS });
    expect((await laptop.signup(email)).status).toBe(201);
    const phone = new Browser(service, { 'User-Agent': SAFARI_ON_IPHONE });
    expect((await phone.login(email)).status).toBe(200);
    return { email, laptop, phone };
  }

  const sessionIdOf = async (browser: Browser) => ((await (await browser.me()).json()) as { sessionId: string }).sessionId;

  async function sessionsSeenBy(browser: Browser): Promise<ListedSession[]> {
    const response = await browser.request('/sessions');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return ((await response.json()) as { sessions: ListedSession[] }).sessions;
  }

  it("lists the user's live sessions, newest sign-in first, with the device's details and this one marked current", async () => {
    const { laptop, phone } = await onTwoDevices();
    const [laptopSession, phoneSession] = [await sessionIdOf(laptop), await sessionIdOf(phone)];

    const sessions = await sessionsSeenBy(phone);

    expect(sessions).toEqual([
      {
        id: phoneSession,
        loginTime: expect.any(String),
        lastSeenAt: expect.any(String),
        ipAddress: expect.any(String),
        userAgent: SAFARI_ON_IPHONE,
        locationInfo: null,
        current: true,
      },
      expect.objectContaining({ id: laptopSession, userAgent: FIREFOX_ON_WINDOWS, current: false }),
    ]);
    expect(Date.parse(sessions[0]!.loginTime)).toBeGreaterThanOrEqual(Date.parse(sessions[1]!.loginTime));
    expect((await sessionsSeenBy(laptop)).map((session) => [session.id, session.current])).toEqual([
      [phoneSession, false],
      [laptopSession, true],
    ]);
  });

  it('leaves out signed-out and idle sessions', async () => {
    const { email, laptop, phone } = await onTwoDevices();
    const tablet = new Browser(service);
    await tablet.login(email);
    await tablet.post('/logout', {});

    // The phone keeps refreshing; the laptop is left alone past the 7-day idle timeout.
    clock.advance(6 * DAY);
    expect((await phone.post('/refresh')).status).toBe(200);
    clock.advance(2 * DAY);
    expect((await phone.post('/refresh')).status).toBe(200);

    expect((await sessionsSeenBy(phone)).map((session) => session.id)).toEqual([await sessionIdOf(phone)]);
    expect((await laptop.post('/refresh')).status).toBe(401);
  });

  it('ending another session signs that device out at once and drops it from the list', async () => {
    const { laptop, phone } = await onTwoDevices();
    const laptopSession = await sessionIdOf(laptop);

    const response = await phone.request(`/sessions/${laptopSession}`, { method: 'DELETE' });

    expect(response.status).toBe(204);
    expect((await laptop.me()).status).toBe(401);
    expect((await laptop.post('/refresh')).status).toBe(401);
    expect((await sessionsSeenBy(phone)).map((session) => session.id)).toEqual([await sessionIdOf(phone)]);
    expect([...phone.cookies.keys()].sort()).toEqual(['vitalia_access', 'vitalia_refresh', 'vitalia_signed_in']);
    const row = await service.query<{ revoke_reason: string }>('select revoke_reason from identity.user_sessions where id = $1', [
      laptopSession,
    ]);
    expect(row).toEqual([{ revoke_reason: 'ended_from_sessions_list' }]);
  });

  it('ending the current session also clears its cookies', async () => {
    const { phone } = await onTwoDevices();

    const response = await phone.request(`/sessions/${await sessionIdOf(phone)}`, { method: 'DELETE' });

    expect(response.status).toBe(204);
    expect(phone.cookies.size).toBe(0);
  });

  it("never shows nor ends another user's session: its id answers 404 and that session lives on", async () => {
    const { phone } = await onTwoDevices();
    const stranger = new Browser(service, { 'Accept-Language': 'en' });
    await stranger.signup(uniqueEmail('stranger'));
    const strangerSession = await sessionIdOf(stranger);

    expect((await sessionsSeenBy(phone)).map((session) => session.id)).not.toContain(strangerSession);
    const response = await phone.request(`/sessions/${strangerSession}`, { method: 'DELETE', headers: { 'Accept-Language': 'en' } });

    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'Session not found: it has already ended.' });
    expect((await stranger.me()).status).toBe(200);
  });

  it('answers 404 for a session that has already ended', async () => {
    const { laptop, phone } = await onTwoDevices();
    const laptopSession = await sessionIdOf(laptop);
    await laptop.post('/logout', {});

    const response = await phone.request(`/sessions/${laptopSession}`, { method: 'DELETE', headers: { 'Accept-Language': 'pt' } });

    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe('Sessão não encontrada: ela já foi encerrada.');
  });

  it('needs a session, a uuid and, for the change, the site as origin', async () => {
    const { laptop, phone } = await onTwoDevices();
    const laptopSession = await sessionIdOf(laptop);

    expect((await new Browser(service).request('/sessions')).status).toBe(401);
    expect((await new Browser(service).request(`/sessions/${laptopSession}`, { method: 'DELETE' })).status).toBe(401);
    expect((await phone.request('/sessions/not-a-uuid', { method: 'DELETE' })).status).toBe(400);
    const crossSite = await phone.request(`/sessions/${laptopSession}`, { method: 'DELETE', headers: { Origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect((await laptop.me()).status).toBe(200);
  });
});
