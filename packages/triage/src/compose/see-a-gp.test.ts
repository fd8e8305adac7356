import type { Language } from '@app/contracts';
import { analyze } from '.';

/**
 * What the NHS and NICE NG12/NG109 send to a GP even without pain or fever: a new lump in a testicle, blood in the
 * urine, a burning pee in a man, and thrush in a baby's mouth (its treatment is on prescription).
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
  ['de', 'm 38, brennt beim pinkeln seit 2 tagen, muss ständig aufs klo, kein fieber'],
  ['de', 'bin 45 m, seit 2 tagen brennts beim wasserlösen und muss öfter, kein fieber'],
  ['fr', 'mon bébé de 3 mois a des taches blanches dans la bouche qui ne partent pas quand j’essuie'],
];

describe('what guidance sends to a GP', () => {
  it.each(SEE_A_GP)('in %s, "%s" is medium urgency or more', (language, text) => {
    expect(['medium', 'high', 'emergency']).toContain(analyze({ text, language }).urgency);
  });

  it('a urinary infection in a man is seen within a day; with a fever it is acute prostatitis, the same day (NICE NG109, NG110)', () => {
    expect(analyze({ text: 'm 45, brennt beim pinkeln seit 2 tagen und muss dauernd aufs klo, kein fieber', language: 'de' }).urgency).toBe(
      'medium',
    );
    expect(analyze({ text: 'homme 45 ans, ça brûle quand j’urine et 39 de fièvre', language: 'fr' }).urgency).toBe('high');
  });

  it('an outer ear infection is looked after at home, and seen by a GP once it discharges or lasts 3 days (NICE CKS)', () => {
    expect(analyze({ text: 'ear itchy and a bit sore after swimming, hurts when i pull the lobe', language: 'en' }).urgency).toBe('low');
    expect(
      analyze({ text: 'desde la piscina me sale un liquido amarillo del oido y me duele al tocar la oreja', language: 'es' }).urgency,
    ).toBe('medium');
  });

  it.each<[Language, string]>([
    ['en', 'blocked nose for 12 days now, my cheekbones ache and it gets worse when i bend forward, green snot'],
    ['pt', 'nariz entupido ha 12 dias, dor na cara embaixo dos olhos que piora quando me abaixo'],
    ['es', 'llevo 12 dias con la nariz tapada y me duele la cara debajo de los ojos, peor al agacharme'],
    ['de', 'seit 12 Tagen verstopfte Nase, die Stirn drückt wenn ich mich bücke'],
    ['fr', 'nez bouché depuis 12 jours, mal au front et aux joues quand je me penche'],
  ])('in %s, sinusitis not better after 10 days ("%s") is seen by a GP (NICE NG79)', (language, text) => {
    expect(analyze({ text, language }).urgency).toBe('medium');
    expect(analyze({ text: text.replace('12', '3'), language }).urgency).toBe('low');
  });

  it('a faint at a blood test is looked after at home; a faint with no known cause is seen by a GP (NHS: Fainting)', () => {
    const text = 'desmaiei quando vi a agulha na coleta de sangue, voltei em segundos e estou bem';
    expect(analyze({ text, language: 'pt' }).urgency).toBe('low');
    expect(analyze({ text: 'desmaiei hoje de manha do nada, voltei em segundos e estou bem', language: 'pt' }).urgency).toBe('medium');
    // A collapse after an injection or a vaccine may be anaphylaxis: no trigger that keeps it at home.
    expect(analyze({ text: 'nach der Impfung ist er umgekippt, jetzt ganz blass und schwitzt', language: 'de' }).urgency).not.toBe('low');
  });

  it('scarlet fever is seen by a GP within a day; same-day care when the child is drowsy or drying out (NHS)', () => {
    const text = 'my daughter is 5, sore throat, fever and a rough red rash like sandpaper on her tummy, strawberry tongue';
    expect(analyze({ text, language: 'en' }).urgency).toBe('medium');
    expect(analyze({ text: `${text}, and now she is very drowsy and hard to wake`, language: 'en' }).urgency).not.toBe('medium');
  });
});

describe('itching in pregnancy', () => {
  it('itchy palms and soles in pregnancy call the midwife within a day (NHS: intrahepatic cholestasis of pregnancy); morning sickness kept down is self-care', () => {
    const itch = analyze({
      text: '30 weeks pregnant and so itchy, esp the palms of my hands and soles of my feet, no rash',
      language: 'en',
    });
    expect(itch.urgency).toBe('medium');
    expect(itch.possibleCauses[0]?.id).toBe('obstetric_cholestasis');
    const sickness = analyze({ text: 'gravida de 9 semanas, enjoo de manha mas to comendo e bebendo normal', language: 'pt' });
    expect(sickness.urgency).toBe('low');
    expect(sickness.possibleCauses[0]?.id).toBe('morning_sickness');
  });
});
