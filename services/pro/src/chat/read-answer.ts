import type { PendingQuestion } from './chat-state';
import { normalise } from './normalise';

type Answer = boolean | number | string;

/** The first word of a yes or no, in any of the five languages (people mix them). */
const YES = new Set(['yes', 'yeah', 'yep', 'y', 'sim', 's', 'si', 'claro', 'ja', 'jawohl', 'oui', 'ouais']);
const NO = new Set(['no', 'nope', 'n', 'nao', 'nein', 'nee', 'non', 'nunca', 'never', 'jamais', 'nie']);

function numberIn(text: string): number | undefined {
  const match = /-?\d+(?:[.,]\d+)?/.exec(text);
  return match ? Number(match[0].replace(',', '.')) : undefined;
}

/**
 * The person's answer to the question the assistant asked, read from a free-text message ("Sim, vai para o braço",
 * "38,5", "moderate"), in the form the engine's follow-up answers take; undefined when the message is no answer.
 */
export function readAnswer(question: PendingQuestion, message: string): Answer | undefined {
  const text = normalise(message);
  if (question.kind === 'yes_no') {
    const first = text.split(' ')[0] ?? '';
    if (YES.has(first)) return true;
    if (NO.has(first)) return false;
    return undefined;
  }
  if (question.kind === 'number') return numberIn(text);
  const chosen = (question.options ?? [])
    .flatMap((option) => [normalise(option.label), option.value.replace(/_/g, ' ')].map((words) => ({ words, value: option.value })))
    .filter(({ words }) => words !== '' && ` ${text} `.includes(` ${words} `))
    .sort((a, b) => b.words.length - a.words.length)[0];
  // An age written as a number ("I am 35") answers the age question too.
  return chosen?.value ?? numberIn(text);
}
