import { LANGUAGES } from '@app/contracts';
import { CONCEPT_IDS } from '../concept-ids';
import { VOCABULARY } from '.';

describe('the concept vocabularies', () => {
  it.each(LANGUAGES)('give every concept words in %s', (language) => {
    const missing = CONCEPT_IDS.filter((concept) => (VOCABULARY[language][concept] ?? []).length === 0);
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('list no concept in %s that the engine does not define', (language) => {
    expect(Object.keys(VOCABULARY[language]).filter((concept) => !(CONCEPT_IDS as string[]).includes(concept))).toEqual([]);
  });

  it.each(LANGUAGES)('write %s words folded: lower case, no accents, no apostrophes', (language) => {
    const entries = Object.values(VOCABULARY[language]).flat();
    expect(entries.filter((entry) => !/^[a-z0-9=* ]+$/.test(entry))).toEqual([]);
  });

  it.each(LANGUAGES)('list no %s word twice for one concept', (language) => {
    const repeated = Object.entries(VOCABULARY[language]).flatMap(([concept, words]) =>
      words.filter((word, index) => words.indexOf(word) !== index).map((word) => `${concept}: ${word}`),
    );
    expect(repeated).toEqual([]);
  });
});
