#!/usr/bin/env node
// `npm run bench:durability`: what flushing each commit to the disk costs the embedded database. The symptoms
// service alone on a fresh PGlite data folder, loaded with analyses (POST /api/symptoms/analyses, each one
// stored) with PGLITE_FSYNC=true (the default: a commit is on the disk before it is answered) and =false (it
// is only in the operating system's hands), in alternating rounds of the same run; prints analyses/s of each
// and their ratio. Figures only: nothing is asserted.
//   --requests <n>     analyses per round (default 1000)
//   --concurrency <n>  analyses in flight (default 20)
//   --rounds <n>       rounds of each setting, alternating (default 2)
//   --json             machine-readable output
import { performance } from 'node:perf_hooks';
import { analyse, sparePort, startSymptoms, throwAwayDir } from '../faults/support/services.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return Number(at >= 0 ? args[at + 1] : fallback);
};
const settings = { requests: option('requests', 1000), concurrency: option('concurrency', 20), rounds: option('rounds', 2) };

/** One round: a fresh service and data folder, a short warm-up, then `requests` analyses of one visitor. */
async function round(fsync) {
  const data = throwAwayDir();
  const service = await startSymptoms({
    PORT: String(await sparePort()),
    DATA_DIR: data.dir,
    PGLITE_FSYNC: String(fsync),
    ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000000',
    STATE_CHANGE_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  try {
    const first = await analyse(service.url, 0);
    const headers = { cookie: first.cookie, origin: 'http://localhost:8080' };
    for (let i = 0; i < 50; i++) await analyse(service.url, i, headers);
    let issued = 0;
    let stored = 0;
    const worker = async () => {
      while (issued < settings.requests) {
        issued += 1;
        if ((await analyse(service.url, issued, headers)).status === 200) stored += 1;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: settings.concurrency }, worker));
    return { stored, seconds: (performance.now() - started) / 1000 };
  } finally {
    await service.stop();
    data.remove();
  }
}

const totals = { true: { stored: 0, seconds: 0 }, false: { stored: 0, seconds: 0 } };
for (let r = 0; r < settings.rounds; r++) {
  for (const fsync of r % 2 === 0 ? [true, false] : [false, true]) {
    const { stored, seconds } = await round(fsync);
    totals[fsync].stored += stored;
    totals[fsync].seconds += seconds;
  }
}
const perSecond = (fsync) => totals[fsync].stored / totals[fsync].seconds;
const figures = {
  settings,
  durableAnalysesPerSecond: perSecond(true),
  relaxedAnalysesPerSecond: perSecond(false),
  ratio: perSecond(true) / perSecond(false),
};
if (args.includes('--json')) process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
else {
  console.log(
    [
      `Durability bench — symptoms service alone on PGlite, ${settings.requests} analyses × ${settings.rounds} rounds per setting, concurrency ${settings.concurrency}`,
      `  PGLITE_FSYNC=true  (each commit on the disk before its answer)  ${figures.durableAnalysesPerSecond.toFixed(0)} analyses/s`,
      `  PGLITE_FSYNC=false (commits left to the operating system)      ${figures.relaxedAnalysesPerSecond.toFixed(0)} analyses/s`,
      `  durable / relaxed: ${(figures.ratio * 100).toFixed(0)} %`,
    ].join('\n'),
  );
}
