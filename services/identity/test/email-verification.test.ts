import { testDatabases, type TestService } from '@app/service-kit/testing';
import { API, Browser, errorOf, latestMailTo, outboxMessages, SITE, startIdentity, tokenOf, uniqueEmail, type TestClock } from './support/identity-client';

const ONE_DAY = 24 * 3_600_000;

describe.each(testDatabases())('e-mail verification on %s', (database) => {
  let service: TestService;
  let clock: TestClock;
  beforeAll(async () => {
    ({ service, clock } = await startIdentity(database, { env: { EMAIL_VERIFICATION_REQUIRED: 'true' } }));
  });
  afterAll(async () => {
    await service?.stop();
  });

  /** Follows an e-mailed link as a browser would, without following the redirect. */
  async function open(link: string, headers: Record<string, string> = {}) {
    const url = new URL(link);
    return service.request(`${url.pathname}${url.search}`, { redirect: 'manual', headers });
  }

  async function signedUp(language = 'pt') {
    const email = uniqueEmail('verify');
    const response = await new Browser(service).signup(email, undefined, { language });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(expect.objectContaining({ emailConfirmationRequired: true, session: null }));
    return email;
  }

  const resend = (email: string, headers: Record<string, string> = {}) => new Browser(service, headers).post('/verify-email/resend', { email });

  it('sends the confirmation e-mail in the sign-up language; the link confirms and lands on the site; login then works', async () => {
    const email = await signedUp('fr');
    const loginBefore = await new Browser(service, { 'Accept-Language': 'pt' }).login(email);
    expect(loginBefore.status).toBe(403);
    const refusal = await errorOf(loginBefore);
    expect(refusal.message).toBe('Conta não confirmada. Por favor, verifique seu email para confirmar sua conta.');
    expect(refusal.details).toEqual([{ path: 'email', message: 'email_not_confirmed' }]);

    const mail = await latestMailTo(service, email);
    expect(mail!.subject).toBe('Confirmez votre adresse e-mail pour Vitalia');
    const link = mail!.links[0]!;
    expect(link.startsWith(`${SITE}${API}/verify-email?token=`)).toBe(true);

    const landed = await open(link);
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe(`${SITE}/fr?verified=1`);
    const [row] = await service.query<{ email_confirmed_at: Date | null }>('select email_confirmed_at from identity.credentials where email = $1', [email]);
    expect(row!.email_confirmed_at).toBeInstanceOf(Date);

    const loginAfter = await new Browser(service).login(email);
    expect(loginAfter.status).toBe(200);
    expect(await loginAfter.json()).toEqual(expect.objectContaining({ emailConfirmed: true }));
  });

  it('takes a link once; a used, made-up or missing token lands on verified=0', async () => {
    const email = await signedUp('de');
    const link = (await latestMailTo(service, email))!.links[0]!;
    expect((await open(link)).headers.get('location')).toBe(`${SITE}/de?verified=1`);
    expect((await open(link)).headers.get('location')).toBe(`${SITE}/de?verified=0`);
    expect((await service.request(`${API}/verify-email?token=${'A'.repeat(43)}&lang=en`, { redirect: 'manual' })).headers.get('location')).toBe(
      `${SITE}/en?verified=0`,
    );
    expect((await service.request(`${API}/verify-email`, { redirect: 'manual' })).headers.get('location')).toBe(`${SITE}/pt?verified=0`);
  });

  it('redirects only to the site, whatever Host or Referer the request names', async () => {
    const email = await signedUp();
    const link = (await latestMailTo(service, email))!.links[0]!;
    const landed = await open(`${link}&next=https://evil.example`, { 'X-Forwarded-Host': 'evil.example', Referer: 'https://evil.example/' });
    expect(new URL(landed.headers.get('location')!).origin).toBe(SITE);
  });

  it('refuses a link after its 24 hours', async () => {
    const email = await signedUp();
    const link = (await latestMailTo(service, email))!.links[0]!;
    clock.advance(ONE_DAY + 1000);
    expect((await open(link)).headers.get('location')).toBe(`${SITE}/pt?verified=0`);
    expect((await new Browser(service).login(email)).status).toBe(403);
  });

  it('resends for an unconfirmed account: a new link, in the request language; the old one stops working', async () => {
    const email = await signedUp();
    const first = (await latestMailTo(service, email))!.links[0]!;
    clock.advance(1000);
    expect((await resend(email, { 'Accept-Language': 'es' })).status).toBe(202);
    const mail = await latestMailTo(service, email);
    expect(mail!.subject).toBe('Confirma tu correo electrónico en Vitalia');
    expect(tokenOf(mail!.links[0]!)).not.toBe(tokenOf(first));

    expect((await open(first)).headers.get('location')).toMatch(/verified=0$/);
    expect((await open(mail!.links[0]!)).headers.get('location')).toMatch(/verified=1$/);
  });

  it('answers a resend identically for unconfirmed, confirmed and unknown addresses, mailing only the first', async () => {
    const unconfirmed = await signedUp();
    const confirmed = await signedUp();
    await open((await latestMailTo(service, confirmed))!.links[0]!);
    const unknown = uniqueEmail('nobody');
    const before = (await outboxMessages(service)).length;

    const answers = await Promise.all([resend(unconfirmed), resend(confirmed), resend(unknown)]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);

    const after = await outboxMessages(service);
    expect(after.length - before).toBe(1);
    expect(after[0]!.to).toBe(unconfirmed);
  });

  it('refuses a cross-site resend carrying cookies', async () => {
    const browser = new Browser(service, { Origin: 'https://evil.example' });
    browser.cookies.set('vitalia_access', 'x');
    expect((await browser.post('/verify-email/resend', { email: uniqueEmail() })).status).toBe(403);
  });
});

describe.each(testDatabases())('e-mail verification not required, on %s', (database) => {
  let service: TestService;
  beforeAll(async () => {
    ({ service } = await startIdentity(database));
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('sends no confirmation e-mail at sign-up, and a resend still lets the address be confirmed', async () => {
    const email = uniqueEmail('optional');
    expect((await new Browser(service).signup(email)).status).toBe(201);
    expect(await latestMailTo(service, email)).toBeUndefined();

    expect((await new Browser(service).post('/verify-email/resend', { email })).status).toBe(202);
    const link = new URL((await latestMailTo(service, email))!.links[0]!);
    expect((await service.request(`${link.pathname}${link.search}`, { redirect: 'manual' })).headers.get('location')).toBe(`${SITE}/pt?verified=1`);
  });
});
