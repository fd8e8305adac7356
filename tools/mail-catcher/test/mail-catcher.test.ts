import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import type { CaughtMail, CaughtMailList } from '@app/contracts';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { startMailCatcher, type RunningMailCatcher } from '../src/mail-catcher';

const RESET_LINK = 'http://localhost:8080/reset-password?token=abc&type=recovery';

/** Every address of this machine but 127.0.0.1 (link-local ones need a zone to be dialled): the catcher must not answer on any. */
function otherLocalAddresses(): string[] {
  const interfaces = Object.values(os.networkInterfaces()).flat();
  return ['::1', ...interfaces.flatMap((entry) => (entry && !entry.internal && !entry.address.startsWith('fe80:') ? [entry.address] : []))];
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** fetch never sends a Host of its own choosing; a browser on a re-pointed domain does. */
function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Host: host } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .once('error', reject);
  });
}

describe('the mail catcher', () => {
  let catcher: RunningMailCatcher;
  const api = async <T>(path: string) => {
    const response = await fetch(`${catcher.webUrl}${path}`);
    return { status: response.status, headers: response.headers, body: (await response.json()) as T };
  };
  const send = (message: SendMailOptions) =>
    nodemailer.createTransport(catcher.smtpUrl).sendMail({ from: 'Vitalia <no-reply@vitalia.local>', ...message });

  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(async () => {
    await catcher?.close();
  });

  it('keeps a mail sent over SMTP and serves it from its JSON API: to, subject, text, html, date and the links found', async () => {
    const before = Date.now();
    await send({
      to: 'ana@example.com',
      subject: 'Redefina sua senha do Vitalia',
      text: `Olá,\n\nRedefinir senha: ${RESET_LINK}\n\n— Vitalia`,
      html: `<p><a href="${RESET_LINK.replace('&', '&amp;')}">Redefinir senha</a></p>`,
    });

    const list = await api<CaughtMailList>('/api/messages');
    expect(list.status).toBe(200);
    const listed = list.body.messages.find((message) => message.to.includes('ana@example.com'));
    expect(listed).toEqual({
      id: expect.any(String),
      to: ['ana@example.com'],
      subject: 'Redefina sua senha do Vitalia',
      date: expect.any(String),
      links: [RESET_LINK],
    });
    expect(Date.parse(listed!.date)).toBeGreaterThanOrEqual(before - 1_000);

    const one = await api<CaughtMail>(`/api/messages/${listed!.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      ...listed,
      from: '"Vitalia" <no-reply@vitalia.local>',
      text: expect.stringContaining(`Redefinir senha: ${RESET_LINK}`),
      html: expect.stringContaining(`href="${RESET_LINK.replace('&', '&amp;')}"`),
    });
  });

  it('lists the newest message first and names every recipient of the envelope', async () => {
    await send({ to: 'first@example.com', subject: 'first', text: 'one' });
    await send({ to: 'second@example.com', bcc: 'hidden@example.com', subject: 'second', text: 'two' });
    const { body } = await api<CaughtMailList>('/api/messages');
    expect(body.messages.slice(0, 2).map((message) => message.subject)).toEqual(['second', 'first']);
    expect(body.messages[0]!.to).toEqual(['second@example.com', 'hidden@example.com']);
  });

  it('answers 404 for a message it does not have', async () => {
    const { status, body } = await api('/api/messages/no-such-id');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'not_found', message: 'No such message' } });
  });

  it('shows people a page listing the messages with their links, escaped, and a page per message', async () => {
    await send({ to: 'page@example.com', subject: 'A <b>bold</b> subject', text: `Open ${RESET_LINK} now` });
    const list = await fetch(catcher.webUrl);
    expect(list.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await list.text();
    expect(html).toContain('A &lt;b&gt;bold&lt;/b&gt; subject');
    expect(html).toContain(`<a href="${RESET_LINK.replace('&', '&amp;')}">`);

    const { body } = await api<CaughtMailList>('/api/messages');
    const page = await (await fetch(`${catcher.webUrl}/messages/${body.messages[0]!.id}`)).text();
    expect(page).toContain(`Open <a href="${RESET_LINK.replace('&', '&amp;')}">`);
  });

  it('listens on 127.0.0.1 only, for SMTP and the web page alike', async () => {
    expect(catcher.smtpServer.server.address()).toEqual(expect.objectContaining({ address: '127.0.0.1' }));
    expect(catcher.webServer.address()).toEqual(expect.objectContaining({ address: '127.0.0.1' }));
    expect(catcher.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(catcher.webUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const ports = [Number(new URL(catcher.smtpUrl).port), Number(new URL(catcher.webUrl).port)];
    for (const address of otherLocalAddresses()) {
      for (const port of ports)
        expect({ address, port, connects: await connects(address, port) }).toEqual({ address, port, connects: false });
    }
  });

  it('refuses requests that name another host, so a re-pointed domain cannot read the mail (DNS rebinding)', async () => {
    const port = new URL(catcher.webUrl).port;
    expect(await statusWithHost(`${catcher.webUrl}/api/messages`, `attacker.example:${port}`)).toBe(421);
    expect(await statusWithHost(`${catcher.webUrl}/`, 'attacker.example')).toBe(421);
    expect(await statusWithHost(`${catcher.webUrl}/api/messages`, `localhost:${port}`)).toBe(200);
    expect(await statusWithHost(`${catcher.webUrl}/api/messages`, `127.0.0.1:${port}`)).toBe(200);
  });

  it('lets nothing it serves be cached, framed or run scripts', async () => {
    const { headers } = await api('/api/messages');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });
});
