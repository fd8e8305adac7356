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

  it.each(GREY_OTHERWISE)('in %s, "%s" is an emergency', (language, text) => {
    expect(analyze({ text, language }).urgency).toBe('emergency');
  });
});
