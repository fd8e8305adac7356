import type { FindingId } from '../findings/finding-ids';
import type { VitalSigns } from '../context/vital-signs';

/** Everything the rules may look at: what the text (and the person's details and answers) established. */
export interface ClinicalFacts {
  /** Findings present and not negated, including those set from vital signs and answers. */
  present: ReadonlySet<FindingId>;
  /** Findings the text or an answer explicitly denies. */
  absent: ReadonlySet<FindingId>;
  /** Age in years (3 months = 0.25). */
  ageYears?: number;
  /** A baby is mentioned but no age is given. */
  infantMentioned?: boolean;
  /** The writer tells of their own symptoms and of nobody else's: someone old enough to write. */
  writesAboutSelf?: boolean;
  sex?: 'female' | 'male' | 'other';
  pregnant: boolean;
  suddenOnset: boolean;
  /** The text calls a symptom severe ("unbearable", "10/10"). */
  severe: boolean;
  durationHours?: number;
  /** The longest duration stated under a year: how long a recurring pattern has gone on. */
  courseHours?: number;
  /** The most minutes any count in the text tells: how long an episode lasted at most. */
  mostMinutes?: number;
  vitals: VitalSigns;
}
