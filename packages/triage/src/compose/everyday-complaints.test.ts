import type { Language } from '@app/contracts';
import { analyze } from '.';

/** Everyday complaints that NHS guidance looks after at home: never sent to a doctor for nothing. */
const EVERYDAY: readonly [Language, string][] = [
  ['en', 'sore throat and runny nose for 2 days, no fever'],
  ['en', 'bit of a headache after a long day at work'],
  ['en', 'small cut on my finger from a knife, stopped bleeding'],
  ['en', 'mosquito bites on my legs, itchy'],
  ['en', 'period pain like every month'],
  ['en', 'heartburn after a big dinner'],
  ['pt', 'dor de garganta e nariz escorrendo faz 2 dias, sem febre'],
  ['pt', 'dor de cabeca leve depois de um dia cansativo'],
  ['pt', 'cortei o dedo com a faca, ja parou de sangrar'],
  ['pt', 'picadas de mosquito nas pernas, cocando'],
  ['pt', 'colica menstrual como todo mes'],
  ['pt', 'azia depois de uma janta pesada'],
  ['es', 'dolor de garganta y mocos desde hace 2 dias, sin fiebre'],
  ['es', 'un poco de dolor de cabeza despues de un dia largo'],
  ['es', 'me he cortado un poco el dedo con el cuchillo, ya no sangra'],
  ['es', 'picaduras de mosquito en las piernas que pican'],
  ['es', 'dolor de regla como todos los meses'],
  ['es', 'ardor de estomago despues de una cena copiosa'],
  ['de', 'halsweh und schnupfen seit 2 tagen, kein fieber'],
  ['de', 'leichte kopfschmerzen nach einem langen arbeitstag'],
  ['de', 'kleiner schnitt im finger mit dem messer, blutet nicht mehr'],
  ['de', 'mückenstiche an den beinen, jucken'],
  ['de', 'regelschmerzen wie jeden monat'],
  ['de', 'sodbrennen nach einem großen abendessen'],
  ['fr', 'mal de gorge et nez qui coule depuis 2 jours, pas de fièvre'],
  ['fr', 'petit mal de tête après une longue journée'],
  ['fr', 'petite coupure au doigt avec un couteau, ça ne saigne plus'],
  ['fr', 'piqûres de moustique sur les jambes qui grattent'],
  ['fr', 'douleurs de règles comme chaque mois'],
  ['fr', "brûlures d'estomac après un gros repas"],
];

describe('everyday complaints told in lay words', () => {
  it.each(EVERYDAY)('in %s, "%s" is low urgency', (language, text) => {
    expect(analyze({ text, language }).urgency).toBe('low');
  });
});
