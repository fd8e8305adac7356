import type { Language } from '@app/contracts';
import { analyze } from '.';

/**
 * NICE CG95 and CG126: a tight chest that comes with effort and settles within minutes of rest, the same for weeks,
 * is stable angina, for a GP and a rapid-access chest pain clinic. Pain at rest, with a sweat or sickness, or a
 * pattern only days old is no longer stable: the chest-pain rules still call an ambulance.
 */
const STABLE: readonly [Language, string][] = [
  ['en', 'for about 6 weeks my chest gets tight when I walk up the hill to work, it goes off after a couple of minutes standing still'],
  ['pt', 'ha 2 meses sinto um aperto no peito quando subo a escada, passa em 3 minutos quando paro para descansar'],
  ['es', 'desde hace un mes me aprieta el pecho al subir cuestas y se me pasa a los 2 minutos de parar, en reposo nada'],
  ['de', 'seit 5 wochen drückt es in der brust beim treppensteigen, nach 2 min stehenbleiben ist es weg'],
  ['fr', "depuis 2 mois j'ai une oppression dans la poitrine quand je monte les escaliers, ça passe en 3 minutes au repos"],
  ['en', '64M, 2 months of retrosternal tightness on walking uphill, relieved within 3 min of rest, none at rest'],
];

const NOT_STABLE: readonly [Language, string][] = [
  // With a sweat.
  ['en', 'for 6 weeks my chest gets tight when I walk up the hill, goes after a few minutes of rest, today I was sweating with it'],
  // Only days old.
  ['de', 'seit 3 tagen drückt es in der brust beim treppensteigen, nach 2 min stehenbleiben ist es weg'],
  // Changed since yesterday.
  ['de', 'seit 2 monaten engegefühl in der brust beim treppensteigen, vergeht in ruhe, seit gestern auch in ruhe'],
  // No relief by rest.
  ['fr', "depuis 2 mois j'ai une oppression dans la poitrine quand je monte les escaliers, ça ne passe pas au repos"],
];

describe('stable angina', () => {
  it.each(STABLE)('in %s, "%s" is seen by a doctor within a day, not an ambulance', (language, text) => {
    const result = analyze({ text, language });
    expect(result.urgency).toBe('medium');
    expect(result.possibleCauses[0]?.id).toBe('stable_angina');
  });

  it.each(NOT_STABLE)('in %s, "%s" is still an emergency', (language, text) => {
    expect(analyze({ text, language }).urgency).toBe('emergency');
  });
});
