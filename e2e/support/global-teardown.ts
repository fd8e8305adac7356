import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { E2E_DIR, runningProcesses } from './site';

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pids: number[]) {
  for (let i = 0; i < 80 && pids.some(alive); i += 1) await sleep(250);
  return pids.filter(alive);
}

/** SIGTERM to the start script, as an operator would send: it must stop every process it started. */
export default async function globalTeardown() {
  const pid = Number(readFileSync(path.join(E2E_DIR, 'site.pid'), 'utf8'));
  const started = Object.values(runningProcesses());
  if (!alive(pid)) throw new Error('the site stopped before the tests ended');
  process.kill(pid, 'SIGTERM');
  const left = await gone([pid, ...started]);
  if (left.length > 0) {
    left.forEach((stray) => process.kill(stray, 'SIGKILL'));
    throw new Error(`SIGTERM to npm start left processes running: ${left.join(', ')}`);
  }
}
