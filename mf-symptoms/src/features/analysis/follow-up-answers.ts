import type { FollowUpQuestion, RefineRequest } from '@app/contracts';

/** What each follow-up field holds while the user answers: 'yes'/'no', the typed number, or a choice's value. */
export type DraftAnswers = Record<string, string>;

export type AnswersResult = { ok: true; answers: RefineRequest['answers'] } | { ok: false; invalid: string[] };

/** Reads "38,5" as well as "38.5": pt, es, de and fr write decimals with a comma. */
export function parseNumber(raw: string): number | undefined {
  const normalised = raw.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return undefined;
  return Number(normalised);
}

/**
 * The refine request's answers for the questions on screen, typed by each question's kind; questions left
 * blank are not sent. Numbers that cannot be read are reported by question id instead.
 */
export function toAnswers(questions: FollowUpQuestion[], draft: DraftAnswers): AnswersResult {
  const answers: RefineRequest['answers'] = {};
  const invalid: string[] = [];
  for (const question of questions) {
    const raw = draft[question.id]?.trim() ?? '';
    if (raw === '') continue;
    if (question.kind === 'yes_no') answers[question.id] = raw === 'yes';
    else if (question.kind === 'number') {
      const value = parseNumber(raw);
      if (value === undefined) invalid.push(question.id);
      else answers[question.id] = value;
    } else answers[question.id] = raw;
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, answers };
}

export function hasAnswer(questions: FollowUpQuestion[], draft: DraftAnswers): boolean {
  return questions.some((question) => (draft[question.id]?.trim() ?? '') !== '');
}
