import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_TOKEN_HEADER } from '@app/service-kit';
import { symptomsCountOverHttp } from './symptoms-count';

const TOKEN = 'internal-token-for-the-count-test-0123456789';
const USER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('the screening count over HTTP', () => {
  let server: Server;
  let baseUrl: string;
  let answer: (req: IncomingMessage, res: ServerResponse) => void;
  const warn = jest.fn();

  beforeAll(async () => {
    server = createServer((req, res) => answer(req, res));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  beforeEach(() => warn.mockClear());

  const client = (options: { baseUrl?: string; timeoutMs?: number } = {}) =>
    symptomsCountOverHttp({ baseUrl, token: TOKEN, log: { warn }, ...options });

  it("asks symptoms' /internal/count for the user, with the internal token", async () => {
    let asked: { url?: string; token?: string | string[] } = {};
    answer = (req, res) => {
      asked = { url: req.url, token: req.headers[INTERNAL_TOKEN_HEADER.toLowerCase()] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ screenings: 7 }));
    };
    expect(await client().screeningsOf(USER_ID)).toBe(7);
    expect(asked).toEqual({ url: `/internal/count?userId=${USER_ID}`, token: TOKEN });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['an error status', (_req: IncomingMessage, res: ServerResponse) => res.writeHead(503).end()],
    [
      'a body that is not a count',
      (_req: IncomingMessage, res: ServerResponse) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"screenings":"many"}'),
    ],
  ])('answers 0 and logs when symptoms answers %s', async (_what, handler) => {
    answer = handler;
    expect(await client().screeningsOf(USER_ID)).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('answers 0 and logs when symptoms is too slow', async () => {
    answer = () => {};
    expect(await client({ timeoutMs: 50 }).screeningsOf(USER_ID)).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('answers 0 and logs when symptoms is not running', async () => {
    const stopped = createServer();
    stopped.listen(0, '127.0.0.1');
    await once(stopped, 'listening');
    const { port } = stopped.address() as AddressInfo;
    await new Promise((resolve) => stopped.close(resolve));

    expect(await client({ baseUrl: `http://127.0.0.1:${port}` }).screeningsOf(USER_ID)).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
