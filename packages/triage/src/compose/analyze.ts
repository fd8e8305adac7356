import { EMERGENCY_NUMBERS, crisisLine, emergencyNumbers } from '@app/contracts';
import type { AnalysisContent, EmergencyNumber, Language, PatientContext, RedFlag } from '@app/contracts';
import type { CareSetting, TimeWindow, Urgency } from '@app/contracts';
import { FINDING_LABELS } from '../findings/labels';
import { CIRCUMSTANCES, type FindingId } from '../findings/finding-ids';
import type { TextReading } from '../findings/read-text';
import { functionWordCount } from '../normalise/function-words';
import type { Condition } from '../knowledge/types';
import type { ClinicalFacts } from '../rules/facts';
import type { RedFlagRule } from '../rules/red-flags';
import { assess } from '../rank/assess';
import { raisedBySecondOpinion } from '../rank/second-opinion/resembles-emergency';
import { answeredFacts } from './answered-facts';
import { chooseQuestions } from './choose-questions';
import { DETAIL_PROMPTS, toDetailPrompt } from './detail-prompts';
import { understoodFindings } from './understood';
import { toFollowUpQuestion } from './follow-up';
import { localisedTexts } from './texts';

/** The rules whose label carries the crisis line: it leads the next steps. */
const CRISIS_RULES: ReadonlySet<string> = new Set(['suicidal_thoughts', 'suicidal_thoughts_without_plan']);

/** Engine release: bump with any change to rules, lexicon, knowledge base or ranking. */
export const ENGINE_VERSION = '2026.11.66';

export interface EngineInput {
  text: string;
  language: Language;
  context?: PatientContext;
  /** Answers to earlier follow-up questions, by question id. */
  answers?: Record<string, boolean | number | string>;
  /** e.g. "pt-PT"; default: the language's market (pt-BR, en-US, es-ES, de-DE, fr-FR). */
  locale?: string;
}

export interface RedFlagEvaluation {
  urgency: Urgency | undefined;
  redFlags: RedFlag[];
  careSetting?: CareSetting;
  timeWindow?: TimeWindow;
}

const DEFAULT_LOCALE: Readonly<Record<Language, string>> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES', de: 'de-DE', fr: 'fr-FR' };

function resolveLocale(input: EngineInput): string {
  const requested = input.locale?.trim();
  if (!requested) return DEFAULT_LOCALE[input.language];
  const known = Object.keys(EMERGENCY_NUMBERS).find((locale) => locale.toLowerCase() === requested.toLowerCase());
  return known ?? DEFAULT_LOCALE[input.language];
}

function emergencyNumberFor(locale: string): EmergencyNumber {
  const all = [...emergencyNumbers(locale)];
  return { locale, primary: all[0]!, all };
}

function redFlagsFor(rules: readonly RedFlagRule[], language: Language, locale: string): RedFlag[] {
  return rules.map((rule) => ({ id: rule.id, label: rule.label[language].replace('{crisisLine}', crisisLine(locale, language)) }));
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)];
}

/** Findings that say something is wrong but not what: alone, in a few words, they ask for more detail. */
const VAGUE_FINDINGS: ReadonlySet<FindingId> = new Set(['malaise', 'fatigue']);
const FEW_WORDS = 4;
/**
 * Findings that say what but not where, since when or how bad: alone and in a word or two ("mareo?", "rash", "mal
 * partout") they ask for more detail too; "tontura quando me levanto" or "rash on my arm" already tell more.
 */
const BARE_FINDINGS: ReadonlySet<FindingId> = new Set(['dizziness', 'rash', 'generalised_pain']);
const BARE_WORDS = 1;

/**
 * "estou mal", "tired", "mir geht es schlecht", "je me sens pas bien": a vague feeling, with no time, place or other
 * finding. The little words do not count ("I do not feel well" says as much as "unwell").
 */
function onlyVague(facts: ClinicalFacts, reading: TextReading): boolean {
  const words = reading.tokens.filter((token) => token.kind === 'word').length - functionWordCount(reading.tokens, reading.language);
  const found = [...facts.present];
  return (
    found.length > 0 &&
    facts.durationHours === undefined &&
    ((found.every((finding) => VAGUE_FINDINGS.has(finding)) && words <= FEW_WORDS) ||
      (found.every((finding) => VAGUE_FINDINGS.has(finding) || BARE_FINDINGS.has(finding)) && words <= BARE_WORDS))
  );
}

