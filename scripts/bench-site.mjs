// Starts the whole site with `npm start`'s own script on spare loopback ports and a throw-away DATA_DIR (as the
// e2e setup does), and stops it with SIGTERM as an operator would.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sparePorts } from './spare-ports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT_VARIABLES = [
  'PORT',
  'IDENTITY_PORT',
  'ACCOUNT_PORT',
  'SYMPTOMS_PORT',
  'PRO_PORT',
  'SHARING_PORT',
  'MF_SYMPTOMS_PORT',
  'MF_ACCOUNT_PORT',
  'MF_PRO_PORT',
  'MF_SHARING_PORT',
  'MAIL_CATCHER_SMTP_PORT',
  'MAIL_CATCHER_HTTP_PORT',
  'STRIPE_DOUBLE_PORT',
];

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the site and resolves `{ origin, ports, stop }` (`ports` by variable, e.g. SYMPTOMS_PORT) once it prints
 * that it is running, or rejects with its output.
 * `extraEnv` lets the bench lift limits meant for real visitors (rate limiting) for its loopback load.
 */
export async function startSite({ extraEnv = {}, timeoutMs = 300_000 } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitalia-bench-'));
  const free = await sparePorts(PORT_VARIABLES.length);
  const ports = Object.fromEntries(PORT_VARIABLES.map((name, i) => [name, String(free[i])]));

  const env = { ...process.env, ...ports, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv };
  const site = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exited = false;
  const exit = new Promise((resolve) =>
    site.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  async function stop() {
    const started = readProcessTable(dataDir);
    if (!exited) site.kill('SIGTERM');
    await Promise.race([exit, sleep(15_000)]);
    // start.mjs stops its children on SIGTERM; anything still running after that is killed by its own pid.
    for (const pid of [site.pid, ...started]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the site did not start within ${timeoutMs / 1000} s`)), timeoutMs);
      const onData = (chunk) => {
        output += chunk.toString();
        if (output.includes('is running at')) {
          clearTimeout(timer);
          resolve();
        } else if (output.includes('did not become ready')) {
          clearTimeout(timer);
          reject(new Error('some parts of the site did not become ready'));
        }
      };
      site.stdout.on('data', onData);
      site.stderr.on('data', onData);
      exit.then(() => {
        clearTimeout(timer);
        reject(new Error(`the site exited before it was ready (exit ${site.exitCode ?? site.signalCode})`));
      });
    });
  } catch (error) {
    await stop();
    error.message += `\n${output.split('\n').slice(-20).join('\n')}`;
    throw error;
  }
  // Keep draining the output so the site never blocks on a full pipe.
  site.stdout.removeAllListeners('data').resume();
  site.stderr.removeAllListeners('data').resume();
  return { origin: `http://127.0.0.1:${ports.PORT}`, ports, dataDir, stop };
}

function readProcessTable(dataDir) {
  const file = path.join(dataDir, 'run', 'processes.json');
  if (!existsSync(file)) return [];
  try {
    return Object.values(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return [];
  }
}
