import { LANGUAGES } from '@app/contracts';
import { FINDING_IDS } from '../finding-ids';
import { FINDING_LABELS } from '../labels';
import { LEXICON } from '.';

describe('the lexicon', () => {
  it.each(LANGUAGES)('gives every finding at least one pattern in %s', (language) => {
    const missing = FINDING_IDS.filter(
      (finding) => (LEXICON[language][finding] ?? []).filter((pattern) => pattern.trim() !== '').length === 0,
    );
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('gives every finding a lay label in %s', (language) => {
    expect(FINDING_IDS.filter((finding) => !FINDING_LABELS[language][finding]?.trim())).toEqual([]);
  });

  it.each(LANGUAGES)('never starts a %s pattern with a bare wildcard word', (language) => {
    const starting = Object.values(LEXICON[language])
      .flat()
      .filter((pattern) => pattern.trim().startsWith('*'));
    expect(starting).toEqual([]);
  });

  it.each(LANGUAGES)('lists no %s pattern twice for one finding', (language) => {
    const repeated = Object.entries(LEXICON[language]).flatMap(([finding, patterns]) =>
      patterns.filter((pattern, index) => patterns.indexOf(pattern) !== index).map((pattern) => `${finding}: ${pattern}`),
    );
    expect(repeated).toEqual([]);
  });
});
