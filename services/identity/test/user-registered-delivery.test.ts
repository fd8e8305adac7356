import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestService } from '@app/service-kit/testing';
import { Browser, startIdentity, uniqueEmail } from './support/identity-client';

describe('user.registered delivery', () => {
  let account: Server;
  let service: TestService;
  const received: Array<{ type: string; payload: { email: string } }> = [];

  beforeAll(async () => {
    // Stands in for the account service's /internal/events.
    account = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(JSON.parse(body) as (typeof received)[number]);
        res.writeHead(204).end();
      });
    });
    account.listen(0, '127.0.0.1');
    await once(account, 'listening');
    const url = `http://127.0.0.1:${(account.address() as AddressInfo).port}/internal/events`;
    ({ service } = await startIdentity('pglite', { env: { ACCOUNT_EVENTS_URL: url } }));
  });
  afterAll(async () => {
    await service?.stop();
    account?.close();
  });

  it('reaches the account service after a sign-up', async () => {
    const email = uniqueEmail();
    await new Browser(service).signup(email);
    for (let wait = 0; wait < 50 && !received.some((event) => event.payload.email === email); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(received).toEqual([expect.objectContaining({ type: 'user.registered', payload: expect.objectContaining({ email }) })]);
  });
});
