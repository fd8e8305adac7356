import type { Language } from '@app/contracts';
import { analyze } from '.';

/** Issue: a red-flag concept only partly told never gives low; it asks the question that would confirm it. */
const PARTLY_TOLD: readonly [Language, string, string][] = [
  ['en', 'my face feels funny on one side', 'stroke_signs'],
  ['pt', 'meu braço está dormente e estranho', 'stroke_signs'],
  ['es', 'tengo la cara dormida desde esta mañana', 'stroke_signs'],
  ['de', 'mein Arm fühlt sich komisch an', 'stroke_signs'],
  ['fr', "j'ai le visage engourdi", 'stroke_signs'],
  ['en', 'a weird feeling in my chest for an hour', 'chest_pressure'],
  ['pt', 'uma sensação estranha no peito', 'chest_pressure'],
  ['es', 'siento algo raro en el pecho', 'chest_pressure'],
  ['de', 'seit einer Stunde ein komisches Gefühl in der Brust', 'chest_pressure'],
  ['fr', 'une sensation bizarre dans la poitrine', 'chest_pressure'],
];

describe('a red-flag sign only partly told', () => {
  it.each(PARTLY_TOLD)('in %s, "%s" is at least medium and asks %s', (language, text, question) => {
    const result = analyze({ text, language });
    expect(result.urgency).not.toBe('low');
    expect(result.followUpQuestions.map((asked) => asked.id)).toContain(question);
  });

  it('becomes the emergency it stands for when the answer confirms it', () => {
    const result = analyze({ text: 'a weird feeling in my chest for an hour', language: 'en', context: { age: 58 } });
    expect(result.urgency).toBe('medium');
    const confirmed = analyze({
      text: 'a weird feeling in my chest for an hour',
      language: 'en',
      context: { age: 58 },
      answers: { chest_pressure: true },
    });
    expect(confirmed.urgency).toBe('emergency');
  });
});
