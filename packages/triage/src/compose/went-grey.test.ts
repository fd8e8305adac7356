import type { Language } from '@app/contracts';
import { analyze } from '.';

/**
 * Someone who went grey as they fainted was pale (NHS Fainting): a faint at a blood test with a full recovery is
 * self-care. Grey or ashen told otherwise may be blue (NICE NG143: pale, mottled, ashen or blue skin is a red sign),
 * and is read the safe way.
 */
const GREY_IN_A_FAINT: readonly [Language, string][] = [
  ['en', 'fainted when they took my blood, came round straight away, the nurse said i went grey. fine now'],
  ['pt', 'desmaiei na coleta de sangue, voltei a si logo, disseram que fiquei acinzentado. ja estou bem'],
  ['es', 'me desmayé en el análisis de sangre, volví en sí enseguida, dicen que me puse ceniciento. ya estoy bien'],
  ['de', 'bin bei der Blutabnahme umgekippt, kam sofort wieder zu mir, war aschfahl. jetzt geht es wieder'],
  ['fr', 'je suis tombée dans les pommes à la prise de sang, revenue tout de suite, teint gris. ça va maintenant'],
];

/** Heavy periods for months with a grey face are an anaemia's pallor (NHS: Iron deficiency anaemia), seen by a GP. */
const GREY_AFTER_HEAVY_PERIODS: readonly [Language, string][] = [
  ['en', 'periods have been really heavy for months, flooding at night, knackered all the time, mum says ive gone grey'],
  ['pt', 'menstruação muito forte há meses, vazando à noite, cansada o tempo todo, minha mãe diz que fiquei acinzentada'],
  ['es', 'reglas muy abundantes desde hace meses, me traspaso por la noche, siempre cansada, mi madre dice que estoy cenicienta'],
  ['de', 'seit Monaten sehr starke Periode, nachts läuft alles durch, ständig müde, meine Mutter sagt ich bin aschfahl'],
  ['fr', 'règles très abondantes depuis des mois, je déborde la nuit, épuisée, ma mère dit que j ai le teint gris'],
];

const GREY_OTHERWISE: readonly [Language, string][] = [
  ['en', 'my baby went grey and is really floppy'],
  ['pt', 'meu bebê ficou acinzentado e está molinho'],
  ['es', 'mi bebé se puso ceniciento y está muy flojito'],
  ['de', 'unser Baby ist aschfahl und ganz schlapp'],
  ['fr', 'mon bébé a le teint gris et il est tout mou'],
];

describe('someone who went grey', () => {
  it.each(GREY_IN_A_FAINT)('in %s, "%s" was pale in a faint, not blue', (language, text) => {
    const result = analyze({ text, language });
    expect(result.redFlags).toEqual([]);
    expect(['low', 'medium']).toContain(result.urgency);
  });

  it.each(GREY_AFTER_HEAVY_PERIODS)('in %s, "%s" is pale, not blue', (language, text) => {
    expect(analyze({ text, language }).redFlags.map((flag) => flag.id)).not.toContain('severe_breathing_difficulty');
  });

  it.each(GREY_OTHERWISE)('in %s, "%s" is an emergency', (language, text) => {
    expect(analyze({ text, language }).urgency).toBe('emergency');
  });
});
