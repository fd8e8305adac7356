import type { Language } from '@app/contracts';
import { analyze } from '.';

describe('who the text is about', () => {
  it.each<[Language, string]>([
    ['fr', "j'allaite ma fille de 6 semaines, mon sein droit est rouge et douloureux, j'ai 38,5"],
    ['en', "I'm breastfeeding my 3 week old, my right breast is red and sore and I have a temperature of 38.5"],
  ])("%s: a nursing mother who gives her baby's age writes about herself, not a feverish baby", (language, text) => {
    const result = analyze({ text, language });
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('infant_fever_under_3_months');
  });

  it('a baby under 3 months with a fever is still read as the patient', () => {
    const result = analyze({ text: 'mon bébé de 6 semaines a 38,5 de fièvre', language: 'fr' });
    expect(result.redFlags.map((flag) => flag.id)).toContain('infant_fever_under_3_months');
  });

  it('a pregnancy is a woman\'s, whatever partner the text names ("mi esposo dice que son gases")', () => {
    const text =
      'tengo 3 semanas de retraso y la prueba salio positiva, me duele muchisimo del lado izquierdo abajo, me dolio el hombro y casi me desmayo, mi esposo dice que son gases';
    const result = analyze({ text, language: 'es' });
    expect(result.urgency).toBe('emergency');
    expect(result.redFlags.map((flag) => flag.id)).toContain('ectopic_pregnancy_unstable');
  });

  it('someone writing of their own fever, without an age, is no baby', () => {
    const result = analyze({ text: 'tengo 38,5 de fiebre desde ayer y me duele el cuerpo', language: 'es' });
    expect(result.possibleCauses.map((cause) => cause.id)).not.toContain('infant_fever');
    expect(result.urgency).toBe('low');
  });
});

describe('how long the complaint has lasted', () => {
  it('is read from today’s complaint, not from the history told before it', () => {
    const text = 'tengo 70 años, hace 5 años tuve un ictus pero me recuperé bien. ahora solo tengo un resfriado, mocos y estornudos';
    expect(analyze({ text, language: 'es' }).urgency).toBe('low');
  });
});
