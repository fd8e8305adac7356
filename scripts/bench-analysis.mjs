#!/usr/bin/env node
// `npm run bench:analysis`: how fast the built engine answers (in-process latency percentiles and throughput over
// the vignettes) and how many analyses per second the whole site serves through the gateway
// (`POST /api/symptoms/analyses`, bounded loopback load). Figures only: no time limit is asserted here.
//   --iterations <n>   in-engine analyses after warm-up (default 2000)
//   --requests <n>     HTTP requests (default 2000)
//   --concurrency <n>  HTTP requests in flight (default 20)
//   --seconds <n>      HTTP time limit (default 60)
//   --no-http          skip the HTTP part (it starts the whole site)
//   --origin <url>     load an already running site on this machine instead of starting one
//   --engine <file>    measure another module exporting analyze() instead of packages/triage/dist
//   --json             machine-readable output
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { option } from '../packages/triage/bench/lib/args.mjs';
import { loadEngine } from '../packages/triage/bench/lib/engine.mjs';
import { startSite } from './bench-site.mjs';

const require = createRequire(import.meta.url);
const { latencySummary } = require('../packages/triage/bench/lib/scoring.cjs');
const { loadVignettes } = require('../packages/triage/bench/lib/vignettes.cjs');

const args = process.argv.slice(2);
const settings = {
  iterations: Number(option(args, 'iterations', '2000')),
  warmUp: 300,
  requests: Number(option(args, 'requests', '2000')),
  concurrency: Number(option(args, 'concurrency', '20')),
  seconds: Number(option(args, 'seconds', '60')),
};
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const vignettes = loadVignettes();
const inputs = vignettes.map(({ text, language, context }) => ({ text, language, ...(context ? { context } : {}) }));

const result = {
  settings,
  engine: measureEngine(),
  http: args.includes('--no-http') ? { unavailable: 'skipped (--no-http)' } : await measureHttp(),
};
print(result);

function measureEngine() {
  const engine = loadEngine(option(args, 'engine', undefined));
  if (!engine.analyze) return { unavailable: engine.problem };
  try {
    for (let i = 0; i < settings.warmUp; i += 1) engine.analyze(inputs[i % inputs.length]);
    const durations = new Array(settings.iterations);
    const started = performance.now();
    for (let i = 0; i < settings.iterations; i += 1) {
      const input = inputs[i % inputs.length];
      const t0 = performance.now();
      engine.analyze(input);
      durations[i] = performance.now() - t0;
    }
    const seconds = (performance.now() - started) / 1000;
    return { version: engine.version, latencyMs: latencySummary(durations), analysesPerSecond: settings.iterations / seconds };
  } catch (error) {
    return { version: engine.version, unavailable: `the engine threw: ${error.message}` };
  }
}

async function measureHttp() {
  const origin = option(args, 'origin', undefined);
  if (origin !== undefined) {
    // Bounded load is still load: it only ever goes to this machine.
    if (!URL.canParse(origin) || !LOOPBACK.has(new URL(origin).hostname))
      return { unavailable: `--origin must be a loopback URL, not ${origin}` };
    return loadTest(new URL('/api/symptoms/analyses', origin).href);
  }
  let site;
  try {
    // Per-client rate limiting protects the site from real visitors; this loopback load is one client on purpose.
    site = await startSite({ extraEnv: { ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000000', STATE_CHANGE_RATE_LIMIT_PER_MINUTE: '1000000' } });
  } catch (error) {
    return { unavailable: `the site did not start: ${error.message}` };
  }
  const stopOnSignal = () => void site.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    return await loadTest(`${site.origin}/api/symptoms/analyses`);
  } finally {
    await site.stop();
  }
}

/** As a browser posts from the site's page: with the visitor's cookie goes the Origin the CSRF guard checks. */
function post(url, input, cookie) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(input),
    signal: AbortSignal.timeout(10_000),
  });
}

async function loadTest(url) {
  const probe = await post(url, inputs[0]).catch((error) => ({ status: 0, text: async () => error.message }));
  if (probe.status < 200 || probe.status >= 300) {
    const body = (await probe.text()).slice(0, 200);
    return { unavailable: `POST /api/symptoms/analyses answered ${probe.status || 'nothing'}${body ? `: ${body}` : ''}` };
  }
  await probe.text();
  // One visitor, as a browser would be after its first analysis created the guest id.
  const cookie = probe.headers
    .getSetCookie?.()
    .map((c) => c.split(';')[0])
    .join('; ');

  const statuses = {};
  const durations = [];
  const deadline = performance.now() + settings.seconds * 1000;
  let issued = 0;
  let failures = 0;
  async function worker() {
    while (issued < settings.requests && performance.now() < deadline) {
      const input = inputs[issued % inputs.length];
      issued += 1;
      const t0 = performance.now();
      try {
        const response = await post(url, input, cookie);
        await response.arrayBuffer();
        durations.push(performance.now() - t0);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        failures += 1;
      }
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: settings.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const ok = Object.entries(statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    completed: durations.length,
    failures,
    statuses,
    seconds,
    requestsPerSecond: durations.length / seconds,
    successfulPerSecond: ok / seconds,
    latencyMs: latencySummary(durations),
  };
}

function print(figures) {
  if (args.includes('--json')) {
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
    return;
  }
  const ms = (value) => (value === null || value === undefined ? 'n/a' : `${value.toFixed(3)} ms`);
  const lines = [`Analysis bench — ${vignettes.length} vignettes as inputs`, '', 'In-engine (one process, no I/O)'];
  const { engine, http } = figures;
  if (engine.unavailable) lines.push(`  unavailable: ${engine.unavailable}`);
  else {
    lines.push(
      `  engine ${engine.version}, ${settings.iterations} analyses after ${settings.warmUp} warm-up`,
      `  p50 ${ms(engine.latencyMs.p50)}   p95 ${ms(engine.latencyMs.p95)}   p99 ${ms(engine.latencyMs.p99)}   max ${ms(engine.latencyMs.max)}`,
      `  throughput ${engine.analysesPerSecond.toFixed(0)} analyses/s`,
    );
  }
  lines.push('', `HTTP through the gateway (POST /api/symptoms/analyses, concurrency ${settings.concurrency})`);
  if (http.unavailable) lines.push(`  unavailable: ${http.unavailable}`);
  else {
    lines.push(
      `  ${http.completed} requests in ${http.seconds.toFixed(1)} s, ${http.failures} network failures, statuses ${JSON.stringify(http.statuses)}`,
      `  ${http.requestsPerSecond.toFixed(0)} requests/s (${http.successfulPerSecond.toFixed(0)} successful/s)`,
      `  p50 ${ms(http.latencyMs.p50)}   p95 ${ms(http.latencyMs.p95)}   p99 ${ms(http.latencyMs.p99)}   max ${ms(http.latencyMs.max)}`,
    );
  }
  console.log(lines.join('\n'));
}
