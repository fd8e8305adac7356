import type { CareSetting, TimeWindow, Urgency } from '@app/contracts';

/** Every sentence the engine writes, in one language. */
export interface EngineTexts {
  /** Informational, not a diagnosis, does not replace a doctor. */
  disclaimer: string;
  /** One sentence on where to go and how soon, with the emergency number where it matters. */
  careAdvice: (setting: CareSetting, window: TimeWindow, emergencyNumber: string) => string;
  /** Opening sentence of the summary, per urgency. */
  urgencyHeadline: Readonly<Record<Urgency, string>>;
  /** "The findings fit best with <cause> (<evidence>)." */
  leadingCause: (cause: string, evidence: readonly string[]) => string;
  /** "Warning sign: <label>." */
  warningSign: (label: string) => string;
  /** Why the answer was raised though no warning sign was recognised: the text reads like past emergencies. */
  resemblesUrgent: string;
  /** The honest answer when no symptom was recognised. */
  nothingRecognised: string;
  /** The step for that case: describe more, or see a professional. */
  describeMore: string;
  /** General safety-netting, per urgency: when to seek help sooner. */
  recommendations: Readonly<Record<Urgency, readonly string[]>>;
  /** Joins evidence items ("fever, cough and headache"). */
  list: (items: readonly string[]) => string;
}
