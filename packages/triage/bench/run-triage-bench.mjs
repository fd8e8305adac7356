#!/usr/bin/env node
// `npm run bench:triage`: runs the built engine over every vignette and prints urgency accuracy (overall, per
// language, per gold urgency, per style), under- and over-triage, emergency recall, emergencies sent to self-care,
// top-1/top-3 cause accuracy, the confusion matrix and the worst misses. Figures only: nothing here fails on a
// low score, so the bench also reports what it can while the engine is incomplete.
//   --json            machine-readable output
//   --misses <n>      how many misses to list (default 25)
//   --engine <file>   measure another module exporting analyze() instead of packages/triage/dist
import { createRequire } from 'node:module';
import { option } from './lib/args.mjs';
import { loadEngine } from './lib/engine.mjs';

const require = createRequire(import.meta.url);
const { URGENCIES, scoreCase, summarise } = require('./lib/scoring.cjs');
const { loadVignettes } = require('./lib/vignettes.cjs');

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const misses = Number(option(args, 'misses', '25'));

const engine = loadEngine(option(args, 'engine', undefined));
const vignettes = loadVignettes();

if (!engine.analyze) {
  report({ engineVersion: engine.version ?? null, unavailable: engine.problem, cases: vignettes.length });
  process.exit(engine.missing ? 1 : 0);
}

const outcomes = vignettes.map((vignette) => {
  try {
    const answer = engine.analyze({ text: vignette.text, language: vignette.language, ...(vignette.context ? { context: vignette.context } : {}) });
    return scoreCase(vignette, answer);
  } catch (error) {
    return scoreCase(vignette, undefined, error);
  }
});
report({ engineVersion: engine.version, ...summarise(outcomes, { misses }) });

function report(result) {
  if (asJson) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return;
  }
  const lines = [`Triage bench — engine ${result.engineVersion ?? '(none)'}, ${result.cases} vignettes`];
  if (result.unavailable) {
    lines.push(`Engine unavailable: ${result.unavailable}. Nothing measured.`);
    console.log(lines.join('\n'));
    return;
  }
  const pct = (value) => (value === null ? '   n/a' : `${(value * 100).toFixed(1).padStart(5)}%`);
  const group = (title, groups) => [
    title,
    ...Object.entries(groups).map(([name, { n, accuracy }]) => `  ${name.padEnd(10)} ${pct(accuracy)}  (n=${n})`),
  ];
  lines.push(
    '',
    `Urgency accuracy (exact)      ${pct(result.urgencyAccuracy)}`,
    `Under-triage rate             ${pct(result.underTriageRate)}`,
    `Over-triage rate              ${pct(result.overTriageRate)}`,
    `Emergency recall              ${pct(result.emergencyRecall)}`,
    `Emergencies sent to self-care ${String(result.emergenciesSentToSelfCare).padStart(6)}`,
    `Cause top-1 accuracy          ${pct(result.causeTop1)}`,
    `Cause top-3 accuracy          ${pct(result.causeTop3)}`,
    `Engine errors                 ${String(result.errors).padStart(6)}`,
    '',
    ...group('Accuracy per language', result.byLanguage),
    ...group('Accuracy per gold urgency', result.byGoldUrgency),
    ...group('Accuracy per style', result.byStyle),
    '',
    'Confusion matrix (rows gold, columns predicted)',
    `  ${'gold'.padEnd(10)}${[...URGENCIES, 'error'].map((u) => u.padStart(10)).join('')}`,
    ...URGENCIES.map((gold) => `  ${gold.padEnd(10)}${[...URGENCIES, 'error'].map((p) => String(result.confusion[gold][p]).padStart(10)).join('')}`),
    '',
    `Worst misses (${result.worstMisses.length} shown; under-triage first)`,
    ...result.worstMisses.map(
      (m) => `  ${m.id.padEnd(12)} gold ${m.gold.padEnd(9)} predicted ${String(m.predicted ?? 'error').padEnd(9)} cause ${m.goldCause} → ${m.topCause ?? '—'}${m.error ? `  (${m.error})` : ''}`,
    ),
  );
  console.log(lines.join('\n'));
}
