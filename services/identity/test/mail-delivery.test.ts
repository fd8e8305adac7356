import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { testDatabases, type TestService } from '@app/service-kit/testing';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { API, Browser, latestMailTo, SITE, startIdentity, tokenOf, uniqueEmail } from './support/identity-client';

/** A real SMTP server on a free port; each message arrives parsed, in order. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const waiting: Array<(mail: ParsedMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          callback();
          const next = waiting.shift();
          if (next) next(mail);
          else received.push(mail);
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    /** The next message, waiting for it when none has arrived yet. */
    nextMail: () => {
      const already = received.shift();
      return already ? Promise.resolve(already) : new Promise<ParsedMail>((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const addressOf = (field: ParsedMail['to'] | ParsedMail['from']) => (Array.isArray(field) ? field[0] : field)?.value[0]?.address;

describe.each(testDatabases())('mail on %s', (database) => {
  describe('to the local outbox folder (no SMTP_URL)', () => {
    let service: TestService;
    let outboxDir: string;
    beforeAll(async () => {
      outboxDir = await mkdtemp(path.join(os.tmpdir(), 'identity-outbox-'));
      ({ service } = await startIdentity(database, { env: { MAIL_OUTBOX_DIR: outboxDir } }));
    });
    afterAll(async () => {
      await service?.stop();
      await rm(outboxDir, { recursive: true, force: true });
    });

    it('writes each message as an owner-only JSON file (to, subject, text, html, createdAt) with a working link', async () => {
      const email = uniqueEmail('files');
      expect((await new Browser(service).signup(email)).status).toBe(201);
      expect((await new Browser(service, { 'Accept-Language': 'es' }).post('/password-reset', { email })).status).toBe(202);
      const listed = await latestMailTo(service, email);

      const files = await readdir(outboxDir);
      expect(files).toContain(`${listed!.id}.json`);
      const file = path.join(outboxDir, `${listed!.id}.json`);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const stored = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      expect(stored).toEqual({
        id: listed!.id,
        to: email,
        subject: 'Restablece tu contraseña de Vitalia',
        text: expect.stringContaining(`${SITE}/reset-password?token=`),
        html: expect.stringContaining('<html lang="es">'),
        createdAt: expect.any(String),
      });
      expect(stored.html).toContain(`href="${listed!.links[0]!.replace(/&/g, '&amp;')}"`);

      const done = await new Browser(service).post('/password-reset/confirm', { token: tokenOf(listed!.links[0]!), password: 'a brand new passphrase' });
      expect(done.status).toBe(200);
    });

    it('shows one message as an HTML page with its links, and refuses ids that are not ones', async () => {
      const email = uniqueEmail('page');
      expect((await new Browser(service).signup(email)).status).toBe(201);
      await new Browser(service).post('/password-reset', { email });
      const listed = await latestMailTo(service, email);

      const response = await service.request(`${API}/dev/outbox/${listed!.id}`, { headers: { 'Accept-Language': 'en' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<a href="${listed!.links[0]!.replace(/&/g, '&amp;')}">`);
      expect(html).toContain('<h1>Redefina sua senha do Vitalia</h1>');
      expect(html).toContain(`<strong>To:</strong> ${email}`);

      expect((await service.request(`${API}/dev/outbox/..%2F..%2Fidentity-jwt-key`)).status).toBe(404);
      expect((await service.request(`${API}/dev/outbox/0000000000000-00000000`)).status).toBe(404);
    });

    it('gives browsers an HTML list of the outbox', async () => {
      const response = await service.request(`${API}/dev/outbox`, { headers: { Accept: 'text/html,application/xhtml+xml', 'Accept-Language': 'pt-BR' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<h1>Caixa de saída local</h1>');
    });
  });

  describe('over SMTP (SMTP_URL set)', () => {
    let service: TestService;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      ({ service } = await startIdentity(database, { env: { SMTP_URL: smtp.url, MAIL_FROM: 'Vitalia Test <test@vitalia.local>' } }));
    });
    afterAll(async () => {
      await service?.stop();
      await smtp?.close();
    });

    it('delivers the reset e-mail to the mail server, text and HTML, with a link that works', async () => {
      const email = uniqueEmail('smtp');
      expect((await new Browser(service).signup(email)).status).toBe(201);
      expect((await new Browser(service, { 'Accept-Language': 'fr' }).post('/password-reset', { email })).status).toBe(202);

      const mail = await smtp.nextMail();
      expect(addressOf(mail.to)).toBe(email);
      expect(addressOf(mail.from)).toBe('test@vitalia.local');
      expect(mail.subject).toBe('Réinitialisez votre mot de passe Vitalia');
      const link = mail.text!.match(/https?:\/\/\S+/)![0];
      expect(link.startsWith(`${SITE}/reset-password?token=`)).toBe(true);
      expect(mail.html).toContain(link.replace(/&/g, '&amp;'));

      expect((await new Browser(service).post('/password-reset/confirm', { token: tokenOf(link), password: 'a brand new passphrase' })).status).toBe(200);
      expect((await new Browser(service).login(email, 'a brand new passphrase')).status).toBe(200);
    });

    it('hides the dev outbox', async () => {
      expect((await service.request(`${API}/dev/outbox`)).status).toBe(404);
      expect((await service.request(`${API}/dev/outbox/0000000000000-00000000`)).status).toBe(404);
    });
  });

  describe('in production without SMTP_URL', () => {
    let service: TestService;
    beforeAll(async () => {
      ({ service } = await startIdentity(database, { env: { NODE_ENV: 'production' } }));
    });
    afterAll(async () => {
      await service?.stop();
    });

    it('hides the dev outbox, though the reset request is still answered', async () => {
      expect((await service.request(`${API}/dev/outbox`)).status).toBe(404);
      expect((await new Browser(service).post('/password-reset', { email: uniqueEmail() })).status).toBe(202);
    });
  });
});
