import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import { createGatewayApp } from './app';
import { loadGatewayConfig } from './config';

const shellDist = mkdtempSync(path.join(os.tmpdir(), 'shell-'));
writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body></body></html>');

const servers: Server[] = [];
afterAll(() =>
  servers.forEach((server) => {
    server.close();
    server.closeAllConnections();
  }),
);

function started(server: Server): Promise<string> {
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

/** An instance of the symptoms service that says which one it is and what body it received. */
function instance(name: string) {
  const app = express();
  app.use(express.text({ type: () => true }));
  app.use((req, res) => res.json({ instance: name, method: req.method, body: req.body }));
  return started(createServer(app));
}

/** An instance that accepts the connection and then dies before answering (a kill -9 mid-request). */
function dyingInstance() {
  const server = createServer((req) => req.socket.destroy());
  return started(server);
}

/** An instance that answers a connection's first request and closes it when the next one arrives on it. */
function closingIdleInstance() {
  const answeredOn = new WeakSet<object>();
  const server = createServer((req, res) => {
    if (answeredOn.has(req.socket)) {
      req.socket.destroy();
      return;
    }
    answeredOn.add(req.socket);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ instance: 'only' }));
  });
  return started(server);
}

/** An address where nothing listens: the connection is refused. */
async function refusingAddress() {
  const server = createServer();
  const url = await started(server);
  server.close();
  return url;
}

async function gatewayWith(symptomsUrls: string[]) {
  const app = createGatewayApp(
    loadGatewayConfig({ SHELL_DIST: shellDist, SYMPTOMS_URL: symptomsUrls.join(',') }),
    pino({ level: 'silent' }),
  );
  return started(createServer(app));
}

const analyse = (gateway: string, method = 'POST') =>
  fetch(
    `${gateway}/api/symptoms/analyses`,
    method === 'POST' ? { method, body: 'headache since morning', headers: { 'content-type': 'text/plain' } } : { method },
  );

describe('several instances behind one address', () => {
  it('takes the instances in turn', async () => {
    const gateway = await gatewayWith([await instance('a'), await instance('b')]);
    const answered: string[] = [];
    for (let i = 0; i < 4; i++) answered.push(((await (await analyse(gateway, 'GET')).json()) as { instance: string }).instance);
    expect(answered).toEqual(['a', 'b', 'a', 'b']);
  });

  it('sends a request an instance refused to the next one, body and all', async () => {
    const gateway = await gatewayWith([await refusingAddress(), await instance('b')]);
    for (let i = 0; i < 3; i++) {
      const response = await analyse(gateway);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ instance: 'b', method: 'POST', body: 'headache since morning' });
    }
  });

  it('repeats an idempotent request elsewhere when its instance died on it', async () => {
    const gateway = await gatewayWith([await dyingInstance(), await instance('b')]);
    expect((await analyse(gateway, 'GET')).status).toBe(200);
    expect((await analyse(gateway, 'GET')).status).toBe(200);
  });

  it('never sends a POST twice: one its instance may have received answers 503', async () => {
    const gateway = await gatewayWith([await dyingInstance(), await instance('b')]);
    const statuses = [(await analyse(gateway)).status, (await analyse(gateway)).status];
    // In turn: the first goes to the dying instance and is not repeated, the second to the live one.
    expect(statuses).toEqual([503, 200]);
  });

  it('sends a GET again on a fresh connection when its kept-alive one was closed as it went out', async () => {
    const gateway = await gatewayWith([await closingIdleInstance()]);
    for (let i = 0; i < 3; i++) expect((await analyse(gateway, 'GET')).status).toBe(200);
  });

  it('answers 503 when no instance answers', async () => {
    const gateway = await gatewayWith([await refusingAddress(), await refusingAddress()]);
    expect((await analyse(gateway)).status).toBe(503);
  });
});
