import type { PatientContext } from '@app/contracts';

export type SexChoice = '' | NonNullable<PatientContext['sex']>;
export type PregnancyChoice = '' | 'yes' | 'no';

/** What the "about the person" fields hold while the user edits them; '' means not given. */
export interface PersonDetailsDraft {
  age: string;
  sex: SexChoice;
  pregnant: PregnancyChoice;
}

export const EMPTY_PERSON_DETAILS: PersonDetailsDraft = { age: '', sex: '', pregnant: '' };

const MAX_AGE = 120;

/** Pregnancy is only asked when it can apply. */
export function canBePregnant(sex: SexChoice): boolean {
  return sex === 'female' || sex === 'other';
}

export function isAgeValid(age: string): boolean {
  const trimmed = age.trim();
  if (trimmed === '') return true;
  if (!/^\d{1,3}$/.test(trimmed)) return false;
  return Number(trimmed) <= MAX_AGE;
}

/**
 * The `context` of an analysis request: only the details given, or undefined when none is.
 * Call it after `isAgeValid`; an invalid age is left out.
 */
export function toPatientContext(draft: PersonDetailsDraft): PatientContext | undefined {
  const context: PatientContext = {};
  const age = draft.age.trim();
  if (age !== '' && isAgeValid(age)) context.age = Number(age);
  if (draft.sex !== '') context.sex = draft.sex;
  if (canBePregnant(draft.sex) && draft.pregnant !== '') context.pregnant = draft.pregnant === 'yes';
  return Object.keys(context).length > 0 ? context : undefined;
}
