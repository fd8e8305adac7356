import type { Language } from '@app/contracts';
import { foldText } from '../normalise/fold-text';
import { extractPatient } from './patient';

const read = (text: string, language: Language) => extractPatient(foldText(text), language);

describe('age and sex', () => {
  it('reads a clinician\'s German note ("Pat. 61 J., w.", "Säugling, 6 Wo.") and not how long ("seit 3 Wo.")', () => {
    expect(read('Pat. 61 J., w. Seit 2 Tagen Fieber', 'de').ageYears).toBe(61);
    expect(read('Säugling, 6 Wo., m. Fieber 38,4', 'de').ageYears).toBeCloseTo(6 / 52, 1);
    expect(read('Husten seit 3 Wo., sonst gesund', 'de').ageYears).toBeUndefined();
    expect(read('Husten ca. 3 Wo., sonst gesund', 'de').ageYears).toBeUndefined();
    expect(read('enceinte de 8 mois, mal de tête', 'fr').ageYears).toBeUndefined();
  });

  it('reads a spoken German "is" for "ist" ("unsre kleine is 7 monate")', () => {
    expect(read('unsre kleine is 7 monate, seit gestern brechdurchfall', 'de').ageYears).toBeCloseTo(7 / 12, 2);
  });

  it('reads no age of the writer from weeks or months they "have" ("tengo 35 semanas", "tenho 7 meses"): a pregnancy', () => {
    expect(read('tengo 35 semanas y me duele la cabeza', 'es').ageYears).toBeUndefined();
    expect(read('tenho 7 meses e estou com dor de cabeça', 'pt').ageYears).toBeUndefined();
    expect(read('mi bebé tiene 3 semanas y no come', 'es').ageYears).toBeCloseTo(3 / 52, 1);
  });

  it('reads a sex letter told after an age ("bin 45 m,", "45 J., w,"), and not hours ("depuis 2 h,")', () => {
    expect(read('bin 45 m, seit 2 tagen brennts beim pinkeln', 'de').sex).toBe('male');
    expect(read('45 J., w, bek. Lumbalgie', 'de').sex).toBe('female');
    expect(read('mal au ventre depuis 2 h, saignements', 'fr').sex).toBeUndefined();
    expect(read('dolor de barriga desde hace 3 h, sangrado', 'es').sex).toBeUndefined();
  });

  it.each<[Language, string, number, 'female' | 'male' | undefined]>([
    ['en', 'A 48-year-old woman with chest pain', 48, 'female'],
    ['en', '48yo M, chest pain', 48, 'male'],
    ['es', 'Varón 79 a, disnea progresiva de 3 semanas', 79, 'male'],
    ['en', '5y, coryza and dry cough 3/7', 5, undefined],
    ['en', "I'm 34 and I have a headache", 34, undefined],
    ['pt', 'minha filha de 2 anos está com febre', 2, 'female'],
    ['es', 'mi hijo de 5 años tiene tos', 5, 'male'],
    ['de', 'ein 70-jähriger Mann mit Atemnot', 70, 'male'],
    ['fr', 'une femme de 35 ans', 35, 'female'],
    ['en', 'Im 72. New headache round my temples', 72, undefined],
    ['de', 'bin 55. Windpocken hatte ich als Kind', 55, undefined],
  ])('%s "%s" is %d years old, %s', (language, text, age, sex) => {
    expect(read(text, language)).toEqual({ ageYears: age, ...(sex && { sex }) });
  });

  it.each<[Language, string, number]>([
    ['pt', 'meu bebê de 3 meses está com febre', 0.25],
    ['en', 'my 6-week-old baby', (6 * 7) / 365],
    ['de', 'mein 4 Monate altes Baby', 4 / 12],
    ['fr', 'mon bébé de 2 mois', 2 / 12],
    ['es', 'bebé de 10 días de vida', 10 / 365],
    ['es', 'mi bebé tiene 12 días y tiene los ojitos pegados', 12 / 365],
    ['fr', "mon bébé de 10 jours a l'oeil collé", 10 / 365],
    ['pt', 'meu bebê de 15 dias está com o olho grudado', 15 / 365],
    ['fr', 'mon bébé 10 mois s’est étouffé', 10 / 12],
    ['fr', 'ma puce 7 mois a une gastro depuis 2 jours', 7 / 12],
    ['es', 'mi guagua de 5 meses tiene diarrea', 5 / 12],
    ['fr', 'ma fille 7 mois gastro depuis 2 jours', 7 / 12],
    ['en', 'our baby (6 weeks) is floppy', (6 * 7) / 365],
    ['de', 'Säugling 3 Monate, trinkt nicht', 3 / 12],
    ['de', 'unser Sohn ist 5 Monate, seit gestern Brechdurchfall', 5 / 12],
    ['de', 'die Kleine ist erst 6 Wochen und trinkt kaum', (6 * 7) / 365],
    ['de', 'mein Enkel 7 Monate hat seit gestern Brechdurchfall', 7 / 12],
    ['en', 'the babby is 5 months, diarrhoea and sick', 5 / 12],
    ['en', 'my son is 8 weeks, temp 38.3', (8 * 7) / 365],
  ])('%s "%s" reads a baby\'s age in months, weeks or days', (language, text, age) => {
    expect(read(text, language).ageYears).toBeCloseTo(age, 5);
  });

  it.each<[Language, string]>([
    ['pt', 'dor nas costas há 2 anos'],
    ['es', 'me duele desde hace 3 años'],
    ['fr', "il y a 2 ans j'ai eu une opération"],
    ['fr', 'depuis 3 ans'],
    ['es', 'pirosis de 2 meses de evolución'],
    ['es', 'cansancio progresivo de 2 meses y disnea'],
    ['pt', 'dor no joelho de 3 semanas'],
    ['pt', 'tosse de 3 meses de evolução'],
    ['fr', "une toux de 2 mois d'évolution"],
    ['de', 'meine Tochter ist 5 Monate schwanger und hat Kopfweh'],
    ['de', 'meine Tochter hat 2 mal erbrochen'],
    ['en', 'my son 2 times vomited today'],
  ])('%s "%s" is a duration, not an age', (language, text) => {
    expect(read(text, language).ageYears).toBeUndefined();
  });

  it.each<[Language, string, number, 'female' | 'male' | undefined]>([
    ['en', 'my mum is 82, she fell', 82, 'female'],
    ['en', 'grandad (80) has diarrhoea', 80, undefined],
    ['pt', 'minha mãe de 80 caiu', 80, 'female'],
    ['es', 'mi abuela de 85, se cayó', 85, 'female'],
    ['de', 'Meine Mutter (76) hat Bläschen', 76, 'female'],
    ['fr', 'ma mère (80) est tombée', 80, 'female'],
    ['de', 'unsre Tochter 2 hat Magen-Darm', 2, 'female'],
    ['en', 'my son (5) has a rash', 5, 'male'],
    ['pt', 'meu filho (8) caiu da bicicleta', 8, 'male'],
    ['es', 'mi hija de 4 tiene fiebre', 4, 'female'],
    ['fr', 'mon fils (8) est tombé', 8, 'male'],
  ])('%s "%s": a relative named with a bare number is that old (%d)', (language, text, age, sex) => {
    expect(read(text, language)).toEqual({ ageYears: age, ...(sex && { sex }) });
  });

  it.each<[Language, string]>([
    ['en', 'he is 39.5 degrees'],
    ['de', 'er ist 40 Grad heiß'],
  ])('%s "%s" is a temperature, not an age', (language, text) => {
    expect(read(text, language).ageYears).toBeUndefined();
  });

  it.each<[Language, string, number]>([
    ['en', 'my dad is eighty-two and had a fall', 82],
    ['pt', 'a minha avó tem oitenta e sete anos', 87],
    ['es', 'mi abuelo tiene ochenta y cinco años', 85],
    ['de', 'Oma ist fünfundachtzig Jahre alt', 85],
    ['fr', 'ma maman a huitante ans', 80],
    ['fr', 'mon père a quatre-vingt-deux ans', 82],
    ['fr', 'ma grand-mère a soixante-dix-huit ans', 78],
  ])('%s "%s": an age written in words is %d', (language, text, age) => {
    expect(read(text, language).ageYears).toBe(age);
  });

  it('notes that the writer, without an age, tells of their own symptoms and of nobody else', () => {
    expect(read('tengo 38,5 de fiebre desde ayer', 'es')).toEqual({ writesAboutSelf: true });
    expect(read('j’ai de la fièvre depuis hier', 'fr')).toEqual({ writesAboutSelf: true });
    expect(read('mi hijo tiene fiebre y yo también', 'es')).toEqual({ sex: 'male' });
    expect(read('he has had a fever since yesterday', 'en')).toEqual({ sex: 'male' });
  });

  it.each<[Language, string, number, 'female' | 'male']>([
    ['de', 'm 45, brennt beim pinkeln seit 2 tagen', 45, 'male'],
    ['de', '♂ 45 J., seit 2 d Dysurie', 45, 'male'],
    ['de', 'w, 33. Kopfweh seit gestern', 33, 'female'],
    ['es', 'm 30, dolor de cabeza', 30, 'female'],
    ['es', 'Mujer de 38 años. Astenia progresiva de 2 meses, palidez', 38, 'female'],
  ])('%s "%s" opens with the sex and age (%d, %s)', (language, text, age, sex) => {
    expect(read(text, language)).toEqual({ ageYears: age, sex });
  });

  it('notes a baby mentioned without an age', () => {
    expect(read('my baby has a fever', 'en')).toEqual({ infantMentioned: true });
  });
});
