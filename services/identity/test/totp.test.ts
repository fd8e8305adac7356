import { testDatabases, type TestService } from '@app/service-kit/testing';
import { codeAt, TOTP_PERIOD_SECONDS } from '../src/totp/totp-codes';
import { Browser, errorOf, PASSWORD, startIdentity, uniqueEmail, type TestClock } from './support/identity-client';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const FIFTEEN_MINUTES = 15 * 60_000;

interface Enrolment {
  otpauthUrl: string;
  qrCodeDataUrl: string;
  secret: string;
}

/** A 6-digit code that is not the one given (nor, but for a one-in-a-million chance, its neighbours). */
const otherCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

describe.each(testDatabases())('TOTP second factor on %s', (database) => {
  let service: TestService;
  let clock: TestClock;
  beforeAll(async () => {
    ({ service, clock } = await startIdentity(database));
  });
  afterAll(async () => {
    await service?.stop();
  });
  beforeEach(() => {
    // One second into a step, so a code computed here is still current when the service checks it.
    const intoStep = clock.now().getTime() % STEP_MS;
    clock.advance(STEP_MS - intoStep + 1000);
  });

  const now = () => clock.now();
  const nextStep = () => clock.advance(STEP_MS);

  async function signedIn(label = 'totp') {
    const email = uniqueEmail(label);
    const browser = new Browser(service, { 'Accept-Language': 'en' });
    expect((await browser.signup(email)).status).toBe(201);
    return { email, browser };
  }

  async function enrol(browser: Browser): Promise<Enrolment> {
    const response = await browser.post('/totp/enrol', { password: PASSWORD });
    expect(response.status).toBe(200);
    return (await response.json()) as Enrolment;
  }

  /** A user with TOTP on, its secret and recovery codes; the confirming code's step is spent. */
  async function withTotp(label = 'totp') {
    const { email, browser } = await signedIn(label);
    const { secret } = await enrol(browser);
    const verified = await browser.post('/totp/verify', { code: codeAt(secret, now()) });
    expect(verified.status).toBe(200);
    const { recoveryCodes } = (await verified.json()) as { recoveryCodes: string[] };
    nextStep();
    return { email, browser, secret, recoveryCodes };
  }

  const status = async (browser: Browser) =>
    (await (await browser.request('/totp')).json()) as { enabled: boolean; recoveryCodesLeft: number };
  const sessionCount = async (email: string) =>
    (
      await service.query<{ n: number }>(
        'select count(*)::int as n from identity.user_sessions s join identity.credentials c using (user_id) where c.email = $1',
        [email],
      )
    )[0]!.n;

  it('enrols with the current password: an otpauth URL for this user, its QR code and the secret, kept only encrypted', async () => {
    const { email, browser } = await signedIn();
    const enrolment = await enrol(browser);

    const url = new URL(enrolment.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Vitalia:${email}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'Vitalia',
      secret: enrolment.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.qrCodeDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);

    const rows = await service.query<{ secret_ciphertext: string; confirmed_at: Date | null }>(
      'select f.secret_ciphertext, f.confirmed_at from identity.totp_factors f join identity.credentials c using (user_id) where c.email = $1',
      [email],
    );
    expect(rows).toEqual([{ secret_ciphertext: expect.stringMatching(/^v1\./), confirmed_at: null }]);
    expect(rows[0]!.secret_ciphertext).not.toContain(enrolment.secret);
    expect(await status(browser)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  it('refuses to enrol without a session or with a wrong password', async () => {
    expect((await new Browser(service).post('/totp/enrol', { password: PASSWORD })).status).toBe(401);
    const { browser } = await signedIn();
    const wrong = await browser.post('/totp/enrol', { password: 'not my password' });
    expect(wrong.status).toBe(403);
    expect(await errorOf(wrong)).toEqual({
      code: 'forbidden',
      message: 'Incorrect password.',
      details: [{ path: 'password', message: 'invalid_password' }],
    });
  });

  it('leaves login unchanged while the enrolment is only pending', async () => {
    const { email, browser } = await signedIn();
    await enrol(browser);
    expect((await new Browser(service).login(email)).status).toBe(200);
  });

  it('confirms with a current code and answers 10 distinct recovery codes once', async () => {
    const { browser } = await signedIn();
    const { secret } = await enrol(browser);

    const wrong = await browser.post('/totp/verify', { code: otherCode(codeAt(secret, now())) });
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).details).toEqual([{ path: 'code', message: 'invalid_code' }]);

    const verified = await browser.post('/totp/verify', { code: codeAt(secret, now()) });
    expect(verified.status).toBe(200);
    expect(verified.headers.get('cache-control')).toBe('no-store');
    const { recoveryCodes } = (await verified.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await status(browser)).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    const again = await browser.post('/totp/verify', { code: codeAt(secret, now()) });
    expect(again.status).toBe(409);
    expect((await browser.post('/totp/enrol', { password: PASSWORD })).status).toBe(409);
    const stored = await service.query<{ code_hash: string }>('select code_hash from identity.totp_recovery_codes');
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]!.replace('-', ''));
  });

  it('accepts a code one step old and refuses one two steps old', async () => {
    const { browser } = await signedIn();
    const { secret } = await enrol(browser);
    expect((await browser.post('/totp/verify', { code: codeAt(secret, new Date(now().getTime() - 2 * STEP_MS)) })).status).toBe(403);
    expect((await browser.post('/totp/verify', { code: codeAt(secret, new Date(now().getTime() - STEP_MS)) })).status).toBe(200);
  });

  it('asks for the code after a right password, localised, without starting a session', async () => {
    const { email } = await withTotp();
    const before = await sessionCount(email);
    const browser = new Browser(service, { 'Accept-Language': 'en' });

    const response = await browser.login(email);

    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({
      code: 'unauthorized',
      message: 'Enter the code from your authenticator app.',
      details: [{ path: 'totp', message: 'totp_required' }],
    });
    expect(browser.cookies.size).toBe(0);
    expect(await sessionCount(email)).toBe(before);
    const german = await new Browser(service, { 'Accept-Language': 'de' }).login(email);
    expect((await errorOf(german)).message).toBe('Gib den Code aus deiner Authenticator-App ein.');
  });

  it('answers a wrong password as before, never revealing that TOTP is on', async () => {
    const { email } = await withTotp();
    const response = await new Browser(service, { 'Accept-Language': 'en' }).login(email, 'not the password');
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ code: 'unauthorized', message: 'Invalid email or password.' });
  });

  it('signs in with the current code, which cannot be used again within its step', async () => {
    const { email, secret } = await withTotp();
    const code = codeAt(secret, now());

    const first = new Browser(service);
    expect((await first.login(email, PASSWORD, { totp: code })).status).toBe(200);
    expect((await first.me()).status).toBe(200);

    const replay = await new Browser(service, { 'Accept-Language': 'en' }).login(email, PASSWORD, { totp: code });
    expect(replay.status).toBe(401);
    expect(await errorOf(replay)).toEqual({
      code: 'unauthorized',
      message: expect.stringMatching(/^Invalid or already used code/),
      details: [{ path: 'totp', message: 'invalid_code' }],
    });

    nextStep();
    expect(
      (await new Browser(service).login(email, PASSWORD, { totp: ` ${codeAt(secret, now()).replace(/(\d{3})/, '$1 ')}` })).status,
    ).toBe(200);
  });

  it('lets each recovery code sign in once, however it is typed', async () => {
    const { email, browser, recoveryCodes } = await withTotp();
    const [code] = recoveryCodes;
    expect((await new Browser(service).login(email, PASSWORD, { totp: code!.toLowerCase().replace('-', '') })).status).toBe(200);
    expect((await new Browser(service).login(email, PASSWORD, { totp: code })).status).toBe(401);
    expect(await status(browser)).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('counts wrong codes as failed logins: after 10 the account is locked, even for the right code', async () => {
    const { email, secret } = await withTotp('locked');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await new Browser(service).login(email, PASSWORD, { totp: otherCode(codeAt(secret, now())) })).status).toBe(401);
    }
    const locked = await new Browser(service).login(email, PASSWORD, { totp: codeAt(secret, now()) });
    expect(locked.status).toBe(429);

    clock.advance(FIFTEEN_MINUTES + 1000);
    expect((await new Browser(service).login(email, PASSWORD, { totp: codeAt(secret, now()) })).status).toBe(200);
  });

  it('does not let a right password without a code clear the failures', async () => {
    const { email, secret } = await withTotp('no-reset');
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      await new Browser(service).login(email, PASSWORD, { totp: otherCode(codeAt(secret, now())) });
    }
    expect((await new Browser(service).login(email)).status).toBe(401);
    await new Browser(service).login(email, PASSWORD, { totp: otherCode(codeAt(secret, now())) });
    expect((await new Browser(service).login(email, PASSWORD, { totp: codeAt(secret, now()) })).status).toBe(429);
  });

  it('refuses a malformed code in the login body with 400', async () => {
    const response = await new Browser(service).login(uniqueEmail(), PASSWORD, { totp: '12345' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toEqual([{ path: 'totp', message: 'invalid_code' }]);
  });

  it('removes the factor with the password and a code; login then needs the password only', async () => {
    const { email, browser, secret, recoveryCodes } = await withTotp();
    const remove = (body: unknown) => browser.request('/totp', { method: 'DELETE', body });

    expect((await remove({ password: 'not my password', code: codeAt(secret, now()) })).status).toBe(403);
    const wrongCode = await remove({ password: PASSWORD, code: otherCode(codeAt(secret, now())) });
    expect(wrongCode.status).toBe(403);
    expect((await errorOf(wrongCode)).details).toEqual([{ path: 'code', message: 'invalid_code' }]);

    expect((await remove({ password: PASSWORD, code: recoveryCodes[3] })).status).toBe(204);
    expect(await status(browser)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const [{ n }] = (await service.query<{ n: number }>(
      'select count(*)::int as n from identity.totp_recovery_codes r join identity.credentials c using (user_id) where c.email = $1',
      [email],
    )) as [{ n: number }];
    expect(n).toBe(0);
    expect((await new Browser(service).login(email)).status).toBe(200);
    expect((await remove({ password: PASSWORD, code: codeAt(secret, now()) })).status).toBe(409);
  });

  it('refuses cross-site requests that carry the session cookie', async () => {
    const { browser, secret } = await withTotp();
    const evil = { Origin: 'https://evil.example', 'Accept-Language': 'en' };
    const enrol = await browser.post('/totp/enrol', { password: PASSWORD }, evil);
    expect(enrol.status).toBe(403);
    expect((await errorOf(enrol)).message).toMatch(/did not come from this site/);
    expect((await browser.post('/totp/verify', { code: codeAt(secret, now()) }, evil)).status).toBe(403);
    const remove = await browser.request('/totp', {
      method: 'DELETE',
      body: { password: PASSWORD, code: codeAt(secret, now()) },
      headers: evil,
    });
    expect(remove.status).toBe(403);
    expect(await status(browser)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('serves an API client that sends a bearer token and no cookies (no Origin needed)', async () => {
    const { email } = await signedIn('bearer');
    const { accessToken } = (await (await new Browser(service).login(email)).json()) as { accessToken: string };
    const call = (method: string, path: string, body?: unknown) =>
      service.request(`/api/identity${path}`, {
        method,
        headers: { Authorization: `Bearer ${accessToken}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });

    const { secret } = (await (await call('POST', '/totp/enrol', { password: PASSWORD })).json()) as Enrolment;
    expect((await call('POST', '/totp/verify', { code: codeAt(secret, now()) })).status).toBe(200);
    expect(await (await call('GET', '/totp')).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });
});
