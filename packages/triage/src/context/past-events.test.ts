import type { Language } from '@app/contracts';
import { buildFacts } from '../findings/build-facts';
import { readText } from '../findings/read-text';

const present = (text: string, language: Language) => [...readText(text, language).present.keys()];
const vitals = (text: string, language: Language) => buildFacts(text, language, undefined).facts.vitals;

describe('events told as long past', () => {
  it.each<[Language, string, string]>([
    ['en', 'seizure', 'I had a seizure 2 years ago'],
    ['en', 'seizure', 'Two years ago, I had a seizure'],
    ['en', 'seizure', 'I had a seizure once, but that was years ago'],
    ['pt', 'seizure', 'Tive uma convulsão há 5 anos'],
    ['pt', 'fainting', 'Desmaiei uma vez, há 10 anos'],
    ['pt', 'seizure', 'Meu filho teve uma convulsão 2 anos atrás'],
    ['es', 'seizure', 'Hace 3 años tuve una convulsión'],
    ['es', 'fainting', 'Me desmayé una vez, pero eso fue hace años'],
    ['de', 'seizure', 'Ich hatte vor 2 Jahren einen Krampfanfall'],
    ['de', 'seizure', 'Ich hatte einen Krampfanfall, das ist zwei Jahre her'],
    ['fr', 'seizure', "Il y a 4 ans j'ai fait une crise convulsive"],
    ['fr', 'seizure', "L'an dernier mon fils a fait une crise convulsive"],
  ])('are history, not findings of today (%s: %s in "%s")', (language, finding, text) => {
    expect(present(text, language)).not.toContain(finding);
  });

  it.each<[Language, string, string]>([
    ['en', 'chest_pain', 'Chest pain that started 2 months ago'],
    ['en', 'seizure', 'I had a seizure 2 weeks ago'],
    ['pt', 'chest_pain', 'Tenho dor no peito desde há 2 anos'],
    ['pt', 'chest_pain', 'Dor no peito há 2 anos'],
    ['es', 'chest_pain', 'Tengo dolor en el pecho desde hace 2 años'],
    ['es', 'seizure', 'Tuvo una convulsión hace 2 semanas'],
    ['de', 'chest_pain', 'Brustschmerzen seit 2 Jahren'],
    ['de', 'seizure', 'Ich hatte vor 2 Wochen einen Krampfanfall'],
    ['fr', 'chest_pain', "J'ai mal à la poitrine depuis 2 ans"],
    ['fr', 'seizure', "Il y a 3 semaines j'ai fait une crise convulsive"],
  ])('keep an onset, or days and weeks, as the illness of now (%s: %s in "%s")', (language, finding, text) => {
    expect(present(text, language)).toContain(finding);
  });

  it.each<[Language, string]>([
    ['en', 'I had a seizure 2 years ago and today it happened again'],
    ['pt', 'Tive uma convulsão há 2 anos e hoje de novo'],
    ['es', 'Tuve una convulsión hace 2 años y hoy otra vez'],
    ['de', 'Ich hatte vor 2 Jahren einen Krampfanfall und heute wieder'],
    ['fr', "J'ai fait une crise convulsive il y a 2 ans et encore une aujourd'hui"],
  ])('keep what is back again (%s: "%s")', (language, text) => {
    expect(present(text, language)).toContain('seizure');
  });

  it.each<[Language, string, string]>([
    ['en', 'facial_droop', 'I had a stroke 5 years ago and my face is drooping'],
    ['pt', 'facial_droop', 'Tive um AVC há 5 anos e estou com a boca torta'],
    ['es', 'facial_droop', 'Tuve un ictus hace 5 años y tengo la boca torcida'],
    ['de', 'chest_pain', 'Ich hatte vor 2 Jahren einen Herzinfarkt und habe Brustschmerzen'],
    ['fr', 'facial_droop', "J'ai fait un AVC il y a 5 ans et j'ai la bouche de travers"],
  ])('keep what is told in the present after a past event (%s: %s in "%s")', (language, finding, text) => {
    expect(present(text, language)).toContain(finding);
  });

  it('keeps the time of a clause about someone else to that person ("my mother, who died last year")', () => {
    expect(present('I have saved up the sleeping pills of my mother, who died last year', 'en')).toContain('suicide_plan');
    expect(present("j'ai mis de côté les cachets de ma mère qui est partie l'an dernier", 'fr')).toContain('suicide_plan');
  });

  it('reads a relative clause after a clause told as long past as long past too', () => {
    expect(present("Il y a des années j'ai eu une plaie qui saignait beaucoup", 'fr')).not.toContain('severe_bleeding');
  });

  it('does not let another language read as today what was told as long past', () => {
    const reading = readText('Há três anos ela teve febre e ficou confusa', 'pt');
    expect(reading.language).toBe('pt');
    expect([...reading.present.keys()]).toEqual([]);
  });

  it('reads no vital sign from a part told as long past, and still reads those of today', () => {
    expect(vitals('My blood pressure was 85/55 once, 2 years ago', 'en').systolic).toBeUndefined();
    expect(vitals('Vor Jahren war seine Temperatur einmal 34,5', 'de').lowestTemperatureC).toBeUndefined();
    expect(vitals('Blood pressure 85/55, I had a stroke 5 years ago', 'en').systolic).toBe(85);
    expect(vitals('Pressão 8 por 5 hoje; tive um infarto há 3 anos', 'pt').systolic).toBe(80);
    expect(vitals('Had a seizure 2 years ago, 39.5', 'en').temperatureC).toBe(39.5);
  });
});
