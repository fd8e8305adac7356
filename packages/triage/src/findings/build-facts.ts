import type { Language, PatientContext } from '@app/contracts';
import { extractPatient } from '../context/patient';
import { extractSeverity } from '../context/severity';
import { extractTimeCourse, suddenOnsetSpans } from '../context/time-course';
import { extractVitalSigns } from '../context/vital-signs';
import type { ConceptId } from '../concepts/concept-ids';
import { CIRCUMSTANCES, type FindingId } from './finding-ids';
import type { FindingMatch } from './match-findings';
import type { ClinicalFacts } from '../rules/facts';
import { vitalSignFindings } from '../rules/vital-sign-thresholds';
import { isClauseBreak, negatedSpans } from '../context/negation';
import { readText, type TextReading } from './read-text';

/** A faint told: its trigger, the feeling before it, or coming round after it. */
const FAINT_SIGNS: readonly FindingId[] = ['fainting', 'near_fainting', 'came_round', 'faint_trigger'];
/** What makes a grey face a pale one: a faint, or heavy periods for months. */
const PALE_SIGNS: readonly FindingId[] = [...FAINT_SIGNS, 'heavy_vaginal_bleeding'];
/** ClinicalFacts while they are being gathered: the finding sets are still open for additions. */
export type FactsDraft = Omit<ClinicalFacts, 'present' | 'absent'> & { present: Set<FindingId>; absent: Set<FindingId> };

export interface BuiltFacts {
  /** The facts before the derived findings are added: answers and follow-up simulations start from a copy of this. */
  draft: FactsDraft;
  facts: ClinicalFacts;
  /** How many findings the text itself stated (present or negated): zero means nothing was recognised. */
  recognised: number;
  /** What was read, and where: the findings are shown back to the person. */
  reading: TextReading;
}

/** How far (in words, same clause) a severity word may be from the symptom it qualifies. */
const SEVERITY_REACH = 4;

function severeNear(reading: TextReading, severeAt: readonly number[], matches: readonly FindingMatch[] | undefined): boolean {
  if (!matches) return false;
  return matches.some((match) =>
    severeAt.some((at) => {
      const from = Math.min(at, match.start);
      const to = Math.max(at, match.end);
      if (at >= match.start && at <= match.end) return true;
      if (Math.min(Math.abs(at - match.start), Math.abs(at - match.end)) > SEVERITY_REACH) return false;
      for (let i = from; i <= to; i++) if (isClauseBreak(reading.tokens[i]!, reading.language)) return false;
      return true;
    }),
  );
}

const ABDOMINAL: readonly FindingId[] = [
  'abdominal_pain',
  'upper_abdominal_pain',
  'lower_abdominal_pain',
  'right_lower_abdominal_pain',
  'right_upper_abdominal_pain',
];

const RED_FROM_BEETROOT: readonly FindingId[] = ['blood_in_urine', 'bloody_stool'];

function toldOf(reading: TextReading, concept: ConceptId): boolean {
  return reading.concepts.some((tag) => tag.concept === concept);
}

function add(draft: FactsDraft, finding: FindingId): void {
  draft.present.add(finding);
  draft.absent.delete(finding);
}

