#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile, its default config and throttling) on the public home and the symptom
// screen of the production site, best of two runs per page. Prints the four category scores, LCP, TBT, CLS and the
// transfer size of the page's scripts. Figures only: no score is asserted here.
//   --runs <n>      runs per page, the best performance score is kept (default 2)
//   --origin <url>  measure an already running site on this machine instead of building and starting one
//   --json          machine-readable output
import { spawnSync } from 'node:child_process';
import path from 'node:path';
// chrome-launcher comes with lighthouse: Lighthouse's own way of starting a browser for its node API.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { option } from '../packages/triage/bench/lib/args.mjs';
import { startSite } from './bench-site.mjs';
import { ROOT } from './workspaces.mjs';

const PAGES = ['/en', '/en/symptom-analysis'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const args = process.argv.slice(2);
const runs = Math.max(1, Number(option(args, 'runs', '2')));

const results = await measureSite();
print(results);

async function measureSite() {
  const origin = option(args, 'origin', undefined);
  if (origin !== undefined) {
    if (!URL.canParse(origin) || !LOOPBACK.has(new URL(origin).hostname)) {
      console.error(`--origin must be a loopback URL, not ${origin}`);
      process.exit(2);
    }
    return measurePages(origin);
  }
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-if-needed.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // start.mjs checks the build again: on a busy machine that alone can take minutes.
  const site = await startSite({ timeoutMs: 900_000 });
  const stopOnSignal = () => void site.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    return await measurePages(site.origin);
  } finally {
    await site.stop();
  }
}

async function measurePages(origin) {
  const measured = [];
  for (const page of PAGES) {
    const attempts = [];
    for (let run = 0; run < runs; run += 1) attempts.push(await audit(new URL(page, origin).href));
    attempts.sort((a, b) => b.scores.performance - a.scores.performance);
    measured.push({ page, runs: attempts.map((a) => a.scores.performance), ...attempts[0] });
  }
  return { origin, lighthouse: measured[0]?.lighthouseVersion, pages: measured };
}

/** One Lighthouse run in a fresh browser profile: a first visit, no cache, no stored consent. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return summarise(result.lhr);
  } finally {
    chrome.kill();
  }
}

function summarise(lhr) {
  const audits = lhr.audits;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    runtimeError: lhr.runtimeError?.message,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    lcpMs: audits['largest-contentful-paint']?.numericValue,
    fcpMs: audits['first-contentful-paint']?.numericValue,
    tbtMs: audits['total-blocking-time']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
    scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptCount: scripts.length,
    lcpElement: lcpElement?.snippet,
    // Why a category other than performance lost points.
    failedAudits: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    ),
    // What Lighthouse suggests, largest estimated saving first: where to look when a score is low.
    opportunities: Object.values(audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0 && a.score !== null && a.score < 1)
      .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
      .map((a) => `${a.id} (${Math.round(a.numericValue)} ms)`),
  };
}

function print(figures) {
  if (args.includes('--json')) {
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
    return;
  }
  const lines = [`Lighthouse ${figures.lighthouse} (mobile), best of ${runs} run(s) per page, ${figures.origin}`];
  for (const p of figures.pages) {
    const s = p.scores;
    lines.push(
      '',
      `${p.page}   (performance of each run: ${p.runs.join(', ')})`,
      `  performance ${s.performance}   accessibility ${s.accessibility}   best-practices ${s['best-practices']}   seo ${s.seo}`,
      `  LCP ${seconds(p.lcpMs)}   FCP ${seconds(p.fcpMs)}   TBT ${Math.round(p.tbtMs ?? 0)} ms   CLS ${(p.cls ?? 0).toFixed(3)}`,
      `  JS ${(p.scriptBytes / 1024).toFixed(1)} kB transferred in ${p.scriptCount} scripts`,
      `  LCP element: ${p.lcpElement ?? 'n/a'}`,
    );
    if (p.opportunities.length > 0) lines.push(`  opportunities: ${p.opportunities.join(', ')}`);
    if (p.failedAudits.length > 0) lines.push(`  failed audits: ${p.failedAudits.join(', ')}`);
    if (p.runtimeError) lines.push(`  runtime error: ${p.runtimeError}`);
  }
  console.log(lines.join('\n'));
}

function seconds(ms) {
  return ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(2)} s`;
}
