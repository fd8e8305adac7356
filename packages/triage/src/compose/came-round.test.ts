import type { Language } from '@app/contracts';
import { analyze } from '.';

/**
 * NHS Fainting: someone who passed out briefly and came round has fainted, which is not an emergency by itself;
 * someone who has not come round is unconscious, and that is a 999 call (NHS: When to call 999).
 */
const CAME_ROUND: readonly [Language, string][] = [
  ['en', 'my daughter 16 passed out at the blood test, she was out for a few seconds then came round and is fine now'],
  ['pt', 'meu filho de 17 anos perdeu os sentidos na coleta de sangue, voltou a si em segundos e ja esta bem'],
  ['es', 'mi hijo de 17 perdió el conocimiento al sacarle sangre, volvió en sí enseguida y ya está bien'],
  ['de', 'meine Tochter (16) war bei der Blutabnahme kurz bewusstlos, kam nach ein paar Sekunden wieder zu sich'],
  ['fr', 'ma fille de 16 ans a perdu connaissance pendant la prise de sang, elle a repris connaissance tout de suite'],
];

const NOT_COME_ROUND: readonly [Language, string][] = [
  ['en', 'my husband collapsed in the kitchen and hasnt come round'],
  ['pt', 'meu marido caiu desmaiado na cozinha e nao voltou a si'],
  ['es', 'mi marido se desplomó en la cocina y no vuelve en sí'],
  ['de', 'mein Mann ist in der Küche umgekippt und kommt nicht wieder zu sich'],
  ['fr', "mon mari s'est effondré dans la cuisine et il a pas repris connaissance"],
];

describe('a loss of consciousness', () => {
  it.each(CAME_ROUND)('in %s, "%s" is a faint, not someone unconscious', (language, text) => {
    const result = analyze({ text, language });
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('unresponsive');
    expect(result.urgency).not.toBe('emergency');
  });

  it.each(NOT_COME_ROUND)('in %s, "%s" is someone unconscious: an emergency', (language, text) => {
    const result = analyze({ text, language });
    expect(result.urgency).toBe('emergency');
    expect(result.redFlags.map((flag) => flag.id)).toContain('unresponsive');
  });
});
