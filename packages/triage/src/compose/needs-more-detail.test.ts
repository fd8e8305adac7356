import { LANGUAGES, type Language } from '@app/contracts';
import { analyze } from '.';

const VAGUE: Readonly<Record<Language, readonly string[]>> = {
  pt: ['asdf', 'dor', 'kkkkk', 'estou mal', 'tontura?'],
  en: ['asdf', 'pain', 'I feel bad', 'qwerty', 'rash'],
  es: ['asdf', 'dolor', 'me siento mal', 'jajaja', 'mareo?', 'no sé qué me pasa'],
  de: ['asdf', 'Schmerzen', 'mir geht es schlecht', 'hmm', 'schwindelig'],
  fr: ['asdf', 'douleur', 'je me sens mal', 'bof', 'étourdie'],
};

const CLEAR: Readonly<Record<Language, readonly string[]>> = {
  pt: ['dor de garganta desde ontem', 'tontura quando me levanto'],
  en: ['sore throat since yesterday', 'rash on my arm'],
  es: ['dolor de garganta desde ayer', 'mareo desde esta mañana'],
  de: ['Halsschmerzen seit gestern', 'Ausschlag am Bauch, juckt'],
  fr: ['mal à la gorge depuis hier', 'boutons qui grattent sur les bras'],
};

describe('a text the engine cannot read', () => {
  it.each(LANGUAGES.flatMap((language) => VAGUE[language].map((text) => [language, text] as const)))(
    'in %s ("%s") asks for more detail, with no causes',
    (language, text) => {
      const result = analyze({ text, language });
      expect(result.needsMoreDetail).toBe(true);
      expect(result.possibleCauses).toEqual([]);
      expect(result.followUpQuestions.length).toBe(4);
    },
  );

  it.each(LANGUAGES.flatMap((language) => CLEAR[language].map((text) => [language, text] as const)))(
    'in %s, a clear text ("%s") never asks for more detail',
    (language, text) => {
      expect(analyze({ text, language }).needsMoreDetail).toBe(false);
    },
  );

  it('turns the answers to what, where, since when and how bad into findings', () => {
    const refined = analyze({
      text: 'dor',
      language: 'pt',
      answers: { detail_what: 'pain', detail_where: 'chest', detail_since: 'minutes', detail_severity: 'severe' },
    });
    expect(refined.needsMoreDetail).toBe(false);
    expect(['high', 'emergency']).toContain(refined.urgency);
  });
});

describe('what the engine understood', () => {
  it('points at the person’s own words, in the order they were written', () => {
    const text = 'Her FACE is kind of droopy and she cant lift her arm';
    const { understood } = analyze({ text, language: 'en' });
    expect(understood.map((finding) => finding.id)).toEqual(['facial_droop', 'arm_weakness']);
    for (const finding of understood) for (const span of finding.spans) expect(text.slice(span.start, span.end)).toBe(span.text);
    expect(understood[0]!.spans.map((span) => span.text)).toEqual(['FACE', 'droopy']);
  });

  it('leaves out what the text denies', () => {
    expect(analyze({ text: 'no fever, just a runny nose', language: 'en' }).understood.map((finding) => finding.id)).not.toContain('fever');
  });
});
