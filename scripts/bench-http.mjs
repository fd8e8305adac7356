#!/usr/bin/env node
// `npm run bench:http`: how much the gateway costs. One after another, on loopback, with autocannon (20 connections,
// --seconds each after a short warm-up): a bare Express app answering the same 302 as a short link (the anchor), the
// gateway's /s/{code} for a real short link, GET /en once sharing has counted those clicks, and POST
// /api/symptoms/analyses through the gateway and straight to the symptoms service, in alternating turns. Prints req/s, p50 and p99 of each and the two ratios against their targets. It starts the
// site as `npm start` does (spare ports, a throw-away DATA_DIR; start.mjs builds what is not built), with the
// per-client limits lifted for this one loopback client, and every short-link visit counted (the costlier path).
//   --seconds <n>      measured seconds per target (default 10)
//   --connections <n>  connections per target (default 20)
//   --json             machine-readable output
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { option } from '../packages/triage/bench/lib/args.mjs';
import { startSite } from './bench-site.mjs';
import { sparePorts } from './spare-ports.mjs';

const args = process.argv.slice(2);
const settings = {
  seconds: Number(option(args, 'seconds', '10')),
  connections: Number(option(args, 'connections', '20')),
  warmUpSeconds: 2,
};
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { gatewayVsDirectPost: 0.9, shortLinkVsBare: 0.5 };
/** The two POST targets take turns, this many times each, so that neither runs alone in a quieter machine. */
const POST_ROUNDS = 3;
const DRAIN_TIMEOUT_MS = 180_000;
const ANALYSIS = { text: 'I have had a headache and a runny nose since this morning.', language: 'en' };

/** A bare Express app in a process of its own answering every /s/{code} with the same 302 as the short link. */
async function startBareRedirect(location) {
  const [port] = await sparePorts(1);
  const source = `
    const express = require('express');
    const app = express();
    app.get('/s/:code', (_req, res) => res.redirect(302, ${JSON.stringify(location)}));
    app.listen(${port}, '127.0.0.1', () => console.log('listening'));`;
  const child = spawn(process.execPath, ['-e', source], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** A guest's analysis and a short link to it, as the share panel makes them: its code and where it leads. */
async function aShortLink(origin) {
  const headers = { 'content-type': 'application/json', origin };
  const analysis = await fetch(`${origin}/api/symptoms/analyses`, { method: 'POST', headers, body: JSON.stringify(ANALYSIS) });
  if (analysis.status !== 200) throw new Error(`POST /api/symptoms/analyses answered ${analysis.status}: ${await analysis.text()}`);
  const cookie = analysis.headers
    .getSetCookie()
    .map((set) => set.split(';')[0])
    .join('; ');
  const { id } = await analysis.json();
  const created = await fetch(`${origin}/api/sharing/short-links`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ analysisId: id, expiresIn: '7d' }),
  });
  if (created.status !== 201) throw new Error(`POST /api/sharing/short-links answered ${created.status}: ${await created.text()}`);
  const { code } = await created.json();
  const followed = await fetch(`${origin}/s/${code}`, { redirect: 'manual' });
  if (followed.status !== 302) throw new Error(`GET /s/${code} answered ${followed.status}`);
  return { code, location: followed.headers.get('location'), cookie };
}

function run(request, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ ...request, connections: settings.connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function figures(name, result, expected) {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    unexpected: answered - (statuses[expected] ?? 0) + result.errors + result.timeouts,
  };
}

/** Warm-up (not counted), then the measured run; `expected` is the status every answer must have. */
async function measure(name, request, expected) {
  await run(request, settings.warmUpSeconds);
  return figures(name, await run(request, settings.seconds), expected);
}

/**
 * The two POST targets in turns (a warm-up each, then POST_ROUNDS short runs each, alternating), merged per
 * target: the work one run leaves behind (the events each analysis sends to other services) weighs on both alike.
 */
