import type { Language } from '@app/contracts';
import { matchFindings } from '../findings/match-findings';
import { negatedSpans } from './negation';
import { foldText } from '../normalise/fold-text';
import { tokenise } from '../normalise/tokenise';

/** The findings of a sentence, "-" before the negated ones. */
function read(text: string, language: Language): string[] {
  const tokens = tokenise(foldText(text));
  const matches = matchFindings(tokens, language);
  const negated = negatedSpans(tokens, matches, language);
  const result = new Map<string, boolean>();
  matches.forEach((match, index) => result.set(match.finding, (result.get(match.finding) ?? false) || !negated.has(index)));
  return [...result].map(([finding, present]) => (present ? finding : `-${finding}`)).sort();
}

describe('negation scopes', () => {
  it.each<[Language, string, string[]]>([
    ['en', 'no fever', ['-fever']],
    ['en', 'denies chest pain', ['-chest_pain']],
    ['en', 'without vomiting', ['-vomiting']],
    ['en', 'negative for fever', ['-fever']],
    ['pt', 'sem febre', ['-fever']],
    ['pt', 'nega dor no peito', ['-chest_pain']],
    ['pt', 'não tenho febre', ['-fever']],
    ['es', 'sin fiebre', ['-fever']],
    ['es', 'no tengo fiebre', ['-fever']],
    ['de', 'kein Fieber', ['-fever']],
    ['de', 'keine Atemnot', ['-shortness_of_breath']],
    ['de', 'ich habe nicht erbrochen', ['-vomiting']],
    ['fr', 'pas de fièvre', ['-fever']],
    ['fr', 'sans fièvre', ['-fever']],
    ['fr', "je n'ai pas de fièvre", ['-fever']],
  ])('%s "%s" negates the finding', (language, text, expected) => {
    expect(read(text, language)).toEqual(expected);
  });

  it.each<[Language, string, string[]]>([
    ['en', 'no fever but a bad cough', ['-fever', 'cough']],
    ['pt', 'sem febre, mas com tosse', ['-fever', 'cough']],
    ['es', 'sin fiebre pero con tos', ['-fever', 'cough']],
    ['de', 'kein Fieber, aber Husten', ['-fever', 'cough']],
    ['fr', 'pas de fièvre mais une toux', ['-fever', 'cough']],
    ['en', 'no fever. Chest pain since this morning', ['-fever', 'chest_pain']],
    // "not in pain exactly, just exhausted, out of breath": what comes after "just" is told, not denied.
    ['en', 'not in pain exactly, just exhausted, out of breath', ['fatigue', 'shortness_of_breath']],
    ['fr', 'pas vraiment mal, juste épuisée, essoufflée', ['fatigue', 'shortness_of_breath']],
  ])('%s "%s" ends the scope at a contrast word or punctuation', (language, text, expected) => {
    expect(read(text, language)).toEqual(expected);
  });

  it('negates every finding of a list closed by "and/or"', () => {
    expect(read('Denies fever, chills, and night sweats. Reports cough.', 'en')).toEqual([
      '-chills',
      '-fever',
      '-night_sweats',
      '-sweating',
      'cough',
    ]);
    expect(read('sem febre, tosse ou vômitos', 'pt')).toEqual(['-cough', '-fever', '-vomiting']);
  });

  it('reads a German denial told after the finding ("schwanger bin ich nicht")', () => {
    expect(read('schwanger bin ich nicht, Test negativ', 'de')).toEqual(['-pregnancy']);
    expect(read('Wade dick und warm, Luftnot hab ich keine', 'de')).toContain('-shortness_of_breath');
  });

  it('reads a clinician\'s "neg." and spoken German denials ("koi Fieber", "schnaufa goht normal")', () => {
    expect(read('Rhinitis, leichter Husten. Meningismus neg.', 'de')).toContain('-neck_stiffness');
    expect(read('koi fieber, koa bluat', 'de')).toContain('-fever');
    expect(read('schnaufa goht normal', 'de')).toContain('-shortness_of_breath');
  });

  it('gives a denial told after a comma to the item before it ("Portioschiebeschmerz, β-hCG negativ" keeps the pain)', () => {
    expect(read('Portioschiebeschmerz, β-hCG negativ', 'de')).toEqual(['pelvic_pain']);
    expect(read('Gedanken, mir etwas anzutun, habe ich nicht', 'de')).toEqual(['-self_harm']);
  });

  it('does not read "I do not know how long" or "out of nowhere" as a denial', () => {
    expect(read('do nada veio uma dor no peito', 'pt')).toEqual(['chest_pain']);
    expect(read('no sabemos cuanto rato estuvo debajo del agua', 'es')).toEqual(['near_drowning']);
  });

  it('denies what "nothing" says of the word after it, not the pain further on ("nada me calma el dolor")', () => {
    expect(read('nada me calma el dolor de cabeza', 'es')).toEqual(['headache']);
  });

  it('keeps a list denied up to its closing "or", whatever its last item is', () => {
    expect(read('no headache, chest pain or vision changes', 'en')).toEqual(['-chest_pain', '-headache']);
    expect(read('Sem cefaleia, dor torácica ou alterações visuais', 'pt')).toEqual(['-chest_pain', '-headache']);
    expect(read('no fever, chest pain and I feel dizzy', 'en')).toEqual(['-fever', 'chest_pain', 'dizziness']);
  });

  it('does not carry a negation across a comma into a new statement', () => {
    expect(read('kein Fieber, mir ist schwindelig', 'de')).toEqual(['-fever', 'dizziness']);
    expect(read('no tengo fiebre, me falta el aire', 'es')).toEqual(['-fever', 'shortness_of_breath']);
  });

  it('ends a denied list at an item that opens a clause of its own ("no perdió el conocimiento, le duele la cabeza")', () => {
    expect(read('no perdió el conocimiento, le duele la cabeza y vomitó una vez', 'es')).toEqual([
      '-loss_of_consciousness',
      'headache',
      'vomiting',
    ]);
    expect(read('pas de fièvre, mon ventre gonfle et il a vomi', 'fr')).toContain('vomiting');
    expect(read('keine Bewusstlosigkeit, mir ist übel und ich hab erbrochen', 'de')).toEqual([
      '-loss_of_consciousness',
      'nausea',
      'vomiting',
    ]);
    expect(read('no fever, cough and runny nose', 'en')).toEqual(['-cough', '-fever', '-runny_nose']);
  });

  it('reads a denial told after its object ("febre não tenho", "fiebre no tengo") and Austrian "nimmer"', () => {
    expect(read('o xixi tá rosado, febre não tenho', 'pt')).toContain('-fever');
    expect(read('me arde al orinar, fiebre no tengo', 'es')).toContain('-fever');
    expect(read('me cuesta respirar y no tengo el epipen', 'es')).not.toContain('-shortness_of_breath');
    expect(read('hat nimmer Fieber', 'de')).toEqual(['-fever']);
  });

  it('denies every item of a list told before its denial ("Reithosenanästhesie und Blasen-/Mastdarmstörung verneint")', () => {
    expect(read('Reithosenanästhesie und Blasen-/Mastdarmstörung verneint', 'de')).toEqual([
      '-bladder_bowel_dysfunction',
      '-saddle_numbness',
    ]);
    expect(read('schlafe schlecht und ess kaum. Fieber hab ich nicht', 'de')).toContain('insomnia');
  });

  it('reads a German denial after the verb, its subject and a hedge ("juckt sie anscheinend nicht")', () => {
    expect(read('gelbliche fettige Schuppen auf dem Kopf, juckt sie anscheinend nicht', 'de')).toContain('-itching');
  });

  it('reads a German denial after the verb and its object pronoun ("juckt sie nicht", "juckt ihn anscheinend nicht")', () => {
    expect(read('gelbe fettige schuppen auf dem kopf, juckt sie nicht', 'de')).toContain('-itching');
    expect(read('gelbe schuppen, juckt ihn anscheinend nicht', 'de')).toContain('-itching');
  });

  it('reads a German wish denied after what is not wished ("mir was antun will ich nicht")', () => {
    expect(read('mir was antun will ich nicht, aber so gehts nich weiter', 'de')).toContain('-suicidal_thoughts');
  });

  it('ends a denial at "and" followed by a verb of its own ("kein Fieber und hat Durchfall")', () => {
    expect(read('kein Fieber und hat Durchfall', 'de')).toEqual(['-fever', 'diarrhoea']);
    expect(read('no fever and has diarrhoea', 'en')).toEqual(['-fever', 'diarrhoea']);
  });

  it('ends a denial at a verb that starts a statement of its own ("não toma o remédio sentiu uma dor no peito")', () => {
    expect(read('não toma o remédio sentiu do nada uma dor no peito', 'pt')).toContain('chest_pain');
    expect(read('no se toma las pastillas sintio de golpe un dolor en el pecho', 'es')).toContain('chest_pain');
    expect(read('não sentiu dor no peito', 'pt')).toContain('-chest_pain');
  });

  it('does not read "initial unauffällig" as a denial of what came before it, but keeps "…, habe ich nicht"', () => {
    expect(read('gestern Sturz mit Kopfanprall, initial unauffällig', 'de')).toContain('head_injury');
    expect(read('Gedanken, mir etwas anzutun, habe ich nicht', 'de')).toContain('-self_harm');
  });

  it('does not end a denial at a Portuguese "é" folded to "e" right after the cue', () => {
    expect(read('a queimadura não é maior que a mão', 'pt')).toContain('-large_burn');
  });

  it("keeps a doctor's list denied through a slash and through words that open an item", () => {
    expect(read('Sin náuseas, foto/fonofobia, fiebre ni focalidad', 'es')).toEqual(['-fever', '-nausea', '-photophobia']);
    expect(read('sin confusión posterior, relajación de esfínteres ni mordedura de lengua', 'es')).toEqual([
      '-bite_or_sting',
      '-bladder_bowel_dysfunction',
      '-confusion',
    ]);
    expect(read('No dolor, fotofobia ni secreción', 'es')).toEqual(['-photophobia']);
    expect(read('Sem cefaleias, alterações visuais, dor torácica ou dispneia', 'pt')).toEqual([
      '-chest_pain',
      '-headache',
      '-shortness_of_breath',
    ]);
  });

  it('keeps what follows present when words open an item of a list closed by "and"', () => {
    expect(read('not even shivering, really slow mumbling and very drowsy', 'en')).toContain('lethargy');
  });

  it('does not read a doctor\'s "keine Distanzierung von Suizidalität" as a denial', () => {
    expect(read('Keine Distanzierung von Suizidalität', 'de')).toEqual(['suicidal_thoughts']);
  });

  it("does not treat the negation inside a symptom's own words as a cue", () => {
    expect(read("I can't breathe", 'en')).toEqual(['shortness_of_breath']);
    expect(read('não consigo respirar', 'pt')).toEqual(['shortness_of_breath']);
  });

  it('does not negate again a finding whose own words open with a negation ("no poo and not passing wind")', () => {
    expect(read('no poo and not passing wind', 'en')).toEqual(['no_wind']);
    expect(read('pas de selles et ne pete plus', 'fr')).toEqual(['constipation', 'no_wind']);
  });

  it('reads a German "nicht" right after the verb as negating it', () => {
    expect(read('Er erbricht nicht', 'de')).toEqual(['-vomiting']);
  });

  it('counts a finding as present when it is also stated without negation', () => {
    expect(read('no fever yesterday, fever today', 'en')).toEqual(['fever']);
  });
});
