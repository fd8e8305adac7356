import type { Language } from '@app/contracts';
import { analyze } from '.';

/**
 * Ottawa ankle rules, as NHS Sprains and strains puts them: a twisted ankle that takes weight is cared for at
 * home; one that cannot take weight is seen the same day for an X-ray.
 */
const TAKES_WEIGHT: readonly [Language, string][] = [
  ['en', 'twisted my ankle, i can put weight on it and walk'],
  ['pt', 'torci o tornozelo, consigo pisar normal'],
  ['es', 'me torcí el tobillo, puedo apoyar el pie'],
  ['de', 'bin umgeknickt, kann normal auftreten'],
  ['fr', 'tordu la cheville hier, je peux poser le pied et marcher'],
];

const NO_WEIGHT: readonly [Language, string][] = [
  ['en', 'twisted my ankle and i cant put any weight on it'],
  ['pt', 'torci o tornozelo e nao consigo pisar'],
  ['es', 'me torcí el tobillo y no puedo apoyar el pie'],
  ['de', 'bin umgeknickt und kann nicht auftreten'],
  ['fr', 'je me suis tordu la cheville, je peux pas poser le pied'],
];

describe('a twisted ankle', () => {
  it.each(TAKES_WEIGHT)('in %s, "%s" takes weight: self-care', (language, text) => {
    expect(analyze({ text, language }).urgency).toBe('low');
  });

  it.each(NO_WEIGHT)('in %s, "%s" takes no weight: seen the same day', (language, text) => {
    expect(analyze({ text, language }).urgency).toBe('high');
  });
});
