import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startPlacesDouble } from '@app/places-double';
import { DATA_DIR, DEFAULT_REMOTES, E2E_DIR, E2E_PORTS, PRO_OWNER_EMAILS, PRO_TESTER_EMAIL, REMOTES_FILE, ROOT } from './site';

/** Starts the site with `npm start`'s own script and waits for its "running at" line. */
export default async function globalSetup() {
  rmSync(E2E_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(REMOTES_FILE, JSON.stringify(DEFAULT_REMOTES));
  // Nearby clinics come from a local server speaking Overpass's wire format (`npm start` alone has no PLACES_URL).
  const places = await startPlacesDouble();

  const env = {
    ...process.env,
    ...Object.fromEntries(Object.entries(E2E_PORTS).map(([k, v]) => [k, String(v)])),
    DATA_DIR,
    REMOTES_CONFIG: REMOTES_FILE,
    LOG_LEVEL: 'warn',
    // Every browser test comes from 127.0.0.1; the per-client limit itself is proven by the service's own tests.
    ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000',
    SIGNUP_RATE_LIMIT_PER_HOUR: '1000',
    STATE_CHANGE_RATE_LIMIT_PER_MINUTE: '100000',
    // Each page a test opens reports its web vitals: a full run sends more than one visitor's 60 a minute.
    TELEMETRY_RATE_LIMIT_PER_MINUTE: '100000',
    PRO_TEST_ACCESS_EMAILS: [PRO_TESTER_EMAIL, ...PRO_OWNER_EMAILS].join(','),
    // The tests read the site's mail from its catcher, which `npm start` runs only when no mail server is named.
    SMTP_URL: undefined,
    // Subscriptions go through the local Stripe test double, which `npm start` runs only without a real key.
    STRIPE_SECRET_KEY: undefined,
    PLACES_URL: places.interpreterUrl,
  };
  const site = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  writeFileSync(path.join(E2E_DIR, 'site.pid'), String(site.pid));

  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site did not start in time:\n${output}`)), 300_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    site.stdout.on('data', onData);
    site.stderr.on('data', onData);
    site.on('exit', (code) => reject(new Error(`the site exited (${code}) before it was ready:\n${output}`)));
  });
  // Keep draining the output so the site never blocks on a full pipe.
  site.stdout.removeAllListeners('data').resume();
  site.stderr.removeAllListeners('data').on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return () => places.close();
}
