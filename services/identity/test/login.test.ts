import { testDatabases, type TestService } from '@app/service-kit/testing';
import { Browser, errorOf, PASSWORD, startIdentity, uniqueEmail, type TestClock } from './support/identity-client';
import { comparableTimings, timed } from './support/response-timing';

const FIFTEEN_MINUTES = 15 * 60_000;

/** What the gateway forwards for an outside client that sends its own X-Forwarded-For. */
const fromOutside = (clientIp: string, spoofed: string) => ({ 'X-Forwarded-For': `${spoofed}, ${clientIp}` });

describe.each(testDatabases())('login on %s', (database) => {
  let service: TestService;
  let clock: TestClock;
  beforeAll(async () => {
    ({ service, clock } = await startIdentity(database));
  });
  afterAll(async () => {
    await service?.stop();
  });

  async function registered(label = 'user') {
    const email = uniqueEmail(label);
    expect((await new Browser(service).signup(email)).status).toBe(201);
    return email;
  }

  it('signs in with the right password, updates last_login and records the session (ip, user agent, login time)', async () => {
    const email = await registered();
    const browser = new Browser(service, { 'User-Agent': 'login-test', ...fromOutside('198.51.100.20', '10.9.9.9') });
    const response = await browser.login(email.toUpperCase());
    expect(response.status).toBe(200);
    const body = (await response.json()) as { sessionId: string; userId: string };

    const [session] = await service.query<{ ip_address: string; user_agent: string; login_time: Date }>(
      'select ip_address, user_agent, login_time from identity.user_sessions where id = $1',
      [body.sessionId],
    );
    expect(session).toEqual({ ip_address: '198.51.100.20', user_agent: 'login-test', login_time: expect.any(Date) });
    const [credential] = await service.query<{ last_login: Date }>('select last_login from identity.credentials where user_id = $1', [
      body.userId,
    ]);
    expect(credential!.last_login.getTime()).toBeGreaterThanOrEqual(session!.login_time.getTime() - 1000);
  });

  it('answers an unknown e-mail exactly like a wrong password: same status, same body, comparable time', async () => {
    const email = await registered();
    const wrongPassword = await new Browser(service).login(email, 'not the password');
    const unknownEmail = await new Browser(service).login(uniqueEmail('nobody'), 'not the password');

    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.status).toBe(unknownEmail.status);
    expect(await wrongPassword.text()).toBe(await unknownEmail.text());

    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      known.push(await timed(() => new Browser(service).login(email, `wrong ${round}`)));
      unknown.push(await timed(() => new Browser(service).login(uniqueEmail('ghost'), `wrong ${round}`)));
    }
    // Both pay for one argon2 verification; a quick exit for a missing account would be several times faster.
    expect(comparableTimings(unknown, known).ratio).toBeLessThan(2);
  });

  it('locks an account for 15 minutes after 10 failures, even for the right password, then lets it in', async () => {
    const email = await registered('locked');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const failed = await new Browser(service, fromOutside(`203.0.113.${attempt}`, 'x')).login(email, `guess ${attempt}`);
      expect(failed.status).toBe(401);
    }

    const locked = await new Browser(service, { 'Accept-Language': 'en' }).login(email);
    expect(locked.status).toBe(429);
    expect(await errorOf(locked)).toEqual({ code: 'rate_limited', message: 'Too many login attempts. Wait a few minutes and try again.' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);

    clock.advance(FIFTEEN_MINUTES + 1000);
    expect((await new Browser(service).login(email)).status).toBe(200);
  });

  it('locks an unknown e-mail the same way, so the lockout tells nothing about existence', async () => {
    const email = uniqueEmail('ghost');
    for (let attempt = 1; attempt <= 10; attempt += 1) await new Browser(service).login(email, `guess ${attempt}`);
    expect((await new Browser(service).login(email)).status).toBe(429);
  });

  it('does not lock after 9 failures, and a success starts the count again', async () => {
    const email = await registered();
    for (let attempt = 1; attempt <= 9; attempt += 1) await new Browser(service).login(email, `guess ${attempt}`);
    expect((await new Browser(service).login(email)).status).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt += 1) await new Browser(service).login(email, `again ${attempt}`);
    expect((await new Browser(service).login(email)).status).toBe(200);
  });

  it('refuses a client after 100 failures in 15 minutes, however it rotates X-Forwarded-For; other clients go on', async () => {
    const email = await registered();
    const attacker = '192.0.2.66';
    for (let batch = 0; batch < 10; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_unused, index) =>
          new Browser(service, fromOutside(attacker, `10.${batch}.${index}.1`)).login(uniqueEmail('spray'), 'Summer2025!'),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    }

    const refused = await new Browser(service, fromOutside(attacker, '10.200.0.1')).login(email);
    expect(refused.status).toBe(429);
    expect((await new Browser(service, fromOutside('192.0.2.67', '10.200.0.1')).login(email)).status).toBe(200);

    clock.advance(FIFTEEN_MINUTES + 1000);
    expect((await new Browser(service, fromOutside(attacker, 'x')).login(email)).status).toBe(200);
  });

  it('ends the session this browser had before signing in again', async () => {
    const email = await registered();
    const browser = new Browser(service);
    const first = (await (await browser.login(email)).json()) as { sessionId: string };
    const oldRefresh = browser.cookies.get('vitalia_refresh');

    const second = (await (await browser.login(email)).json()) as { sessionId: string };

    expect(second.sessionId).not.toBe(first.sessionId);
    const [old] = await service.query<{ revoked_at: Date | null; revoke_reason: string }>(
      'select revoked_at, revoke_reason from identity.user_sessions where id = $1',
      [first.sessionId],
    );
    expect(old).toEqual({ revoked_at: expect.any(Date), revoke_reason: 'replaced_by_login' });
    const replay = new Browser(service);
    replay.cookies.set('vitalia_refresh', oldRefresh!);
    expect((await replay.post('/refresh')).status).toBe(401);
  });

  it('keeps the login body strict: an unknown field is refused', async () => {
    const response = await new Browser(service).post('/login', { email: uniqueEmail(), password: PASSWORD, remember: true });
    expect(response.status).toBe(400);
  });

  it('records every attempt without the password', async () => {
    const email = await registered();
    await new Browser(service).login(email, 'secret-canary-password');
    const rows = await service.query<Record<string, unknown>>('select * from identity.login_attempts where email = $1', [email]);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('secret-canary-password');
  });
});
