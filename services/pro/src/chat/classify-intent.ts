import type { Language } from '@app/contracts';
import { analyze, type Condition } from '@app/triage';
import type { TriageState } from './chat-state';
import { conditionNamedIn } from './condition-lookup';
import { normalise } from './normalise';
import { readAnswer } from './read-answer';

export type Intent =
  | { kind: 'answer'; answer: boolean | number | string }
  | { kind: 'history' }
  | { kind: 'condition'; condition: Condition }
  | { kind: 'symptoms' }
  | { kind: 'help' };

/** Words for "analysis" or "history" (by their stems), and for "my" or "last", in the five languages. */
const ANALYSIS_STEMS = /\b(analys|analis|auswertung|histor|verlauf)/;
const MINE_OR_RECENT =
  /\b(my|last|latest|previous|recent|minhas?|meus?|ultim[ao]s?|anteriores|anterior|recentes?|mis?|recientes?|mein(e|er|en|em)?|letzte[nr]?|vorige[n]?|vorherige[n]?|ma|mes|mon|derniere?s?|dernier|precedente?s?)\b/;

/** "What is …?", "explain …", in the five languages, normalised. */
const WHAT_IS =
  /\b(what is|what s|whats|what are|tell me about|explain|what does|meaning of|o que e|o que sao|explique|explica|fale sobre|o que significa|que es|que son|explicame|hablame de|que significa|was ist|was sind|erklar|erzahl|was bedeutet|qu est ce|c est quoi|expliquez|parlez moi|que signifie)\b/;

function asksAboutOwnAnalyses(message: string): boolean {
  const text = normalise(message);
  return ANALYSIS_STEMS.test(text) && MINE_OR_RECENT.test(text);
}

/**
 * What the person wants from this message: an answer to the pending follow-up question, their own analyses, an
 * explanation of a condition, help with symptoms (a new or continued assessment), or to know what the chat does.
 */
export function classifyIntent(message: string, language: Language, state: TriageState | undefined): Intent {
  if (state?.pending) {
    const answer = readAnswer(state.pending, message);
    if (answer !== undefined) return { kind: 'answer', answer };
  }
  if (asksAboutOwnAnalyses(message)) return { kind: 'history' };
  const hasFindings = analyze({ text: message, language }).understood.length > 0;
  const condition = conditionNamedIn(message, language);
  if (condition && (WHAT_IS.test(normalise(message)) || !hasFindings)) return { kind: 'condition', condition };
  return hasFindings || state ? { kind: 'symptoms' } : { kind: 'help' };
}
