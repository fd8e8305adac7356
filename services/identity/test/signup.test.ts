import { SHARE_VISIT_COOKIE_NAME } from '@app/contracts';
import { testDatabases, type TestService } from '@app/service-kit/testing';
import { Browser, errorOf, PASSWORD, startIdentity, uniqueEmail } from './support/identity-client';

/** `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` → its parts. */
function parsePhc(hash: string) {
  const [, algorithm, version, params] = hash.split('$');
  const numbers = Object.fromEntries(
    (params ?? '')
      .split(',')
      .map((pair) => pair.split('=') as [string, string])
      .map(([key, value]) => [key, Number(value)]),
  );
  return { algorithm, version, ...numbers } as { algorithm: string; version: string; m: number; t: number; p: number };
}

describe.each(testDatabases())('sign-up on %s', (database) => {
  let service: TestService;
  beforeAll(async () => {
    ({ service } = await startIdentity(database));
  });
  afterAll(async () => {
    await service?.stop();
  });

  const storedHash = async (email: string) =>
    (await service.query<{ password_hash: string }>('select password_hash from identity.credentials where email = $1', [email]))[0]
      ?.password_hash ?? '';

  it('stores the password with argon2id, at least 19 MiB and 2 passes, one lane', async () => {
    const email = uniqueEmail();
    expect((await new Browser(service).signup(email)).status).toBe(201);

    const phc = parsePhc(await storedHash(email));
    expect(phc.algorithm).toBe('argon2id');
    expect(phc.m).toBeGreaterThanOrEqual(19_456);
    expect(phc.t).toBeGreaterThanOrEqual(2);
    expect(phc.p).toBe(1);
    expect(await storedHash(email)).not.toContain(PASSWORD);
  });

  it('signs the new user in: cookies set, /me answers, the e-mail normalised', async () => {
    const browser = new Browser(service);
    const email = uniqueEmail('Bia');
    const response = await browser.signup(`  ${email.toUpperCase()} `);
    const body = (await response.json()) as {
      userId: string;
      email: string;
      emailConfirmationRequired: boolean;
      session: { sessionId: string } | null;
    };

    expect(body).toEqual(expect.objectContaining({ email: email.toLowerCase(), emailConfirmationRequired: false }));
    expect(body.session).not.toBeNull();
    expect(response.headers.getSetCookie().join('\n')).toMatch(/vitalia_access=.+HttpOnly.+SameSite=Lax/i);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/vitalia_refresh=.+Path=\/api\/identity.+HttpOnly.+SameSite=Strict/i);
    const me = await browser.me();
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(await me.json()).toEqual(
      expect.objectContaining({
        userId: body.userId,
        email: email.toLowerCase(),
        sessionId: body.session!.sessionId,
        lastLogin: expect.any(String),
      }),
    );
  });

  it('accepts a 64-character password and never truncates a long one (a difference after character 72 counts)', async () => {
    const sixtyFour = 'Vk9#'.repeat(16);
    const email64 = uniqueEmail();
    expect((await new Browser(service).signup(email64, sixtyFour)).status).toBe(201);
    expect((await new Browser(service).login(email64, sixtyFour)).status).toBe(200);

    const long = `${'a1B2c3D4'.repeat(9)}tail-one`;
    const email = uniqueEmail();
    expect((await new Browser(service).signup(email, long)).status).toBe(201);
    expect((await new Browser(service).login(email, long)).status).toBe(200);
    expect((await new Browser(service).login(email, `${'a1B2c3D4'.repeat(9)}tail-two`)).status).toBe(401);
  });

  it('refuses a common password with the reason weak_password, in the form’s language', async () => {
    const response = await new Browser(service).signup(uniqueEmail(), 'Password1', { language: 'en' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: 'validation',
      message: 'Weak password: it is among the most common passwords. Choose another one.',
      details: [{ path: 'password', message: 'weak_password' }],
    });
  });

  it.each([
    ['pt', 'A senha deve ter pelo menos 8 caracteres.'],
    ['en', 'The password must be at least 8 characters long.'],
    ['es', 'La contraseña debe tener al menos 8 caracteres.'],
    ['de', 'Das Passwort muss mindestens 8 Zeichen lang sein.'],
    ['fr', 'Le mot de passe doit contenir au moins 8 caractères.'],
  ])('refuses a password under 8 characters (ASVS 5.0, NIST SP 800-63B), saying so in %s', async (language, message) => {
    const short = await new Browser(service).signup(uniqueEmail(), 'x9!aB#7', { language });
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toEqual(
      expect.objectContaining({ message, details: [{ path: 'password', message: 'password_too_short' }] }),
    );
  });

  it('refuses a password over 1024 characters, with its reason', async () => {
    const huge = await new Browser(service).signup(uniqueEmail(), 'x'.repeat(1025));
    expect((await errorOf(huge)).details).toEqual([{ path: 'password', message: 'password_too_long' }]);
  });

  it('asks for first and last name', async () => {
    const response = await new Browser(service).signup(uniqueEmail(), PASSWORD, { name: '  Ana  ', language: 'de' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual(
      expect.objectContaining({ message: 'Gib deinen Vor- und Nachnamen ein.', details: [{ path: 'name', message: 'invalid_name' }] }),
    );
  });

  it('normalises the phone to E.164 for the language’s country, or the one chosen', async () => {
    const brazil = uniqueEmail();
    await new Browser(service).signup(brazil, PASSWORD, { phone: '(11) 98765-4321', language: 'pt' });
    const germany = uniqueEmail();
    await new Browser(service).signup(germany, PASSWORD, { phone: '030 1234567', language: 'pt', country: 'de' });

    const phones = await service.query<{ email: string; phone: string }>(
      "select payload->>'email' as email, payload->>'phone' as phone from identity.outbox where type = 'user.registered' and payload->>'email' = any($1)",
      [[brazil, germany]],
    );
    expect(Object.fromEntries(phones.map((row) => [row.email, row.phone]))).toEqual({
      [brazil]: '+5511987654321',
      [germany]: '+49301234567',
    });
  });

  it('refuses a phone that does not fit the country', async () => {
    const response = await new Browser(service).signup(uniqueEmail(), PASSWORD, { phone: '12345', language: 'fr' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual(
      expect.objectContaining({
        message: 'Numéro de téléphone invalide pour le pays sélectionné.',
        details: [{ path: 'phone', message: 'invalid_phone' }],
      }),
    );
  });

  it('answers an e-mail already registered, in any spelling, with 409 and the spec’s message', async () => {
    const email = uniqueEmail();
    await new Browser(service).signup(email);
    const again = await new Browser(service).signup(email.toUpperCase());
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: 'conflict', message: 'Este email já está cadastrado. Tente fazer login.' });

    // NFKC folds full-width letters and ＠ into their plain forms: still the same account.
    const fullWidth = await new Browser(service).signup(email.replace('user', 'ｕｓｅｒ').replace('@', '＠'));
    expect(fullWidth.status).toBe(409);
    expect(await service.query('select 1 from identity.credentials where email = $1', [email])).toHaveLength(1);
  });

  it('records user.registered in the outbox with the account, in the same transaction', async () => {
    const email = uniqueEmail();
    const body = (await (
      await new Browser(service, { 'User-Agent': 'jest-browser' }).signup(email, PASSWORD, { name: 'Caio  de  Lima', language: 'es' })
    ).json()) as { userId: string };

    const [event] = await service.query<{ id: string; payload: Record<string, unknown> }>(
      "select id, payload from identity.outbox where type = 'user.registered' and payload->>'userId' = $1",
      [body.userId],
    );
    expect(event?.payload).toEqual({
      userId: body.userId,
      email,
      name: 'Caio de Lima',
      phone: null,
      language: 'es',
      registrationIp: '127.0.0.1',
      userAgent: 'jest-browser',
      shareVisit: null,
    });
  });

  const shareVisitOfSignup = async (userId: string) =>
    (
      await service.query<{ share_visit: string | null }>(
        "select payload->>'shareVisit' as share_visit from identity.outbox where type = 'user.registered' and payload->>'userId' = $1",
        [userId],
      )
    )[0]?.share_visit;

  it('forwards the share-visit cookie the sign-up carried in user.registered, as it came', async () => {
    const browser = new Browser(service);
    browser.cookies.set(SHARE_VISIT_COOKIE_NAME, 'v1sit-1d-from-sharing');
    const { userId } = (await (await browser.signup(uniqueEmail())).json()) as { userId: string };
    expect(await shareVisitOfSignup(userId)).toBe('v1sit-1d-from-sharing');
  });

  it.each([
    ['the __Host- cookie', `__Host-${SHARE_VISIT_COOKIE_NAME}`, 'v1sit-1d-from-sharing'],
    ['not the plain name a sibling subdomain could plant', SHARE_VISIT_COOKIE_NAME, null],
  ])('over https reads %s', async (_case, name, expected) => {
    const browser = new Browser(service, { 'X-Forwarded-Proto': 'https' });
    browser.cookies.set(name, 'v1sit-1d-from-sharing');
    const { userId } = (await (await browser.signup(uniqueEmail())).json()) as { userId: string };
    expect(await shareVisitOfSignup(userId)).toBe(expected);
  });

  it('drops a share-visit value too long to be a visit id, and still creates the account', async () => {
    const browser = new Browser(service);
    browser.cookies.set(SHARE_VISIT_COOKIE_NAME, 'x'.repeat(201));
    const response = await browser.signup(uniqueEmail());
    expect(response.status).toBe(201);
    expect(await shareVisitOfSignup(((await response.json()) as { userId: string }).userId)).toBeNull();
  });

  it('refuses a name or e-mail holding a NUL with 400 invalid_characters and creates no account', async () => {
    const email = uniqueEmail();
    const inName = await new Browser(service).signup(email, PASSWORD, { name: 'Ana\u0000 Souza' });
    const inEmail = await new Browser(service).signup(`${email}\u0000`);
    for (const response of [inName, inEmail]) {
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('invalid_characters');
    }
    expect(await service.query('select 1 from identity.credentials where email = $1', [email])).toHaveLength(0);
  });

  it('refuses unknown fields and non-JSON bodies', async () => {
    const extra = await new Browser(service).signup(uniqueEmail(), PASSWORD, { role: 'admin' });
    expect(extra.status).toBe(400);
    const text = await service.request('/api/identity/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
  });
});

describe('sign-up when e-mail confirmation is required', () => {
  let service: TestService;
  beforeAll(async () => {
    ({ service } = await startIdentity('pglite', { env: { EMAIL_VERIFICATION_REQUIRED: 'true' } }));
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('starts no session, says so, and login answers “not confirmed” only with the right password', async () => {
    const browser = new Browser(service);
    const email = uniqueEmail();
    const response = await browser.signup(email);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(expect.objectContaining({ emailConfirmationRequired: true, session: null }));
    expect(browser.cookies.size).toBe(0);

    const login = await browser.login(email);
    expect(login.status).toBe(403);
    expect(await errorOf(login)).toEqual({
      code: 'forbidden',
      message: 'Conta não confirmada. Por favor, verifique seu email para confirmar sua conta.',
      details: [{ path: 'email', message: 'email_not_confirmed' }],
    });
    expect((await browser.login(email, 'wrong password!')).status).toBe(401);
  });
});

describe('the sign-up rate limit', () => {
  let service: TestService;
  beforeAll(async () => {
    ({ service } = await startIdentity('pglite', { env: { SIGNUP_RATE_LIMIT_PER_HOUR: '2' } }));
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('refuses the third sign-up of an hour from one client, whatever X-Forwarded-For it sends', async () => {
    for (const spoofed of ['10.0.0.1', '10.0.0.2']) {
      expect((await new Browser(service, { 'X-Forwarded-For': `${spoofed}, 203.0.113.5` }).signup(uniqueEmail())).status).toBe(201);
    }
    const third = await new Browser(service, { 'X-Forwarded-For': '10.0.0.3, 203.0.113.5' }).signup(uniqueEmail());
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
