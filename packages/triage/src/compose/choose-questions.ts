import type { Condition } from '../knowledge/types';
import { assess, type Assessment } from '../rank/assess';
import { cloneDraft, finalise, type FactsDraft } from '../findings/build-facts';
import { FOLLOW_UP_QUESTIONS, type QuestionDefinition } from './follow-up';

const MAX_QUESTIONS = 5;

/**
 * The questions worth asking: relevant to the facts, not yet answered, and with at least one plausible answer
 * that changes the urgency (asked first) or the leading cause. Each answer is simulated through the rules and
 * the ranking, so a question is never asked for show.
 */
export function chooseQuestions(
  draft: FactsDraft,
  current: Assessment,
  conditions: readonly Condition[],
  answered: ReadonlySet<string>,
): QuestionDefinition[] {
  const facts = finalise(draft);
  const leading = current.causes[0]?.condition.id;
  const useful: { question: QuestionDefinition; changesUrgency: boolean }[] = [];
  for (const question of FOLLOW_UP_QUESTIONS) {
    if (answered.has(question.id) || !question.relevant(facts)) continue;
    let changesUrgency = false;
    let changesCause = false;
    for (const probe of question.probes) {
      const simulated = cloneDraft(draft);
      question.apply(simulated, probe);
      const outcome = assess(finalise(simulated), conditions);
      changesUrgency ||= outcome.urgency !== current.urgency;
      changesCause ||= outcome.causes[0]?.condition.id !== leading;
      if (changesUrgency) break;
    }
    if (changesUrgency || changesCause) useful.push({ question, changesUrgency });
  }
  return [...useful.filter((entry) => entry.changesUrgency), ...useful.filter((entry) => !entry.changesUrgency)]
    .slice(0, MAX_QUESTIONS)
    .map((entry) => entry.question);
}
