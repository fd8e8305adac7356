import type { Answers, TriageState } from './chat-state';
import { appendText } from './chat-state';
import { readAnswer } from './read-answer';

/** What a question that got no readable answer is recorded as: the engine ignores it and does not ask it again. */
export const NOT_ANSWERED = 'unknown';

/** The description and answers once this message is added to the conversation in progress. */
export function nextTriageInput(state: TriageState | undefined, message: string): { text: string; answers: Answers } {
  const pending = state?.pending;
  return {
    text: appendText(state?.text, message),
    answers: { ...state?.answers, ...(pending ? { [pending.id]: readAnswer(pending, message) ?? NOT_ANSWERED } : {}) },
  };
}
