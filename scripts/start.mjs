#!/usr/bin/env node
// `npm start`: builds what is not built, starts every service, every remote's server and the gateway on the
// embedded defaults (with a local mail catcher unless SMTP_URL names a mail server, and a local Stripe test double
// unless STRIPE_SECRET_KEY is set), prints the URLs, restarts any of them that crashes (scripts/supervisor.mjs),
// and stops everything it started on Ctrl-C or SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { supervise } from './supervisor.mjs';
import { MAIL_CATCHER, REMOTES, ROOT, SERVICES, STRIPE_DOUBLE, portOf } from './workspaces.mjs';

const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-if-needed.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const env = process.env;
const dataDir = path.resolve(env.DATA_DIR ?? path.join(ROOT, '.data'));
const gatewayPort = Number(env.PORT ?? 8080);
const host = env.HOST ?? '127.0.0.1';
mkdirSync(path.join(dataDir, 'run'), { recursive: true });

const parts = new Map();
let stopping = false;

function prefixLines(name, stream, target) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) target.write(`${name.padEnd(12)}| ${line}\n`);
  });
}

function launch(name, args, extraEnv) {
  const part = supervise({
    name,
    start: () => {
      const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
      prefixLines(name, child.stdout, process.stdout);
      prefixLines(name, child.stderr, process.stderr);
      return child;
    },
    log: (message) => console.error(message),
    onChange: writeProcessTable,
  });
  parts.set(name, part);
  writeProcessTable();
}

/** Which process serves which part now (restarts change it), for operators and for tests that stop one on purpose. */
function writeProcessTable() {
  const running = [...parts].filter(([, part]) => part.child).map(([name, part]) => [name, part.child.pid]);
  // Written aside and renamed over, so a reader never sees a half-written table.
  const table = path.join(dataDir, 'run', 'processes.json');
  writeFileSync(`${table}.tmp`, JSON.stringify(Object.fromEntries(running), null, 2));
  renameSync(`${table}.tmp`, table);
}

const upstreams = {};
const servicePort = (name) => portOf(SERVICES.find((service) => service.name === name));
// Where services find each other: identity's keys, each other's internal endpoints and event inboxes.
const serviceOrigin = (name) => `http://127.0.0.1:${servicePort(name)}`;
const serviceLinks = {
  // The browser's Origin on this site, which the services' CSRF guard accepts.
  PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${gatewayPort},http://127.0.0.1:${gatewayPort}`,
  IDENTITY_JWKS_URL: `${serviceOrigin('identity')}/api/identity/.well-known/jwks.json`,
  IDENTITY_URL: serviceOrigin('identity'),
  SYMPTOMS_URL: serviceOrigin('symptoms'),
  PRO_URL: serviceOrigin('pro'),
  SHARING_URL: serviceOrigin('sharing'),
  IDENTITY_EVENTS_URL: `${serviceOrigin('identity')}/internal/events`,
  ACCOUNT_EVENTS_URL: `${serviceOrigin('account')}/internal/events`,
  SYMPTOMS_EVENTS_URL: `${serviceOrigin('symptoms')}/internal/events`,
  PRO_EVENTS_URL: `${serviceOrigin('pro')}/internal/events`,
  SHARING_EVENTS_URL: `${serviceOrigin('sharing')}/internal/events`,
};
// Without a mail server of the operator's, mail goes to the catcher, on 127.0.0.1 only: it shows every reset link.
const mailCatcherPorts = { smtp: portOf(MAIL_CATCHER.smtp), http: portOf(MAIL_CATCHER.http) };
const mailCatcherUrl = env.SMTP_URL ? undefined : `http://127.0.0.1:${mailCatcherPorts.http}`;
if (mailCatcherUrl) {
  launch(MAIL_CATCHER.name, [path.join(ROOT, 'tools/mail-catcher/dist/main.js')], {
    [MAIL_CATCHER.smtp.portVar]: String(mailCatcherPorts.smtp),
    [MAIL_CATCHER.http.portVar]: String(mailCatcherPorts.http),
  });
}
const mailSettings = mailCatcherUrl ? { SMTP_URL: `smtp://127.0.0.1:${mailCatcherPorts.smtp}` } : {};
/** Identity mails reset and confirmation links; pro mails family invitations. */
const MAILING_SERVICES = ['identity', 'pro'];
// Without a Stripe key of the operator's, pro pays through the Stripe test double (127.0.0.1 only), which posts
// its webhooks to the site as Stripe would, signed with a secret made for this run.
const stripeDoubleUrl = env.STRIPE_SECRET_KEY ? undefined : `http://127.0.0.1:${portOf(STRIPE_DOUBLE)}`;
const stripeWebhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
if (stripeDoubleUrl) {
  launch(STRIPE_DOUBLE.name, [path.join(ROOT, 'tools/stripe-double/dist/main.js')], {
    PORT: String(portOf(STRIPE_DOUBLE)),
    HOST: '127.0.0.1',
    PUBLIC_URL: stripeDoubleUrl,
    STRIPE_DOUBLE_WEBHOOK_URL: `http://127.0.0.1:${gatewayPort}/api/pro/stripe/webhook`,
    STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
    STRIPE_DOUBLE_DATA_FILE: path.join(dataDir, 'stripe-double.json'),
  });
}
const stripeSettings = stripeDoubleUrl
  ? {
      STRIPE_API_URL: stripeDoubleUrl,
      STRIPE_SECRET_KEY: 'sk_test_local_double',
      STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      STRIPE_PRICE_ID: 'price_vitalia_pro_test',
    }
  : {};

