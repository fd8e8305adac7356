import type { Language } from '@app/contracts';
import { CONDITION_ENTRIES, CONDITIONS, type Condition } from '@app/triage';
import { hasPhrase, normalise } from './normalise';

interface Name {
  phrase: string;
  condition: Condition;
}

/** Shorter names are too often ordinary words ("tb", "pid"). */
const MIN_NAME_LENGTH = 3;

/** "Anafilaxia (reação alérgica grave)" is found as "anafilaxia" and as "reacao alergica grave". */
function namesIn(language: Language): Name[] {
  return CONDITION_ENTRIES.flatMap((condition) => {
    const lay = condition.names[language].split(/[()]/);
    // The English glosses of the knowledge base ("heart attack / acute coronary syndrome") are further English names.
    const glosses = language === 'en' ? CONDITIONS[condition.id].split('/') : [];
    return [...lay, ...glosses]
      .map((name) => normalise(name))
      .filter((phrase) => phrase.length >= MIN_NAME_LENGTH)
      .map((phrase) => ({ phrase, condition }));
  }).sort((a, b) => b.phrase.length - a.phrase.length);
}

const NAMES = new Map<Language, Name[]>();

/** The condition of the knowledge base the message names, by its lay name in the message's language (the longest match wins). */
export function conditionNamedIn(message: string, language: Language): Condition | undefined {
  let names = NAMES.get(language);
  if (!names) {
    names = namesIn(language);
    NAMES.set(language, names);
  }
  const text = normalise(message);
  return names.find(({ phrase }) => hasPhrase(text, phrase))?.condition;
}
