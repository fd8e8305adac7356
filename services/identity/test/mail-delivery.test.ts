import { testDatabases, type TestService } from '@app/service-kit/testing';
import { API, Browser, SITE, startIdentity, tokenOf, uniqueEmail, type Mailbox } from './support/identity-client';

/** The site's public address, unlike the service's own (127.0.0.1 and a free port). */
const PUBLIC_SITE = 'https://vitalia.example';

/** Where the old dev outbox answered; the sent links must be readable nowhere but in the inbox. */
const DEV_OUTBOX_PATHS = [`${API}/dev/outbox`, `${API}/dev/outbox/0000000000000-00000000`];

describe.each(testDatabases())('mail on %s', (database) => {
  describe('over SMTP (SMTP_URL)', () => {
    let service: TestService;
    let mailbox: Mailbox;
    beforeAll(async () => {
      ({ service, mailbox } = await startIdentity(database, {
        env: { PUBLIC_ORIGIN: `${PUBLIC_SITE},${SITE}`, MAIL_FROM: 'Vitalia Test <test@vitalia.local>' },
      }));
    });
    afterAll(async () => {
      await service?.stop();
    });

    it('sends the confirmation e-mail on sign-up, in the sign-up language, with a link on PUBLIC_ORIGIN that confirms the address', async () => {
      const email = uniqueEmail('signup');
      expect((await new Browser(service).signup(email, undefined, { language: 'de' })).status).toBe(201);

      const [mail, ...others] = await mailbox.messages(email);
      expect(others).toEqual([]);
      expect(mail).toEqual(
        expect.objectContaining({ to: [email], from: 'test@vitalia.local', subject: 'Bestätige deine E-Mail-Adresse für Vitalia' }),
      );
      const link = mail!.links[0]!;
      expect(link).toMatch(new RegExp(`^${PUBLIC_SITE}${API}/verify-email\\?token=[A-Za-z0-9_-]{43}&lang=de$`));
      expect(mail!.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
      expect(mail!.html).toContain('<html lang="de">');

      const url = new URL(link);
      const landed = await service.request(`${url.pathname}${url.search}`, { redirect: 'manual' });
      expect(landed.headers.get('location')).toBe(`${PUBLIC_SITE}/de?verified=1`);
      const [row] = await service.query<{ email_confirmed_at: Date | null }>(
        'select email_confirmed_at from identity.credentials where email = $1',
        [email],
      );
      expect(row!.email_confirmed_at).toBeInstanceOf(Date);
    });

    it('sends the reset e-mail, text and HTML, from MAIL_FROM, with a PUBLIC_ORIGIN link that sets a new password', async () => {
      const email = uniqueEmail('reset');
      expect((await new Browser(service).signup(email)).status).toBe(201);
      expect((await new Browser(service, { 'Accept-Language': 'fr' }).post('/password-reset', { email })).status).toBe(202);

      const mail = await mailbox.latest(email, 'password-reset');
      expect(mail).toEqual(
        expect.objectContaining({ to: [email], from: 'test@vitalia.local', subject: 'Réinitialisez votre mot de passe Vitalia' }),
      );
      const link = mail!.links[0]!;
      expect(link.startsWith(`${PUBLIC_SITE}/reset-password?token=`)).toBe(true);
      expect(mail!.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);

      expect(
        (await new Browser(service).post('/password-reset/confirm', { token: tokenOf(link), password: 'a brand new passphrase' })).status,
      ).toBe(200);
      expect((await new Browser(service).login(email, 'a brand new passphrase')).status).toBe(200);
    });

    it('serves no dev outbox: the old paths answer 404 and the API description does not list them', async () => {
      for (const path of DEV_OUTBOX_PATHS) {
        const response = await service.request(path, { headers: { Accept: 'application/json' } });
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
      }
      const openapi = (await (await service.request(`${API}/openapi.json`)).json()) as { paths: Record<string, unknown> };
      expect(Object.keys(openapi.paths).filter((path) => path.includes('outbox'))).toEqual([]);
    });
  });

  describe('without SMTP_URL (identity started alone)', () => {
    let service: TestService;
    beforeAll(async () => {
      ({ service } = await startIdentity(database, { smtp: false }));
    });
    afterAll(async () => {
      await service?.stop();
    });

    it('still signs users up and answers reset requests; the mail is dropped, and no outbox shows it', async () => {
      const email = uniqueEmail('alone');
      expect((await new Browser(service).signup(email)).status).toBe(201);
      expect((await new Browser(service).post('/password-reset', { email })).status).toBe(202);
      for (const path of DEV_OUTBOX_PATHS) expect((await service.request(path)).status).toBe(404);
    });
  });

  describe('in production without SMTP_URL', () => {
    let service: TestService;
    beforeAll(async () => {
      ({ service } = await startIdentity(database, { smtp: false, env: { NODE_ENV: 'production' } }));
    });
    afterAll(async () => {
      await service?.stop();
    });

    it('starts and answers the reset request as usual, with no outbox either', async () => {
      expect((await new Browser(service).post('/password-reset', { email: uniqueEmail() })).status).toBe(202);
      for (const path of DEV_OUTBOX_PATHS) expect((await service.request(path)).status).toBe(404);
    });
  });
});
