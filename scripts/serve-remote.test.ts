import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The probes an orchestrator sends to a remote's own server (deploy/k8s points its liveness and readiness here).

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function serveRemote(dist: string): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(__dirname, 'serve-remote.mjs'), dist, String(port), '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(server.stdout!, 'data');
  return { url: `http://127.0.0.1:${port}`, server };
}

describe('a remote’s server', () => {
  let dist: string;
  let remote: { url: string; server: ChildProcess };

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
    remote = await serveRemote(dist);
  });

  afterAll(async () => {
    remote.server.kill('SIGTERM');
    await once(remote.server, 'exit');
    rmSync(dist, { recursive: true, force: true });
  });

  it('keeps an idle connection open longer than the gateway keeps it (65 s against 30 s)', async () => {
    const response = await fetch(`${remote.url}/healthz`);
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('answers liveness at /healthz', async () => {
    const response = await fetch(`${remote.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('is not ready while its build has no manifest, and ready once it has', async () => {
    const missing = await fetch(`${remote.url}/readyz`);
    expect(missing.status).toBe(503);
    expect(await missing.json()).toEqual({ error: expect.objectContaining({ code: 'unavailable' }) });

    writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
    const ready = await fetch(`${remote.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });
});
