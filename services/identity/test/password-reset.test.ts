import { createHash } from 'node:crypto';
import { testDatabases, type TestService } from '@app/service-kit/testing';
import {
  Browser,
  errorOf,
  PASSWORD,
  SITE,
  startIdentity,
  tokenOf,
  uniqueEmail,
  type Mailbox,
  type TestClock,
} from './support/identity-client';
import { comparableTimings, timed } from './support/response-timing';

const ONE_HOUR = 3_600_000;
const NEW_PASSWORD = 'a brand new passphrase';

/** Headers that differ between any two answers, whatever they say (RateLimit counts down the client's budget). */
const VARYING_HEADERS = new Set(['date', 'x-request-id', 'ratelimit']);
const comparableHeaders = (response: Response) => [...response.headers].filter(([name]) => !VARYING_HEADERS.has(name));

describe.each(testDatabases())('password reset on %s', (database) => {
  let service: TestService;
  let clock: TestClock;
  let mailbox: Mailbox;
  beforeAll(async () => {
    ({ service, clock, mailbox } = await startIdentity(database));
  });
  afterAll(async () => {
    await service?.stop();
  });

  async function registered(label = 'reset') {
    const email = uniqueEmail(label);
    expect((await new Browser(service).signup(email)).status).toBe(201);
    return email;
  }

  const requestReset = (email: string, headers: Record<string, string> = {}) =>
    new Browser(service, headers).post('/password-reset', { email });
  const confirm = (token: string, password = NEW_PASSWORD, headers: Record<string, string> = {}) =>
    new Browser(service, headers).post('/password-reset/confirm', { token, password });

  async function resetToken(email: string): Promise<string> {
    expect((await requestReset(email)).status).toBe(202);
    const mail = await mailbox.latest(email, 'password-reset');
    expect(mail).toBeDefined();
    return tokenOf(mail!.links[0]!);
  }

  it('answers an existing and a missing account identically: 202, same headers and body, comparable time', async () => {
    const email = await registered();
    const existing = await requestReset(email);
    const missing = await requestReset(uniqueEmail('nobody'));

    expect(existing.status).toBe(202);
    expect(missing.status).toBe(existing.status);
    expect(comparableHeaders(missing)).toEqual(comparableHeaders(existing));
    expect(await missing.text()).toBe(await existing.text());

    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 15; round += 1) {
      known.push(await timed(() => requestReset(email)));
      unknown.push(await timed(() => requestReset(uniqueEmail('ghost'))));
    }
    // Both branches draw, hash and store (or look up) a token; the mail leaves after the answer.
    expect(comparableTimings(known, unknown).ratio).toBeLessThan(2);
  });

  it('e-mails a link to the reset-password screen, in the request’s language, that sets a new password', async () => {
    const email = await registered();
    expect((await requestReset(email, { 'Accept-Language': 'de-DE,de;q=0.9' })).status).toBe(202);

    const mail = await mailbox.latest(email, 'password-reset');
    expect(mail!.subject).toBe('Setze dein Vitalia-Passwort zurück');
    const link = new URL(mail!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/reset-password`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const done = await confirm(tokenOf(link.toString()));
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ email });
    expect((await new Browser(service).login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await new Browser(service).login(email, PASSWORD)).status).toBe(401);
  });

  it('sends nothing for an address no account has', async () => {
    const email = uniqueEmail('nobody');
    expect((await requestReset(email)).status).toBe(202);
    expect(await mailbox.messages(email)).toEqual([]);
  });

  it('stores only the SHA-256 of a token, valid for one hour', async () => {
    const email = await registered();
    const token = await resetToken(email);
    const [row] = await service.query<{ token_hash: string; created_at: Date; expires_at: Date }>(
      'select t.token_hash, t.created_at, t.expires_at from identity.password_reset_tokens t join identity.credentials c using (user_id) where c.email = $1 and t.used_at is null',
      [email],
    );
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(await service.query('select * from identity.password_reset_tokens'))).not.toContain(token);
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(ONE_HOUR);
  });

  it('takes a token once, not twice, with the localised failure message', async () => {
    const email = await registered();
    const token = await resetToken(email);
    expect((await confirm(token)).status).toBe(200);

    const again = await confirm(token, 'yet another passphrase', { 'Accept-Language': 'pt-BR' });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toEqual({
      code: 'validation',
      message: 'Não foi possível redefinir a senha. Tente novamente.',
      details: [{ path: 'token', message: 'invalid_token' }],
    });
    expect((await new Browser(service).login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a token after one hour, and a made-up one', async () => {
    const email = await registered();
    const token = await resetToken(email);
    clock.advance(ONE_HOUR + 1000);
    const expired = await confirm(token, NEW_PASSWORD, { 'Accept-Language': 'en' });
    expect(expired.status).toBe(400);
    expect((await errorOf(expired)).message).toBe('Could not reset the password. Please try again.');
    expect((await confirm('A'.repeat(43))).status).toBe(400);
    expect((await confirm('not-a-token')).status).toBe(400);
    expect((await new Browser(service).login(email)).status).toBe(200);
  });

  it('keeps only the newest link working when several were requested', async () => {
    const email = await registered();
    const first = await resetToken(email);
    const second = await resetToken(email);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(200);
  });

  it('refuses a weak or short new password with the sign-up reasons, and the link still works after', async () => {
    const email = await registered();
    const token = await resetToken(email);

    const common = await confirm(token, 'password123', { 'Accept-Language': 'en' });
    expect(common.status).toBe(400);
    expect(await errorOf(common)).toEqual({
      code: 'validation',
      message: 'Weak password: it is among the most common passwords. Choose another one.',
      details: [{ path: 'password', message: 'weak_password' }],
    });
    const short = await confirm(token, 'x9!aB#7', { 'Accept-Language': 'fr' });
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toEqual(
      expect.objectContaining({
        message: 'Le mot de passe doit contenir au moins 8 caractères.',
        details: [{ path: 'password', message: 'password_too_short' }],
      }),
    );

    expect((await confirm(token)).status).toBe(200);
  });

  it('ends every session of the user: old refresh tokens and access tokens stop working', async () => {
    const email = await registered();
    const laptop = new Browser(service);
    const phone = new Browser(service);
    await laptop.login(email);
    await phone.login(email);
    const phoneAccess = phone.cookies.get('vitalia_access')!;
    const phoneRefresh = phone.cookies.get('vitalia_refresh')!;

    const token = await resetToken(email);
    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.headers.getSetCookie().join('\n')).toMatch(/vitalia_refresh=;/);

    expect((await laptop.post('/refresh')).status).toBe(401);
    expect((await laptop.me()).status).toBe(401);
    const replay = new Browser(service);
    replay.cookies.set('vitalia_refresh', phoneRefresh);
    expect((await replay.post('/refresh')).status).toBe(401);
    expect((await service.request('/api/identity/me', { headers: { Authorization: `Bearer ${phoneAccess}` } })).status).toBe(401);

    const sessions = await service.query<{ revoke_reason: string | null }>(
      'select s.revoke_reason from identity.user_sessions s join identity.credentials c using (user_id) where c.email = $1',
      [email],
    );
    // The sign-up's session, the laptop's and the phone's.
    expect(sessions).toHaveLength(3);
    expect(new Set(sessions.map((session) => session.revoke_reason))).toEqual(new Set(['password_reset']));
  });

  it('refuses both POSTs from a foreign site carrying cookies', async () => {
    const browser = new Browser(service, { Origin: 'https://evil.example' });
    browser.cookies.set('vitalia_refresh', 'x');
    expect((await browser.post('/password-reset', { email: uniqueEmail() })).status).toBe(403);
    expect((await browser.post('/password-reset/confirm', { token: 'A'.repeat(43), password: NEW_PASSWORD })).status).toBe(403);
  });

  it('refuses a malformed address with a localised 400', async () => {
    const response = await new Browser(service, { 'Accept-Language': 'es' }).post('/password-reset', { email: 'not an address' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('validation');
  });
});

describe.each(testDatabases())('password reset limits on %s', (database) => {
  let service: TestService;
  let clock: TestClock;
  let mailbox: Mailbox;
  beforeAll(async () => {
    ({ service, clock, mailbox } = await startIdentity(database, {
      env: { PASSWORD_RESET_RATE_LIMIT_PER_CLIENT_PER_HOUR: '6', PASSWORD_RESET_RATE_LIMIT_PER_EMAIL_PER_HOUR: '2' },
    }));
  });
  afterAll(async () => {
    await service?.stop();
  });

  const fromClient = (ip: string) => ({ 'X-Forwarded-For': ip });

  it('mails one address at most the per-e-mail limit per hour, still answering 202', async () => {
    const email = uniqueEmail('limited');
    expect((await new Browser(service).signup(email)).status).toBe(201);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await new Browser(service, fromClient(`198.51.100.${attempt}`)).post('/password-reset', { email })).status).toBe(202);
    }
    expect(await mailbox.messages(email, 'password-reset')).toHaveLength(2);

    clock.advance(ONE_HOUR);
    expect((await new Browser(service, fromClient('198.51.100.9')).post('/password-reset', { email })).status).toBe(202);
    expect(await mailbox.messages(email, 'password-reset')).toHaveLength(3);
  });

  it('refuses a client past its hourly limit with a localised 429, whatever addresses it tries', async () => {
    const client = fromClient('203.0.113.50');
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect((await new Browser(service, client).post('/password-reset', { email: uniqueEmail('spray') })).status).toBe(202);
    }
    const refused = await new Browser(service, { ...client, 'Accept-Language': 'en' }).post('/password-reset', {
      email: uniqueEmail('spray'),
    });
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({ code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await new Browser(service, fromClient('203.0.113.51')).post('/password-reset', { email: uniqueEmail() })).status).toBe(202);
  });
});
