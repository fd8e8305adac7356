import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHARE_VISIT_COOKIE_NAME } from '@app/contracts';
import type { TestService } from '@app/service-kit/testing';
import { Browser, startIdentity, uniqueEmail } from './support/identity-client';

describe('user.registered delivery', () => {
  let services: Server;
  let service: TestService;
  const received: Array<{ path: string; event: { type: string; payload: { email: string; shareVisit?: string | null } } }> = [];

  beforeAll(async () => {
    // Stands in for the account and sharing services' /internal/events.
    services = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ path: req.url ?? '', event: JSON.parse(body) as (typeof received)[number]['event'] });
        res.writeHead(204).end();
      });
    });
    services.listen(0, '127.0.0.1');
    await once(services, 'listening');
    const origin = `http://127.0.0.1:${(services.address() as AddressInfo).port}`;
    ({ service } = await startIdentity('pglite', {
      env: { ACCOUNT_EVENTS_URL: `${origin}/account/internal/events`, SHARING_EVENTS_URL: `${origin}/sharing/internal/events` },
    }));
  });
  afterAll(async () => {
    await service?.stop();
    services?.close();
  });

  it('reaches the account and sharing services after a sign-up, with the share visit it came from', async () => {
    const email = uniqueEmail();
    const browser = new Browser(service);
    browser.cookies.set(SHARE_VISIT_COOKIE_NAME, 'v1sit-1d-from-sharing');
    await browser.signup(email);
    const deliveries = () => received.filter(({ event }) => event.payload.email === email);
    for (let wait = 0; wait < 50 && deliveries().length < 2; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const event = expect.objectContaining({
      type: 'user.registered',
      payload: expect.objectContaining({ email, shareVisit: 'v1sit-1d-from-sharing' }),
    }) as unknown;
    expect(deliveries().sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/account/internal/events', event },
      { path: '/sharing/internal/events', event },
    ]);
  });
});
