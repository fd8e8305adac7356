import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { E2E_DIR } from './site';

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the start script, as Ctrl-C would: it stops everything it started. */
export default async function globalTeardown() {
  const pid = Number(readFileSync(path.join(E2E_DIR, 'site.pid'), 'utf8'));
  if (!alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 60 && alive(pid); i += 1) await sleep(250);
}
