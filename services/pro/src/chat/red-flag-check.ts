import type { Language } from '@app/contracts';
import { evaluateRedFlags, urgencyRank, type RedFlagEvaluation } from '@app/triage';
import type { TriageState } from './chat-state';
import { nextTriageInput } from './triage-turn';

export interface RedFlagInput {
  message: string;
  language: Language;
  locale: string;
  state?: TriageState;
}

/**
 * The engine's red-flag rules over this message alone and over the whole conversation in progress with it (an answer
 * such as "yes, it spreads to the arm" is a red flag only with what came before). The more urgent verdict wins;
 * undefined when no rule fires.
 */
export function redFlagCheck({ message, language, locale, state }: RedFlagInput): RedFlagEvaluation | undefined {
  const verdicts = [evaluateRedFlags({ text: message, language, locale })];
  if (state) verdicts.push(evaluateRedFlags({ ...nextTriageInput(state, message), language, locale }));
  const fired = verdicts.filter((verdict) => verdict.redFlags.length > 0 || verdict.urgency === 'emergency');
  return fired.sort((a, b) => urgencyRank(b.urgency ?? 'low') - urgencyRank(a.urgency ?? 'low'))[0];
}