export interface Engine {
  analyze(input: EngineInput): AnalysisContent;
  evaluateRedFlags(input: EngineInput): RedFlagEvaluation;
}

/** An engine over a given knowledge base (the package's own by default; tests may pass a few entries). */
export function createEngine(conditions: readonly Condition[]): Engine {
  function analyze(input: EngineInput): AnalysisContent {
    const { language } = input;
    const texts = localisedTexts(language);
    const labels = FINDING_LABELS[language];
    const locale = resolveLocale(input);
    const emergencyNumber = emergencyNumberFor(locale);
    const built = answeredFacts(input.text, language, input.context, input.answers);
    const assessment = assess(built.facts, conditions);
    const nothingFound = [...built.facts.present].every((id) => CIRCUMSTANCES.has(id)) && built.recognised === 0;
    const needsMoreDetail = assessment.redFlags.length === 0 && (nothingFound || onlyVague(built.facts, built.reading));
    const unclear = nothingFound || needsMoreDetail;

    // The second opinion may only raise: a text the rules found nothing urgent in, that reads like the
    // emergencies of the development cases, is sent to same-day care.
    const raised = raisedBySecondOpinion(assessment.urgency, input.text, language);
    const floored = unclear && assessment.urgency === 'low';
    const urgency: Urgency = raised ? 'high' : floored ? 'medium' : assessment.urgency;
    const careSetting = raised ? 'urgent_care' : floored ? 'doctor' : assessment.careSetting;
    const timeWindow = raised ? 'within_hours' : floored ? 'within_days' : assessment.timeWindow;
    const careAdvice = texts.careAdvice(careSetting, timeWindow, emergencyNumber.primary);
    const redFlags = redFlagsFor(assessment.redFlags, language, locale);

    const possibleCauses = (needsMoreDetail ? [] : assessment.causes).map((cause) => ({
      id: cause.condition.id,
      name: cause.condition.names[language],
      likelihood: cause.likelihood,
      evidence: cause.evidence.map((finding) => labels[finding]),
    }));
    const leading = assessment.causes[0];

    const crisis = redFlags.find((flag) => CRISIS_RULES.has(flag.id));
    const nextSteps = unclear
      ? unique([careAdvice, texts.describeMore])
      : unique([...(crisis ? [crisis.label] : []), careAdvice, ...(leading ? leading.condition.nextSteps[language] : [])]);

    const headline = texts.urgencyHeadline[urgency];
    const summary = raised
      ? `${headline} ${texts.resemblesUrgent}`
      : unclear
        ? `${texts.nothingRecognised} ${headline}`
        : leading
          ? `${headline} ${texts.leadingCause(
              leading.condition.names[language],
              leading.evidence.slice(0, 3).map((finding) => labels[finding]),
            )}`
          : redFlags[0]
            ? `${headline} ${texts.warningSign(redFlags[0].label)}`
            : headline;

    const answered = new Set(Object.keys(input.answers ?? {}));
    const followUpQuestions = needsMoreDetail
      ? DETAIL_PROMPTS.map((prompt) => toDetailPrompt(prompt, language))
      : unclear
        ? []
        : chooseQuestions(built.draft, assessment, conditions, answered).map((question) => toFollowUpQuestion(question, language));

    return {
      language,
      urgency,
      possibleCauses,
      nextSteps,
      recommendations: [...texts.recommendations[urgency]],
      summary,
      disclaimer: texts.disclaimer,
      redFlags,
      careSetting,
      timeWindow,
      careAdvice,
      emergencyNumber,
      followUpQuestions,
      needsMoreDetail,
      understood: understoodFindings(input.text, built.reading, built.facts, labels),
      engineVersion: ENGINE_VERSION,
    };
  }

  /** The red-flag rules alone (with vital signs), for an external provider's answer to be raised by them. */
  function evaluateRedFlags(input: EngineInput): RedFlagEvaluation {
    const built = answeredFacts(input.text, input.language, input.context, input.answers);
    const assessment = assess(built.facts, []);
    const fired = assessment.redFlags;
    if (fired.length === 0 && assessment.urgency === 'low') return { urgency: undefined, redFlags: [] };
    return {
      urgency: assessment.urgency,
      redFlags: redFlagsFor(fired, input.language, resolveLocale(input)),
      careSetting: assessment.careSetting,
      timeWindow: assessment.timeWindow,
    };
  }

  return { analyze, evaluateRedFlags };
}