async function measureInTurns(targets, expected) {
  for (const { request } of targets) await run(request, settings.warmUpSeconds);
  const seconds = Math.max(1, Math.round(settings.seconds / POST_ROUNDS));
  const runs = targets.map(() => []);
  for (let round = 0; round < POST_ROUNDS; round += 1) {
    for (const [index, { request }] of targets.entries()) runs[index].push(await run(request, seconds));
  }
  return targets.map(({ name }, index) => {
    const rounds = runs[index].map((result) => figures(name, result, expected));
    const sum = (pick) => rounds.reduce((total, round) => total + pick(round), 0);
    const statuses = {};
    for (const round of rounds) for (const [code, count] of Object.entries(round.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
    return {
      name,
      requestsPerSecond: sum((round) => round.requestsPerSecond) / rounds.length,
      // The worst round's: a percentile of percentiles would be no percentile at all.
      p50: Math.max(...rounds.map((round) => round.p50)),
      p99: Math.max(...rounds.map((round) => round.p99)),
      statuses,
      unexpected: sum((round) => round.unexpected),
    };
  });
}

/** Until sharing has counted every click the short-link run queued (the gateway empties its journal then). */
async function clicksCounted(site) {
  const journal = path.join(site.dataDir, 'gateway', `clicks-${site.ports.PORT}.journal`);
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (existsSync(journal) && statSync(journal).size > 0) {
    if (Date.now() > deadline) throw new Error(`the gateway's clicks were not all counted within ${DRAIN_TIMEOUT_MS / 1000} s`);
    await sleep(250);
  }
}

async function main() {
  // Per-client limits protect the site from real visitors; this loopback load is one client on purpose.
  const site = await startSite({
    extraEnv: {
      ANALYSIS_RATE_LIMIT_PER_MINUTE: '100000000',
      STATE_CHANGE_RATE_LIMIT_PER_MINUTE: '100000000',
      SHORT_LINK_RATE_LIMIT_PER_MINUTE: '100000000',
      VISIT_RATE_LIMIT_PER_MINUTE: '100000000',
    },
  });
  let bare;
  const stopAll = async () => {
    bare?.stop();
    await site.stop();
  };
  const stopOnSignal = () => void stopAll().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const link = await aShortLink(site.origin);
    bare = await startBareRedirect(link.location);
    const symptoms = `http://127.0.0.1:${site.ports.SYMPTOMS_PORT}`;
    const analysisRequest = (origin) => ({
      url: `${origin}/api/symptoms/analyses`,
      method: 'POST',
      // The site's own Origin, as a page of the site sends it (the services' CSRF check), and one guest.
      headers: { 'content-type': 'application/json', origin: site.origin, cookie: link.cookie },
      body: JSON.stringify(ANALYSIS),
    });
    const results = [
      await measure('bare Express 302', { url: `${bare.origin}/s/${link.code}` }, '302'),
      await measure('gateway /s/{code}', { url: `${site.origin}/s/${link.code}` }, '302'),
    ];
    // The clicks are counted in the background: the next targets run once that is done, not beside it.
    await clicksCounted(site);
    results.push(await measure('gateway GET /en', { url: `${site.origin}/en` }, '200'));
    results.push(
      ...(await measureInTurns(
        [
          { name: 'POST analysis via gateway', request: analysisRequest(site.origin) },
          { name: 'POST analysis direct', request: analysisRequest(symptoms) },
        ],
        '200',
      )),
    );
    const rate = (name) => results.find((result) => result.name === name).requestsPerSecond;
    const ratios = {
      gatewayVsDirectPost: rate('POST analysis via gateway') / rate('POST analysis direct'),
      shortLinkVsBare: rate('gateway /s/{code}') / rate('bare Express 302'),
    };
    return { settings, results, ratios, targets: TARGETS };
  } finally {
    await stopAll();
  }
}

function print(figures) {
  if (args.includes('--json')) {
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
    return;
  }
  const { results, ratios } = figures;
  const lines = [
    `HTTP bench — ${settings.connections} connections, ${settings.seconds} s each after ${settings.warmUpSeconds} s of warm-up`,
    '',
    `${'target'.padEnd(28)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}  statuses`,
    ...results.map(
      (r) =>
        `${r.name.padEnd(28)}${r.requestsPerSecond.toFixed(0).padStart(10)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}  ${JSON.stringify(r.statuses)}${r.unexpected ? `  (${r.unexpected} unexpected)` : ''}`,
    ),
    '',
    ...Object.entries(ratios).map(([name, value]) => {
      const target = TARGETS[name];
      const label = name === 'gatewayVsDirectPost' ? 'POST analysis, gateway vs direct' : '/s/{code}, gateway vs bare Express';
      return `${label.padEnd(36)}${(value * 100).toFixed(1).padStart(6)} %  (target ≥ ${target * 100} %: ${value >= target ? 'met' : 'NOT met'})`;
    }),
  ];
  console.log(lines.join('\n'));
}

print(await main());
