import type { Language } from '@app/contracts';
import { foldText } from '../normalise/fold-text';
import { durationClass, extractTimeCourse } from './time-course';

const read = (text: string, language: Language) => extractTimeCourse(foldText(text), language);

describe('durations and onset', () => {
  it.each<[Language, string, number]>([
    ['pt', 'febre há 3 dias', 72],
    ['de', 'Schluckauf seit ner halben Stunde', 0.5],
    ['de', 'Schluckauf seit ner Stund, geht net weg', 1],
    ['en', 'hiccups for half an hour', 0.5],
    ['fr', 'le hoquet depuis une demi-heure', 0.5],
    ['pt', 'soluço faz meia hora', 0.5],
    ['es', 'hipo desde hace media hora', 0.5],
    ['pt', 'dor de cabeça desde ontem', 24],
    ['en', 'cough since yesterday', 24],
    ['en', 'sore throat for two weeks', 336],
    ['en', 'started 3 hours ago', 3],
    ['es', 'tos desde hace una semana', 168],
    ['de', 'Husten seit gestern', 24],
    ['de', 'Fieber seit drei Tagen', 72],
    ['fr', 'fièvre depuis 2 jours', 48],
    ['fr', 'toux depuis hier soir', 12],
    ['es', 'tos de 3 semanas', 504],
    ['pt', 'dor no joelho de 2 meses', 1440],
    ['en', 'ear ache in his left ear, its day 4 now', 72],
    ['fr', 'OMA droite sous amoxicilline depuis J4', 72],
    ['de', 'Tag 3 mit Fieber', 48],
    ['es', 'es el 4º día de fiebre', 72],
  ])('%s "%s" lasts %d hours', (language, text, hours) => {
    expect(read(text, language).durationHours).toBe(hours);
  });

  it.each<[Language, string]>([
    ['en', 'it started suddenly'],
    ['pt', 'começou de repente'],
    ['es', 'empezó de golpe'],
    ['de', 'plötzlich starke Kopfschmerzen'],
    ['fr', 'soudain une douleur'],
    ['fr', "c'est venu d'un coup"],
  ])('%s "%s" is a sudden onset', (language, text) => {
    expect(read(text, language).suddenOnset).toBe(true);
  });

  it.each<[Language, string]>([
    ['es', 'mi bebé de 3 semanas tiene tos'],
    ['pt', 'grávida de 30 semanas, dor de cabeça'],
    ['es', 'un niño de 10 meses de vida'],
  ])('%s "%s" tells an age or a pregnancy, not how long', (language, text) => {
    expect(read(text, language).durationHours).toBeUndefined();
  });

  it('reads the newest complaint when several durations are given, and years as background', () => {
    expect(read('diabetic for 10 years, vomiting for 2 days', 'en').durationHours).toBe(48);
  });

  it('keeps the most minutes told, however they are introduced ("a fit of 7 minutes", "drowsy 20 min")', () => {
    expect(read('teve uma convulsão de 2 minutos, depois ficou sonolento 20 min', 'pt').mostMinutes).toBe(20);
    expect(read('Krampfanfall von etwa zwei Minuten', 'de').mostMinutes).toBe(2);
    expect(read('fever since yesterday', 'en').mostMinutes).toBeUndefined();
  });

  it('classes durations as the knowledge base does', () => {
    expect([0.5, 5, 72, 24 * 20, 24 * 90].map(durationClass)).toEqual(['minutes', 'hours', 'days', 'weeks', 'months']);
  });
});
