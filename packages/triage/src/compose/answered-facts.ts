import type { Language, PatientContext } from '@app/contracts';
import { buildFacts, cloneDraft, finalise, type BuiltFacts } from '../findings/build-facts';
import { applyDetailAnswers } from './detail-prompts';
import { applyAnswers } from './follow-up';

type Answers = Readonly<Record<string, boolean | number | string>>;

/** The facts of the text and details, changed by the person's answers to follow-up and detail questions. */
export function answeredFacts(
  text: string,
  language: Language,
  context: PatientContext | undefined,
  answers: Answers | undefined,
): BuiltFacts {
  const built = buildFacts(text, language, context);
  if (!answers || Object.keys(answers).length === 0) return built;
  const draft = cloneDraft(built.draft);
  applyAnswers(draft, answers);
  applyDetailAnswers(draft, answers);
  return { ...built, draft, facts: finalise(draft) };
}
