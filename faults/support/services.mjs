// Single services and the gateway as separate processes, for the fault tests that kill one of them
// (kill -9) or run two instances of one: built `dist/main.js` files, spare loopback ports, their own data.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The processes run the built files: bring them up to date first (incremental, quick when nothing changed).
const build = spawnSync(
  process.execPath,
  [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'services/symptoms', 'services/gateway'],
  { cwd: ROOT, stdio: 'inherit' },
);
if (build.status !== 0) throw new Error('tsc -b services/symptoms services/gateway failed');

/** A port the kernel hands out as free right now (never a default or a browser-test port). */
export async function sparePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function throwAwayDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitalia-faults-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Whether the PostgreSQL server of the integration suites answers at 127.0.0.1:5432 (trust auth). */
export async function postgresAnswers() {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: 5432,
    user: process.env.PGUSER ?? 'postgres',
    database: 'postgres',
    connectionTimeoutMillis: 1500,
  });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A fresh PostgreSQL database; `drop()` removes it. */
export async function postgresDatabase() {
  const name = `faults_${randomBytes(6).toString('hex')}`;
  const user = process.env.PGUSER ?? 'postgres';
  const admin = async (statement) => {
    const client = new pg.Client({ host: '127.0.0.1', port: 5432, user, database: 'postgres' });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  return { url: `postgresql://${user}@127.0.0.1:5432/${name}`, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Starts `services/<name>/dist/main.js` (or the gateway's) on `env.PORT` and resolves once it answers its
 * health check. `kill()` is kill -9; `stop()` is SIGTERM and waits for the exit.
 */
export async function startProcess(workspace, env, { healthPath, timeoutMs = 60_000 } = {}) {
  const child = spawn(process.execPath, [path.join(ROOT, workspace, 'dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk.toString()).slice(-10_000);
  });
  const exit = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${workspace} exited at start:\n${errors}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${workspace} did not become healthy:\n${errors}`);
    }
    const healthy = await fetch(`${url}${healthPath}`, { signal: AbortSignal.timeout(1_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await sleep(100);
  }
  return {
    url,
    pid: child.pid,
    async kill() {
      child.kill('SIGKILL');
      await exit;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exit, sleep(10_000).then(() => child.kill('SIGKILL'))]);
      await exit;
    },
  };
}

/** One symptoms instance; instances that share `DATABASE_URL` must share `GUEST_COOKIE_SECRET` too. */
export function startSymptoms(env) {
  return startProcess('services/symptoms', env, { healthPath: '/api/symptoms/readyz' });
}

export function startGateway(env) {
  return startProcess('services/gateway', env, { healthPath: '/healthz' });
}

/** The cookies a response sets, as a browser would send them back. */
export const cookiesOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

export const ANALYSES = '/api/symptoms/analyses';

const TEXTS = [
  { text: 'Estou com dor de garganta e febre baixa desde ontem.', language: 'pt' },
  { text: 'I have had a headache and a runny nose since this morning.', language: 'en' },
  { text: 'Tengo tos seca y cansancio desde hace dos días.', language: 'es' },
  { text: 'Ich habe seit gestern Bauchschmerzen und Übelkeit.', language: 'de' },
  { text: 'J’ai mal au dos depuis que j’ai porté des cartons.', language: 'fr' },
];

/** A new visitor's analysis: the answer, its status and the guest cookie that may read it again. */
export async function analyse(origin, i, headers = {}) {
  const response = await fetch(`${origin}${ANALYSES}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(TEXTS[i % TEXTS.length]),
  });
  const body = await response.json().catch(() => undefined);
  return { status: response.status, id: body?.id, cookie: cookiesOf(response) };
}
