import type { Language } from '@app/contracts';
import { analyze } from '.';

/**
 * NHS Head injury and concussion: a knock with a passing headache, or a child who cried at once and plays again,
 * is cared for at home; vomiting, blood thinners, confusion or age over 65 send the person to A&E (NICE NG232).
 */
const MINOR: readonly [Language, string][] = [
  ['en', 'my son (4) bumped his head on the table, cried straight away, now playing normally'],
  ['pt', 'minha filha de 3 anos bateu a testa na mesa, chorou na hora e ja esta brincando normal'],
  ['es', 'mi hijo de 4 años se golpeo la frente con la mesa, lloro enseguida y ya juega normal'],
  ['de', 'mein Sohn (4) hat sich den Kopf am Tisch gestoßen, hat sofort geweint und spielt wieder'],
  ['fr', "mon fils de 4 ans s'est cogné la tête contre la table, il a pleuré tout de suite et rejoue"],
];

const SERIOUS: readonly [Language, string][] = [
  ['en', 'grandad is 81 and on apixaban, slipped and cracked the back of his head, been sick twice'],
  ['pt', 'meu pai de 80 anos toma xarelto, caiu e bateu a cabeca, ja vomitou duas vezes'],
  ['es', 'mi abuela de 85 toma sintrom, se cayo y se dio en la cabeza, ha vomitado dos veces'],
  ['de', 'Opa (84) nimmt Eliquis, ist gestürzt, Beule am Hinterkopf, hat zweimal erbrochen'],
  ['fr', 'mamie 85 ans sous eliquis est tombée, grosse bosse sur le front, elle a vomi 2 fois'],
];

/** NICE NG232; NHS: go to A&E if knocked out but now awake. Not an ambulance, unless other signs come with it. */
const KNOCKED_OUT_AND_CAME_ROUND: readonly [Language, string][] = [
  ['en', 'banged my head on the goalpost at football, knocked out for a few seconds then came round, bit of a headache'],
  ['pt', 'levei uma cabeçada no futebol, fiquei uns segundos apagado e voltei a mim, dor de cabeça'],
  ['es', 'me di un golpe en la cabeza jugando al fútbol, perdí el conocimiento unos segundos y volví en mí enseguida'],
  ['de', 'beim Fußball mit dem Kopf zusammengestoßen, war ein paar Sekunden weg und kam gleich wieder zu sich'],
  ['fr', "j'ai pris un coup à la tête au foot, perte de connaissance de quelques secondes, j'ai vite repris connaissance"],
];

/** NICE NG232: vomiting more than once (three times in a child) calls for a scan within the hour; once, the ED. */
const VOMITED_ONCE: readonly [Language, string][] = [
  ['en', 'my daughter 10 clashed heads with another girl at netball, didnt pass out, has a headache and was sick once'],
  ['pt', 'meu filho de 10 anos bateu a cabeça no jogo, não desmaiou, está com dor de cabeça e vomitou uma vez'],
  ['es', 'mi hijo de 10 años se dio un golpe en la cabeza jugando, no perdió el conocimiento pero le duele la cabeza y vomitó una vez'],
  ['de', 'Tochter 10 beim Fußball Kopf an Kopf zusammengeknallt, war nicht weg, hat Kopfweh und hat einmal gebrochen'],
  ['fr', 'ma fille de 10 ans a pris un coup de tête au hand, pas perdu connaissance, mal à la tête, elle a vomi une fois'],
];

/** NHS Head injury: go to A&E for a headache that does not go away with painkillers. */
const HEADACHE_NOT_EASED: readonly [Language, string][] = [
  ['en', 'got an elbow to the head at basketball yesterday, wasnt knocked out, headache since that paracetamol is not easing'],
  ['pt', 'levei uma cotovelada na cabeça no futebol ontem, não desmaiei, desde então dor de cabeça que não passa com dipirona'],
  [
    'es',
    'ayer me dieron un codazo en la cabeza jugando, no perdí el conocimiento, desde entonces dolor de cabeza que no se me pasa con ibuprofeno',
  ],
  ['de', 'hab beim handball gestern n ellenbogen an den kopf gekriegt, war nicht bewusstlos, seitdem kopfweh das mit ibu nicht weggeht'],
  [
    'fr',
    "j'ai pris un coup de coude à la tête hier au hand, pas perdu connaissance, depuis mal à la tête qui ne passe pas avec le doliprane",
  ],
];

describe('a knock on the head', () => {
  it.each(HEADACHE_NOT_EASED)('in %s, "%s" is seen at the emergency department the same day', (language, text) => {
    expect(analyze({ text, language }).urgency).toBe('high');
  });

  it.each(VOMITED_ONCE)('in %s, "%s" is seen at the emergency department the same day', (language, text) => {
    expect(analyze({ text, language }).urgency).toBe('high');
  });

  it.each(KNOCKED_OUT_AND_CAME_ROUND)('in %s, "%s" is seen at the emergency department, without an ambulance', (language, text) => {
    expect(analyze({ text, language }).urgency).toBe('high');
  });

  it.each(MINOR)('in %s, "%s" is not sent to the emergency department', (language, text) => {
    expect(['low', 'medium']).toContain(analyze({ text, language }).urgency);
  });

  it.each(SERIOUS)('in %s, "%s" is an emergency', (language, text) => {
    expect(analyze({ text, language }).urgency).toBe('emergency');
  });
});
