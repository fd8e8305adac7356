import type { Language } from '@app/contracts';
import { analyze } from '.';

/**
 * What the NHS and NICE NG12/NG109 send to a GP even without pain or fever: a new lump in a testicle, blood in the
 * urine, and a burning pee in a man.
 */
const SEE_A_GP: readonly [Language, string][] = [
  ['en', 'I noticed a small hard lump on one testicle, it does not hurt'],
  ['pt', 'senti um carocinho duro no testiculo, nao doi'],
  ['es', 'me he notado un bulto pequeño en un testiculo, no duele'],
  ['de', 'ich habe einen kleinen Knoten am Hoden ertastet, tut nicht weh'],
  ['fr', "j'ai senti une petite boule sur un testicule, ça ne fait pas mal"],
  ['en', 'my pee has been red with blood this morning, no pain at all'],
  ['pt', 'minha urina saiu com sangue hoje de manha, sem dor nenhuma'],
  ['es', 'esta mañana tenia sangre en la orina, sin ningun dolor'],
  ['de', 'heute früh war Blut im Urin, keine Schmerzen'],
  ['fr', 'ce matin il y avait du sang dans mes urines, aucune douleur'],
  ['en', "I'm a man of 40 and it burns when I pee since Monday, no fever"],
  ['pt', 'sou homem, 40 anos, ardencia ao urinar desde segunda, sem febre'],
  ['es', 'soy hombre de 40 años y me arde al orinar desde el lunes, sin fiebre'],
  ['de', 'Mann, 40, brennt beim Wasserlassen seit Montag, kein Fieber'],
  ['fr', "je suis un homme de 40 ans, ça brûle quand j'urine depuis lundi, pas de fièvre"],
  ['en', '35 year old guy, it stings when i pee and i need to go all the time'],
  ['es', 'mi hijo de 6 años con dolor de oido y fiebre y hoy le sale un liquido amarillo del oido'],
];

describe('what guidance sends to a GP', () => {
  it.each(SEE_A_GP)('in %s, "%s" is medium urgency or more', (language, text) => {
    expect(['medium', 'high', 'emergency']).toContain(analyze({ text, language }).urgency);
  });
});
