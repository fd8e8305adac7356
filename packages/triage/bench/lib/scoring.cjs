// Scores engine answers against the vignettes' gold labels. Plain CommonJS so the runners (ESM) and jest
// (which runs bench/*.test.ts) share one implementation without a build step.
'use strict';

const URGENCIES = ['low', 'medium', 'high', 'emergency'];
const LANGUAGES = ['pt', 'en', 'es', 'de', 'fr'];
const STYLES = ['lay', 'clinical'];
/** Care settings that tell a person to look after themselves; an emergency must never end up here. */
const SELF_CARE_SETTINGS = ['self_care', 'pharmacy'];

function rank(urgency) {
  return URGENCIES.indexOf(urgency);
}

function ratio(part, whole) {
  return whole === 0 ? null : part / whole;
}

/**
 * One vignette's outcome. `answer` is the engine's AnalysisContent, or undefined when the engine threw
 * (an error counts as a miss, and as an under-triage for safety accounting: the user got no advice).
 */
function scoreCase(vignette, answer, error) {
  const predicted = answer && URGENCIES.includes(answer.urgency) ? answer.urgency : undefined;
  const causeIds = Array.isArray(answer?.possibleCauses) ? answer.possibleCauses.map((cause) => cause?.id) : [];
  const gap = predicted === undefined ? -rank(vignette.goldUrgency) - 1 : rank(predicted) - rank(vignette.goldUrgency);
  return {
    id: vignette.id,
    language: vignette.language,
    style: vignette.style,
    gold: vignette.goldUrgency,
    predicted: predicted ?? null,
    goldCause: vignette.goldCause,
    topCause: causeIds[0] ?? null,
    /** predicted rank minus gold rank: negative = under-triage, positive = over-triage. */
    gap,
    exact: gap === 0,
    /** Cause accuracy counts only cases whose authors named a leading cause. */
    hasGoldCause: Boolean(vignette.goldCause),
    top1: Boolean(vignette.goldCause) && causeIds[0] === vignette.goldCause,
    top3: Boolean(vignette.goldCause) && causeIds.slice(0, 3).includes(vignette.goldCause),
    selfCare: predicted === 'low' || SELF_CARE_SETTINGS.includes(answer?.careSetting),
    error: error ? String(error.message ?? error) : predicted === undefined ? 'no urgency in the answer' : null,
  };
}

function accuracyOf(cases) {
  return { n: cases.length, accuracy: ratio(cases.filter((c) => c.exact).length, cases.length) };
}

function groupAccuracy(cases, key, values) {
  return Object.fromEntries(values.map((value) => [value, accuracyOf(cases.filter((c) => c[key] === value))]));
}

/** Every figure the triage bench prints, from the per-case outcomes of scoreCase. */
function summarise(cases, { misses = 25 } = {}) {
  const emergencies = cases.filter((c) => c.gold === 'emergency');
  const nonEmergencies = cases.filter((c) => c.gold !== 'emergency');
  const withCause = cases.filter((c) => c.hasGoldCause);
  const confusion = Object.fromEntries(
    URGENCIES.map((gold) => [
      gold,
      Object.fromEntries(
        [...URGENCIES, 'error'].map((predicted) => [
          predicted,
          cases.filter((c) => c.gold === gold && (c.predicted ?? 'error') === predicted).length,
        ]),
      ),
    ]),
  );
  const worst = cases
    .filter((c) => !c.exact)
    // Under-triage first (most dangerous), then the largest gaps; id keeps the order stable.
    .sort((a, b) => Math.sign(a.gap) - Math.sign(b.gap) || Math.abs(b.gap) - Math.abs(a.gap) || a.id.localeCompare(b.id))
    .slice(0, misses)
    .map(({ id, gold, predicted, goldCause, topCause, error }) => ({
      id,
      gold,
      predicted,
      goldCause,
      topCause,
      ...(error ? { error } : {}),
    }));
  return {
    cases: cases.length,
    errors: cases.filter((c) => c.error).length,
    urgencyAccuracy: ratio(cases.filter((c) => c.exact).length, cases.length),
    byLanguage: groupAccuracy(cases, 'language', LANGUAGES),
    byGoldUrgency: groupAccuracy(cases, 'gold', URGENCIES),
    byStyle: groupAccuracy(cases, 'style', STYLES),
    underTriageRate: ratio(cases.filter((c) => c.gap < 0).length, cases.length),
    overTriageRate: ratio(cases.filter((c) => c.gap > 0).length, cases.length),
    emergencyRecall: ratio(emergencies.filter((c) => c.predicted === 'emergency').length, emergencies.length),
    /** Emergencies answered emergency or high: told to get help the same hour or day. */
    emergencyRecallHighOrAbove: ratio(
      emergencies.filter((c) => c.predicted === 'emergency' || c.predicted === 'high').length,
      emergencies.length,
    ),
    emergenciesAnsweredLow: emergencies.filter((c) => c.predicted === 'low').length,
    emergenciesSentToSelfCare: emergencies.filter((c) => c.selfCare).length,
    /** Over-triage among the cases that are not emergencies (an emergency cannot be over-triaged). */
    overTriageOfNonEmergencies: ratio(nonEmergencies.filter((c) => c.gap > 0).length, nonEmergencies.length),
    causeTop1: ratio(withCause.filter((c) => c.top1).length, withCause.length),
    causeTop3: ratio(withCause.filter((c) => c.top3).length, withCause.length),
    confusion,
    worstMisses: worst,
  };
}

/** Nearest-rank percentile of an ascending sorted list. */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** p50/p95/p99/max/mean of a list of durations in milliseconds. */
function latencySummary(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  const total = sorted.reduce((sum, d) => sum + d, 0);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : null,
    mean: sorted.length ? total / sorted.length : null,
  };
}

module.exports = { URGENCIES, LANGUAGES, STYLES, rank, scoreCase, summarise, percentile, latencySummary };