for (const service of SERVICES) {
  const port = portOf(service);
  upstreams[service.urlVar] = `http://127.0.0.1:${port}`;
  const settings = {
    ...serviceLinks,
    ...(MAILING_SERVICES.includes(service.name) ? mailSettings : {}),
    ...(service.name === 'pro' ? stripeSettings : {}),
  };
  launch(service.name, [path.join(ROOT, 'services', service.name, 'dist/main.js')], {
    ...settings,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  });
}
for (const remote of REMOTES) {
  const port = portOf(remote);
  upstreams[remote.urlVar] = `http://127.0.0.1:${port}`;
  launch(remote.name, [path.join(ROOT, 'scripts/serve-remote.mjs'), path.join(ROOT, remote.name, 'dist'), String(port), '127.0.0.1']);
}
// The gateway answers short links itself: it reads identity's keys, presents the services' internal token (in the same
// DATA_DIR) to sharing, and keeps its clicks queue there.
launch('gateway', [path.join(ROOT, 'services/gateway/dist/main.js')], {
  ...upstreams,
  IDENTITY_JWKS_URL: serviceLinks.IDENTITY_JWKS_URL,
  DATA_DIR: dataDir,
  PORT: String(gatewayPort),
  HOST: host,
});

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Prints one ready line per part as it first answers its readiness check. Services are asked on their own ports,
 * so the gateway (which answers 503 for them meanwhile) has nothing to warn about while they boot.
 */
async function waitUntilReady() {
  const checks = [
    ...SERVICES.map((service) => ({ name: service.name, url: `${serviceOrigin(service.name)}/readyz` })),
    ...REMOTES.map((remote) => ({ name: remote.name, url: `http://127.0.0.1:${portOf(remote)}/readyz` })),
    ...(mailCatcherUrl ? [{ name: MAIL_CATCHER.name, url: `${mailCatcherUrl}/healthz` }] : []),
    ...(stripeDoubleUrl ? [{ name: STRIPE_DOUBLE.name, url: `${stripeDoubleUrl}/healthz` }] : []),
    { name: 'gateway', url: `http://127.0.0.1:${gatewayPort}/healthz` },
  ];
  const ready = new Set();
  for (let attempt = 0; attempt < 240 && !stopping; attempt += 1) {
    const waiting = checks.filter((check) => !ready.has(check.name));
    await Promise.all(
      waiting.map(async ({ name, url }) => {
        if (!(await answers(url))) return;
        ready.add(name);
        console.log(`${name.padEnd(12)}| ready`);
      }),
    );
    if (ready.size === checks.length) return true;
    await sleep(250);
  }
  return false;
}

async function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  const running = [...parts.values()].filter((part) => part.child);
  console.log(`\n${signal}: stopping ${running.length} processes…`);
  const exited = Promise.all([...parts.values()].map((part) => part.stop('SIGTERM')));
  const timedOut = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
  if (timedOut) for (const part of parts.values()) part.child?.kill('SIGKILL');
  process.exit(0);
}
process.on('SIGINT', () => void stopAll('SIGINT'));
process.on('SIGTERM', () => void stopAll('SIGTERM'));

if (await waitUntilReady()) {
  const shown = host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host;
  console.log(`\nVitalia is running at http://${shown}:${gatewayPort}  (Ctrl-C stops everything)`);
  if (mailCatcherUrl) console.log(`Mail it sends (reset and confirmation links) is caught at ${mailCatcherUrl}`);
  if (stripeDoubleUrl) console.log(`Payments go to a local Stripe test double (test mode, no real payment) at ${stripeDoubleUrl}`);
  console.log('');
} else if (!stopping) {
  console.error('Some parts did not become ready; see the log above. Still running what did start.');
}
