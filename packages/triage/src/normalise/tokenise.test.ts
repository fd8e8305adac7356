import { tokenise } from './tokenise';

const words = (text: string, language?: Parameters<typeof tokenise>[1]) => tokenise(text, language).map((token) => token.text);

describe('tokenise', () => {
  it('separates words, numbers, symbols, commas and clause punctuation', () => {
    expect(tokenise('BP 120/80, sat 95%. Fever').map(({ text, kind }) => [text, kind])).toEqual([
      ['bp', 'word'],
      ['120', 'number'],
      ['/', 'symbol'],
      ['80', 'number'],
      [',', 'comma'],
      ['sat', 'word'],
      ['95', 'number'],
      ['%', 'symbol'],
      ['.', 'boundary'],
      ['fever', 'word'],
    ]);
  });

  it('keeps a number with its decimal comma and folds accents', () => {
    expect(words('Febre de 39,5º, Náusea')).toEqual(['febre', 'de', '39.5', '°', ',', 'nausea']);
  });

  it('knows where each token stands in the text as written', () => {
    const text = 'Her FACE is droopy';
    const face = tokenise(text, 'en')[1]!;
    expect(text.slice(face.start, face.end)).toBe('FACE');
  });

  it('expands English contractions with and without apostrophes', () => {
    expect(words("I can't lift it, dont know, im scared, ive tried", 'en')).toEqual([
      'i',
      'cannot',
      'lift',
      'it',
      ',',
      'do',
      'not',
      'know',
      ',',
      'i',
      'am',
      'scared',
      ',',
      'i',
      'have',
      'tried',
    ]);
  });

  it('gives an expanded contraction the place of the word it came from', () => {
    const tokens = tokenise('she cant breathe', 'en');
    expect(tokens.map(({ text, start, end }) => [text, start, end])).toEqual([
      ['she', 0, 3],
      ['cannot', 4, 8],
      ['breathe', 9, 16],
    ]);
  });

  it('splits French elisions and their apostrophe-less chat forms alike', () => {
    expect(words("j'ai mal, jai mal, n'arrive pas, jarrive pas, qu'il", 'fr')).toEqual([
      'j',
      'ai',
      'mal',
      ',',
      'j',
      'ai',
      'mal',
      ',',
      'n',
      'arrive',
      'pas',
      ',',
      'j',
      'arrive',
      'pas',
      ',',
      'qu',
      'il',
    ]);
  });

  it('reads the French chat letter "g" as "j\'ai", and "g" after a number as a gram', () => {
    expect(words('g pris 18 doliprane 1 g', 'fr')).toEqual(['j', 'ai', 'pris', '18', 'doliprane', '1', 'g']);
  });

  it('reads Portuguese and Spanish chat shorthand as words', () => {
    expect(words('n consigo, vc ta bem', 'pt')).toEqual(['nao', 'consigo', ',', 'voce', 'esta', 'bem']);
    expect(words('q me duele xq', 'es')).toEqual(['que', 'me', 'duele', 'porque']);
  });

  it('leaves words alone that are contractions only in another language', () => {
    expect(words('im Bauch', 'de')).toEqual(['im', 'bauch']);
    expect(words('hab nich geschlafen', 'de')).toEqual(['habe', 'nicht', 'geschlafen']);
  });

  it('reads a German ordinal before a unit of time as part of the clause, and any other point as its end', () => {
    expect(words('bin in der 34. Woche', 'de')).toEqual(['bin', 'in', 'der', '34', 'woche']);
    expect(words('am 3. Tag nach der OP', 'de')).toEqual(['am', '3', 'tag', 'nach', 'der', 'op']);
    expect(words('mein Sohn ist 5. er hat Fieber', 'de')).toEqual(['mein', 'sohn', 'ist', '5', '.', 'er', 'hat', 'fieber']);
  });

  it('reads the point of an abbreviation inside a sentence as no end of it ("li. Unterschenkel", "Temp. 38,3")', () => {
    expect(words('Schwellung li. Unterschenkel', 'de')).toEqual(['schwellung', 'li', 'unterschenkel']);
    expect(words('Temp. 38,3', 'fr')).toEqual(['temp', '38.3']);
    expect(words('dor no joelho esq. desde ontem', 'pt')).toEqual(['dor', 'no', 'joelho', 'esq', 'desde', 'ontem']);
    expect(words('no fever. cough', 'en')).toEqual(['no', 'fever', '.', 'cough']);
  });

  it('reads the shorthand "w/" as with and "w/o" as without, and leaves other slashes', () => {
    expect(words('35 weeks w/ my first', 'en')).toEqual(['35', 'weeks', 'with', 'my', 'first']);
    expect(words('cough w/o fever', 'en')).toEqual(['cough', 'without', 'fever']);
    expect(words('a/b', 'en')).toEqual(['a', '/', 'b']);
  });
});
