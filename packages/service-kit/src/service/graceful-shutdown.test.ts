import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installGracefulShutdown } from './graceful-shutdown';

/** A server whose `/slow` request writes after `delayMs`; `steps` records writes, cleanup and exit in order. */
async function slowServer(delayMs: number) {
  const steps: string[] = [];
  let entered!: () => void;
  const requestStarted = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const server: Server = createServer((_req, res) => {
    entered();
    setTimeout(() => {
      steps.push('write');
      res.end('saved');
    }, delayMs).unref();
  });
  // Kept-alive connections (the gateway's) must not hold the shutdown until they time out.
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, steps, requestStarted, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function install(server: Server, steps: string[], timeoutMs: number) {
  let exited!: (code: number) => void;
  const exit = new Promise<number>((resolve) => {
    exited = resolve;
  });
  installGracefulShutdown(
    server,
    async () => {
      steps.push('database closed');
    },
    {
      timeoutMs,
      exit: (code) => {
        steps.push(`exit ${code}`);
        exited(code);
      },
    },
  );
  return exit;
}

describe('graceful shutdown on SIGTERM', () => {
  it('lets the request in flight finish with 200, refuses new connections, then closes the database and exits 0', async () => {
    const { server, steps, requestStarted, url } = await slowServer(300);
    const exit = install(server, steps, 5_000);
    const inFlight = fetch(`${url}/slow`);
    await requestStarted;

    process.emit('SIGTERM', 'SIGTERM');
    await expect(fetch(`${url}/new`)).rejects.toThrow();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('saved');
    expect(await exit).toBe(0);
    expect(steps).toEqual(['write', 'database closed', 'exit 0']);
  });

  it('cuts a request that outlasts the timeout but still closes the database before exiting 1', async () => {
    const { server, steps, requestStarted, url } = await slowServer(60_000);
    const exit = install(server, steps, 100);
    const inFlight = fetch(`${url}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await requestStarted;

    process.emit('SIGTERM', 'SIGTERM');
    expect(await exit).toBe(1);
    expect(await inFlight).toBe('cut');
    expect(steps).toEqual(['database closed', 'exit 1']);
    server.close();
  });
});
