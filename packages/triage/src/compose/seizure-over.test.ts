import type { Language } from '@app/contracts';
import { analyze } from '.';

/**
 * NHS Febrile seizures and Epilepsy: a fit in someone who has had them before, that stopped within 5 minutes and
 * left them back to normal, is seen the same day (111, a GP); a first fit, a long one, another one, or one that
 * leaves the person drowsy, confused or hurt is a 999 call.
 */
const OVER_AS_BEFORE: readonly [Language, string][] = [
  ['en', 'my 2 year old has had febrile seizures before, today another one with 39 fever, lasted 2 minutes, now awake and playing'],
  ['pt', 'meu filho de 16 anos tem epilepsia, hoje teve uma crise de 1 minuto e agora esta normal, conversando'],
  ['es', 'mi hijo de 2 años tuvo una convulsion con fiebre de 1 minuto, ya le paso el año pasado, ahora esta despierto y normal'],
  ['de', 'unser Sohn (2) hatte bereits einen Fieberkrampf, heute wieder einer von 2 Minuten bei 39,4 Fieber, jetzt wach und spielt'],
  [
    'fr',
    'ma fille de 3 ans a déjà fait des convulsions avec la fièvre, ce matin une crise de 2 minutes, maintenant elle est réveillée et rigole',
  ],
];

const STILL_AN_EMERGENCY: readonly [Language, string][] = [
  // A first fit.
  ['en', 'my 2 year old had her first fit with a fever, 2 minutes, now awake and playing'],
  // Over 5 minutes.
  ['pt', 'meu filho tem epilepsia, teve uma convulsao de 7 minutos, agora esta acordado e normal'],
  // Not back to normal.
  ['es', 'mi hijo tiene epilepsia, tuvo una convulsion de 2 minutos y sigue muy adormilado, no responde bien'],
  // Hurt in the fall.
  ['de', 'mein Sohn hat Epilepsie, hatte einen Anfall von 2 Minuten, ist dabei gestürzt und hat sich den Kopf angeschlagen, jetzt wach'],
  // Still fitting.
  ['fr', "mon fils est épileptique, il convulse depuis 10 minutes et ça s'arrête pas"],
];

describe('a fit', () => {
  it.each(OVER_AS_BEFORE)('in %s, "%s" is over and as before: seen the same day, no ambulance', (language, text) => {
    const result = analyze({ text, language });
    expect(result.urgency).toBe('high');
    expect(result.redFlags.map((flag) => flag.id)).toEqual(['seizure_over_as_before']);
  });

  it.each(STILL_AN_EMERGENCY)('in %s, "%s" is an emergency', (language, text) => {
    expect(analyze({ text, language }).urgency).toBe('emergency');
  });
});
