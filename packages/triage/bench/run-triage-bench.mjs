#!/usr/bin/env node
// `npm run bench:triage`: runs the built engine over the regression vignettes and each blind case set's
// development and frozen test splits, and prints per language: exact urgency accuracy, emergency recall
// (answered emergency or high), emergencies answered low, under-triage, over-triage of non-emergencies, top-1 and
// top-3 cause accuracy; then how often vague texts are asked for more detail. Figures only: nothing here fails
// on a low score. Misses are listed for the vignettes and development splits only: the test split is run to
// report figures, never read case by case (see README.md).
//   --json            machine-readable output
//   --misses <n>      how many misses to list per listed split (default 25)
//   --only <name>     one part: vignettes, dev or test
//   --engine <file>   measure another module exporting analyze() instead of packages/triage/dist
import { createRequire } from 'node:module';
import { option } from './lib/args.mjs';
import { loadEngine } from './lib/engine.mjs';

const require = createRequire(import.meta.url);
const { LANGUAGES, URGENCIES, scoreCase, summarise } = require('./lib/scoring.cjs');
const { loadVignettes } = require('./lib/vignettes.cjs');
const { SPLITS, caseSets, loadCases, loadVagueTexts } = require('./lib/case-sets.cjs');

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const misses = Number(option(args, 'misses', '25'));
const only = option(args, 'only', undefined);

const engine = loadEngine(option(args, 'engine', undefined));
if (!engine.analyze) {
  console.log(asJson ? JSON.stringify({ unavailable: engine.problem }) : `Engine unavailable: ${engine.problem}. Nothing measured.`);
  process.exit(engine.missing ? 1 : 0);
}

const parts = [
  ...(only === undefined || only === 'vignettes'
    ? [{ name: 'vignettes (regression, tuned on)', cases: loadVignettes(), listMisses: true }]
    : []),
  ...caseSets().flatMap((set) =>
    SPLITS.filter((split) => only === undefined || only === split).map((split) => ({
      name: `${set} ${split}${split === 'test' ? ' (frozen: figures only)' : ''}`,
      cases: loadCases(set, split),
      vague: loadVagueTexts(set, split),
      listMisses: split !== 'test',
    })),
  ),
];

const results = parts.map((part) => {
  const outcomes = part.cases.map((item) => {
    try {
      return scoreCase(
        item,
        engine.analyze({ text: item.text, language: item.language, ...(item.context ? { context: item.context } : {}) }),
      );
    } catch (error) {
      return scoreCase(item, undefined, error);
    }
  });
  const perLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      summarise(
        outcomes.filter((outcome) => outcome.language === language),
        { misses: 0 },
      ),
    ]),
  );
  const all = summarise(outcomes, { misses: part.listMisses ? misses : 0 });
  const vague = part.vague ? vagueScores(part.vague) : undefined;
  return { name: part.name, all, perLanguage, ...(vague && { vague }) };
});

function vagueScores(texts) {
  const score = (items) => {
    const right = items.filter(
      (item) => engine.analyze({ text: item.text, language: item.language }).needsMoreDetail === item.needsMoreDetail,
    );
    return { n: items.length, accuracy: items.length ? right.length / items.length : null };
  };
  return {
    all: score(texts),
    perLanguage: Object.fromEntries(LANGUAGES.map((language) => [language, score(texts.filter((item) => item.language === language))])),
    vagueAskedForDetail: score(texts.filter((item) => item.needsMoreDetail)),
    clearNeverAsked: score(texts.filter((item) => !item.needsMoreDetail)),
  };
}

if (asJson) {
  process.stdout.write(`${JSON.stringify({ engineVersion: engine.version, results }, null, 2)}\n`);
  process.exit(0);
}

const pct = (value) => (value === null || value === undefined ? '   n/a' : `${(value * 100).toFixed(1).padStart(5)}%`);
const row = (label, s) =>
  `  ${label.padEnd(5)} ${String(s.cases).padStart(4)} ${pct(s.urgencyAccuracy)} ${pct(s.emergencyRecallHighOrAbove)} ${String(s.emergenciesAnsweredLow).padStart(6)} ${pct(s.underTriageRate)} ${pct(s.overTriageOfNonEmergencies)} ${pct(s.causeTop1)} ${pct(s.causeTop3)}`;
const lines = [`Triage bench — engine ${engine.version}`];
for (const result of results) {
  if (result.all.cases === 0) continue;
  lines.push(
    '',
    `== ${result.name}`,
    `  lang     n  exact  E recall  E→low  under  over(nE)  top-1  top-3`,
    ...LANGUAGES.filter((language) => result.perLanguage[language].cases > 0).map((language) =>
      row(language, result.perLanguage[language]),
    ),
    row('all', result.all),
    `  confusion (rows gold ${URGENCIES.join('/')}, columns predicted): ${URGENCIES.map((gold) => URGENCIES.map((p) => result.all.confusion[gold][p]).join(' ')).join(' | ')}`,
  );
  if (result.vague && result.vague.all.n > 0) {
    lines.push(
      `  needs-more-detail right: ${pct(result.vague.all.accuracy)} (n=${result.vague.all.n}; ${LANGUAGES.map((language) => `${language} ${pct(result.vague.perLanguage[language].accuracy).trim()}`).join(', ')});` +
        ` vague asked ${pct(result.vague.vagueAskedForDetail.accuracy).trim()}, clear never asked ${pct(result.vague.clearNeverAsked.accuracy).trim()}`,
    );
  }
  if (result.all.worstMisses.length > 0) {
    lines.push(`  misses (${result.all.worstMisses.length} shown, under-triage first):`);
    lines.push(
      ...result.all.worstMisses.map(
        (m) =>
          `    ${m.id.padEnd(12)} gold ${m.gold.padEnd(9)} got ${String(m.predicted ?? 'error').padEnd(9)} cause ${m.goldCause} → ${m.topCause ?? '—'}`,
      ),
    );
  }
}
console.log(lines.join('\n'));
