// The site as `npm start` runs it, for the fault tests: spare loopback ports (never the defaults or the
// browser tests' ones), a throw-away DATA_DIR, and helpers to find, kill and watch its processes.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sparePorts } from '../../scripts/spare-ports.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { MAIL_CATCHER, REMOTES, SERVICES, STRIPE_DOUBLE } = await import(path.join(ROOT, 'scripts/workspaces.mjs'));

const PORT_VARIABLES = [
  'PORT',
  ...SERVICES.map((s) => s.portVar),
  ...REMOTES.map((r) => r.portVar),
  MAIL_CATCHER.smtp.portVar,
  MAIL_CATCHER.http.portVar,
  STRIPE_DOUBLE.portVar,
];

export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function exited(pid, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} still runs after ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** A GET that never throws: the status, or 0 when nothing answered. */
export async function probe(url, init = {}) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  } catch {
    return { status: 0, headers: new Headers(), text: '' };
  }
}

/**
 * Starts the site (`node scripts/start.mjs`) and resolves once it prints that it is running. Pass `previous`
 * (a stopped site) to start again on the same ports and data, as an operator restarting it would.
 */
export async function startSite({ extraEnv = {}, previous, timeoutMs = 180_000 } = {}) {
  const dataDir = previous?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'vitalia-faults-'));
  const ports =
    previous?.ports ?? Object.fromEntries((await sparePorts(PORT_VARIABLES.length)).map((port, i) => [PORT_VARIABLES[i], port]));
  const env = {
    ...process.env,
    ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    STATE_CHANGE_RATE_LIMIT_PER_MINUTE: '100000',
    ...extraEnv,
  };
  // No mail server of the developer's: the site runs its own mail catcher, one of the parts under test.
  delete env.SMTP_URL;
  // Nor a Stripe key of theirs: the site runs its Stripe test double.
  delete env.STRIPE_SECRET_KEY;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exit = new Promise((resolve) => child.once('exit', resolve));

  const origin = `http://127.0.0.1:${ports.PORT}`;
  const table = path.join(dataDir, 'run', 'processes.json');
  const site = {
    origin,
    ports,
    dataDir,
    output: () => output,
    /** The pid of each running part, from the process table `npm start` keeps. */
    processes: () => JSON.parse(readFileSync(table, 'utf8')),
    /** SIGTERM to `npm start`, as an operator stops it; resolves once it and every part it started exited. */
    async stop() {
      // A start that failed early may not have written its table yet; `npm start` itself is stopped either way.
      const parts = existsSync(table) ? Object.values(site.processes()) : [];
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exit, sleep(15_000)]);
      const left = [child.pid, ...parts].filter(alive);
      for (const pid of left) process.kill(pid, 'SIGKILL');
      if (left.length > 0) throw new Error(`SIGTERM to npm start left processes running: ${left.join(', ')}`);
    },
    /** Stops the site and removes its data. */
    async destroy() {
      try {
        await site.stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (!output.includes('is running at')) {
    if (child.exitCode !== null || Date.now() > deadline || output.includes('did not become ready')) {
      await site.stop().catch(() => undefined);
      throw new Error(`the site did not start:\n${output.split('\n').slice(-30).join('\n')}`);
    }
    await sleep(100);
  }
  return site;
}

/** Where each part of a running site says it is up, reached the way its users reach it. */
export function healthUrls(site) {
  const remoteSegment = (name) => name.replace(/^mf-/, '');
  return {
    gateway: `${site.origin}/healthz`,
    ...Object.fromEntries(SERVICES.map((s) => [s.name, `${site.origin}/api/${s.name}/readyz`])),
    ...Object.fromEntries(REMOTES.map((r) => [r.name, `${site.origin}/mf/${remoteSegment(r.name)}/mf-manifest.json`])),
    [MAIL_CATCHER.name]: `http://127.0.0.1:${site.ports[MAIL_CATCHER.http.portVar]}/healthz`,
  };
}

export { MAIL_CATCHER, REMOTES, SERVICES };