/** Reads the text and the person's details into the facts the rules and the ranking use. */
export function buildFacts(text: string, language: Language, context: PatientContext | undefined): BuiltFacts {
  const reading = readText(text, language);
  const patient = extractPatient(reading.folded, reading.language);
  // "hace 5 años tuve un ictus … ahora un resfriado desde el domingo": the course of today's complaint, not of the history.
  const time = extractTimeCourse(reading.recentFolded, reading.language);
  const cues = extractSeverity(reading.tokens, reading.folded, reading.language);
  // "not severe", "nicht stark": a negated severity word says the opposite.
  const negatedCues = negatedSpans(
    reading.tokens,
    cues.severeAt.map((at) => ({ start: at, end: at })),
    reading.language,
  );
  const severity = { ...cues, severeAt: cues.severeAt.filter((_, index) => !negatedCues.has(index)) };
  // "It did not come on suddenly": onset words are read with the findings, so a cue negates them the same way.
  const onsets = suddenOnsetSpans(reading.tokens, reading.language);
  const negatedOnsets = negatedSpans(reading.tokens, [...reading.matches, ...onsets], reading.language);
  const suddenOnset = onsets.some((_, index) => !negatedOnsets.has(reading.matches.length + index));

  // A stated age of 0 is "under a year": the months in the text are more precise. A nursing mother who gives her
  // baby's age ("le doy el pecho a mi bebé de 3 semanas … tengo fiebre") writes about herself.
  const nursingMother =
    reading.present.has('breastfeeding') &&
    (reading.present.has('breast_pain') || reading.present.has('breast_lump')) &&
    (patient.ageYears ?? 1) < 1;
  const textAge = nursingMother ? undefined : patient.ageYears;
  const ageYears = context?.age !== undefined && !(context.age === 0 && textAge !== undefined && textAge < 1) ? context.age : textAge;
  const draft: FactsDraft = {
    present: new Set(reading.present.keys()),
    absent: new Set(reading.absent),
    ...(ageYears !== undefined && { ageYears }),
    ...(patient.infantMentioned && ageYears === undefined && { infantMentioned: true }),
    ...(patient.writesAboutSelf && ageYears === undefined && { writesAboutSelf: true }),
    ...((context?.sex ?? patient.sex) && { sex: context?.sex ?? patient.sex }),
    pregnant: false,
    suddenOnset,
    severe: severity.severeAt.length > 0 || (severity.painScore ?? 0) >= 8,
    ...(time.durationHours !== undefined && { durationHours: time.durationHours }),
    ...(time.courseHours !== undefined && { courseHours: time.courseHours }),
    ...(time.mostMinutes !== undefined && { mostMinutes: time.mostMinutes }),
    vitals: extractVitalSigns(reading.recentFolded),
  };

  const painScoreSevere = (severity.painScore ?? 0) >= 8;
  const headacheSevere = painScoreSevere || severeNear(reading, severity.severeAt, reading.present.get('headache'));
  if (draft.present.has('headache') && headacheSevere) add(draft, 'severe_headache');
  const abdomenSevere = ABDOMINAL.some((id) => severeNear(reading, severity.severeAt, reading.present.get(id)));
  if (ABDOMINAL.some((id) => draft.present.has(id)) && (abdomenSevere || painScoreSevere)) add(draft, 'severe_abdominal_pain');

  // NICE CKS Croup: stridor heard only when the child is upset is mild to moderate croup, a same-day matter; at
  // rest it is the emergency sign. Told only with crying, and never at rest, it is not the emergency sign.
  if (draft.present.has('stridor') && toldOf(reading, 'upset') && !toldOf(reading, 'at_rest')) draft.present.delete('stridor');

  // NHS: beetroot can turn pee and poo pink or red. Someone who names it is telling where the red came from.
  if (draft.present.has('ate_beetroot')) for (const id of RED_FROM_BEETROOT) draft.present.delete(id);

  // NHS Fainting: a brief loss of consciousness that someone came round from is a faint, not someone unconscious.
  if (draft.present.has('loss_of_consciousness') && draft.present.has('came_round')) {
    draft.present.delete('loss_of_consciousness');
    add(draft, 'fainting');
  }

  // Someone who went grey as they fainted, or who has lost blood for months, was pale (NHS Fainting; NHS: Iron
  // deficiency anaemia); grey otherwise may be blue (NICE NG143: ashen or blue skin), and is read the safe way.
  if (draft.present.has('went_grey')) add(draft, PALE_SIGNS.some((id) => draft.present.has(id)) ? 'pallor' : 'blue_lips');

  // Hearing lost suddenly is hearing loss: the causes of hearing loss are weighed for it too.
  if (draft.present.has('sudden_hearing_loss')) add(draft, 'hearing_loss');

  if (context?.pregnant === true) add(draft, 'pregnancy');
  if (context?.pregnant === false) {
    draft.present.delete('pregnancy');
    draft.absent.add('pregnancy');
  }
  const stated = [...reading.present.keys(), ...reading.absent].filter((id) => !CIRCUMSTANCES.has(id));
  return { draft, facts: finalise(draft), recognised: stated.length, reading };
}

export function cloneDraft(draft: FactsDraft): FactsDraft {
  return { ...draft, present: new Set(draft.present), absent: new Set(draft.absent), vitals: { ...draft.vitals } };
}

const MALE_ONLY: readonly FindingId[] = ['testicular_pain', 'scrotal_swelling'];

/** Adds what follows from the facts: the vital-sign findings for the age, a sudden severe headache, pregnancy. */
export function finalise(source: FactsDraft): ClinicalFacts {
  const draft = cloneDraft(source);
  if (draft.present.has('severe_headache') && draft.suddenOnset) add(draft, 'thunderclap_headache');
  for (const finding of vitalSignFindings(draft.vitals, draft.ageYears)) add(draft, finding);
  draft.pregnant = draft.present.has('pregnancy');
  // Whoever else the text names ("mi esposo dice que son gases"), the pregnancy is a woman's.
  if (draft.pregnant) draft.sex = 'female';
  // A testicle tells the sex the people in the text may not: "is mir peinlich, meiner Mutter das zu sagen".
  if (!draft.pregnant && MALE_ONLY.some((id) => draft.present.has(id))) draft.sex = 'male';
  return draft;
}
