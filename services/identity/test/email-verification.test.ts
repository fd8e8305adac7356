import { testDatabases, type TestService } from '@app/service-kit/testing';
import { decodeJwt } from 'jose';
import { API, Browser, errorOf, SITE, startIdentity, tokenOf, uniqueEmail, type Mailbox, type TestClock } from './support/identity-client';

const ONE_DAY = 24 * 3_600_000;

describe.each(testDatabases())('e-mail verification on %s', (database) => {
  let service: TestService;
  let clock: TestClock;
  let mailbox: Mailbox;
  beforeAll(async () => {
    ({ service, clock, mailbox } = await startIdentity(database, { env: { EMAIL_VERIFICATION_REQUIRED: 'true' } }));
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

  const resend = (email: string, headers: Record<string, string> = {}) =>
    new Browser(service, headers).post('/verify-email/resend', { email });

  it('sends the confirmation e-mail in the sign-up language; the link confirms and lands on the site; login then works', async () => {
    const email = await signedUp('fr');
    const loginBefore = await new Browser(service, { 'Accept-Language': 'pt' }).login(email);
    expect(loginBefore.status).toBe(403);
    const refusal = await errorOf(loginBefore);
    expect(refusal.message).toBe('Conta não confirmada. Por favor, verifique seu email para confirmar sua conta.');
    expect(refusal.details).toEqual([{ path: 'email', message: 'email_not_confirmed' }]);

    const mail = await mailbox.latest(email, 'email-verification');
    expect(mail!.subject).toBe('Confirmez votre adresse e-mail pour Vitalia');
    const link = mail!.links[0]!;
    expect(link.startsWith(`${SITE}${API}/verify-email?token=`)).toBe(true);

    const landed = await open(link);
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe(`${SITE}/fr?verified=1`);
    const [row] = await service.query<{ email_confirmed_at: Date | null }>(
      'select email_confirmed_at from identity.credentials where email = $1',
      [email],
    );
    expect(row!.email_confirmed_at).toBeInstanceOf(Date);

    const loginAfter = await new Browser(service).login(email);
    expect(loginAfter.status).toBe(200);
    expect(await loginAfter.json()).toEqual(expect.objectContaining({ emailConfirmed: true }));
  });

  it('takes a link once; a used, made-up or missing token lands on verified=0', async () => {
    const email = await signedUp('de');
    const link = (await mailbox.latest(email, 'email-verification'))!.links[0]!;
    expect((await open(link)).headers.get('location')).toBe(`${SITE}/de?verified=1`);
    expect((await open(link)).headers.get('location')).toBe(`${SITE}/de?verified=0`);
    expect(
      (await service.request(`${API}/verify-email?token=${'A'.repeat(43)}&lang=en`, { redirect: 'manual' })).headers.get('location'),
    ).toBe(`${SITE}/en?verified=0`);
    expect((await service.request(`${API}/verify-email`, { redirect: 'manual' })).headers.get('location')).toBe(`${SITE}/pt?verified=0`);
  });

  it('redirects only to the site, whatever Host or Referer the request names', async () => {
    const email = await signedUp();
    const link = (await mailbox.latest(email, 'email-verification'))!.links[0]!;
    const landed = await open(`${link}&next=https://evil.example`, {
      'X-Forwarded-Host': 'evil.example',
      Referer: 'https://evil.example/',
    });
    expect(new URL(landed.headers.get('location')!).origin).toBe(SITE);
  });

  it('refuses a link after its 24 hours', async () => {
    const email = await signedUp();
    const link = (await mailbox.latest(email, 'email-verification'))!.links[0]!;
    clock.advance(ONE_DAY + 1000);
    expect((await open(link)).headers.get('location')).toBe(`${SITE}/pt?verified=0`);
    expect((await new Browser(service).login(email)).status).toBe(403);
  });

  it('resends for an unconfirmed account: a new link, in the request language; the old one stops working', async () => {
    const email = await signedUp();
    const first = (await mailbox.latest(email, 'email-verification'))!.links[0]!;
    clock.advance(1000);
    expect((await resend(email, { 'Accept-Language': 'es' })).status).toBe(202);
    const mail = await mailbox.latest(email, 'email-verification');
    expect(mail!.subject).toBe('Confirma tu correo electrónico en Vitalia');
    expect(tokenOf(mail!.links[0]!)).not.toBe(tokenOf(first));

    expect((await open(first)).headers.get('location')).toMatch(/verified=0$/);
    expect((await open(mail!.links[0]!)).headers.get('location')).toMatch(/verified=1$/);
  });

  it('answers a resend identically for unconfirmed, confirmed and unknown addresses, mailing only the first', async () => {
    const unconfirmed = await signedUp();
    const confirmed = await signedUp();
    await open((await mailbox.latest(confirmed, 'email-verification'))!.links[0]!);
    const unknown = uniqueEmail('nobody');
    const before = (await mailbox.messages()).length;

    const answers = await Promise.all([resend(unconfirmed), resend(confirmed), resend(unknown)]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);

    const after = await mailbox.messages();
    expect(after.length - before).toBe(1);
    expect(after[0]!.to).toEqual([unconfirmed]);
  });

  it('refuses a cross-site resend carrying cookies', async () => {
    const browser = new Browser(service, { Origin: 'https://evil.example' });
    browser.cookies.set('vitalia_access', 'x');
    expect((await browser.post('/verify-email/resend', { email: uniqueEmail() })).status).toBe(403);
  });
});

describe.each(testDatabases())('e-mail verification not required, on %s', (database) => {
  let service: TestService;
  let mailbox: Mailbox;
  beforeAll(async () => {
    ({ service, mailbox } = await startIdentity(database));
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('still sends the confirmation e-mail at sign-up, in the sign-up language, while the session starts at once; its link confirms the address', async () => {
    const email = uniqueEmail('optional');
    const browser = new Browser(service);
    const response = await browser.signup(email, undefined, { language: 'es' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(
      expect.objectContaining({ emailConfirmationRequired: false, session: expect.objectContaining({ emailConfirmed: false }) }),
    );

    const mail = await mailbox.latest(email, 'email-verification');
    expect(mail!.subject).toBe('Confirma tu correo electrónico en Vitalia');
    const link = new URL(mail!.links[0]!);
    expect(link.searchParams.get('lang')).toBe('es');
    expect((await service.request(`${link.pathname}${link.search}`, { redirect: 'manual' })).headers.get('location')).toBe(
      `${SITE}/es?verified=1`,
    );
    expect(await (await browser.me()).json()).toEqual(expect.objectContaining({ emailConfirmed: true }));
  });

  it('puts the confirmation in the access token: false from sign-up, true from the first refresh after the link is opened', async () => {
    const email = uniqueEmail('claim');
    const browser = new Browser(service);
    const emailVerifiedIn = (session: { accessToken: string }) => decodeJwt(session.accessToken).email_verified;
    const signedUp = (await (await browser.signup(email)).json()) as { session: { accessToken: string } };
    expect(emailVerifiedIn(signedUp.session)).toBe(false);
    expect(emailVerifiedIn((await (await browser.post('/refresh')).json()) as { accessToken: string })).toBe(false);

    const link = new URL((await mailbox.latest(email, 'email-verification'))!.links[0]!);
    expect((await service.request(`${link.pathname}${link.search}`, { redirect: 'manual' })).status).toBe(303);

    const refreshed = await browser.post('/refresh');
    expect(refreshed.status).toBe(200);
    expect(emailVerifiedIn((await refreshed.json()) as { accessToken: string })).toBe(true);
    expect(emailVerifiedIn((await (await new Browser(service).login(email)).json()) as { accessToken: string })).toBe(true);
  });

  it('sends one confirmation e-mail per sign-up, and none for a refused one', async () => {
    const email = uniqueEmail('once');
    expect((await new Browser(service).signup(email)).status).toBe(201);
    expect((await new Browser(service).signup(email)).status).toBe(409);
    expect((await new Browser(service).signup(uniqueEmail('weak'), 'password123')).status).toBe(400);
    expect(await mailbox.messages(email)).toHaveLength(1);
  });

  it('lets a resend confirm the address too', async () => {
    const email = uniqueEmail('resend');
    expect((await new Browser(service).signup(email)).status).toBe(201);
    const signedUp = await mailbox.latest(email, 'email-verification');
    expect((await new Browser(service).post('/verify-email/resend', { email })).status).toBe(202);
    const resent = await mailbox.latest(email, 'email-verification');
    expect(tokenOf(resent!.links[0]!)).not.toBe(tokenOf(signedUp!.links[0]!));
    const link = new URL(resent!.links[0]!);
    expect((await service.request(`${link.pathname}${link.search}`, { redirect: 'manual' })).headers.get('location')).toBe(
      `${SITE}/pt?verified=1`,
    );
  });
});
