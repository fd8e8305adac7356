import type { Language, Urgency } from '@app/contracts';
import type { ConditionId } from '../knowledge/condition-ids';
import { analyze } from '.';

/**
 * Common complaints that public guidance (NHS, NICE CKS) sends to self-care or a pharmacist are recognised and
 * answered as such in every language, not with "tell us more" at medium urgency; the features that guidance says
 * need a doctor still raise them. None of these texts is a bench case.
 */
type Complaint = readonly [says: string, text: string, leadingCause: ConditionId];

const SELF_CARE: Record<Language, readonly Complaint[]> = {
  en: [
    ['NHS Iron deficiency anaemia', 'since starting my iron tablets my poo has been black, no tummy pain, not dizzy', 'iron_tablet_stools'],
    ['NHS Chilblains', 'since the cold weather started my toes go red and purple and itch when i warm up', 'chilblains'],
    ['NHS Head lice and nits', 'found nits and a couple of lice in my daughters hair after school', 'head_lice'],
    ['NHS Threadworms', 'my little boy keeps scratching his bum at night and we saw tiny white worms', 'threadworms'],
    ['NHS Splinters', 'got a splinter in my thumb from the garden fence', 'splinter'],
    ['NHS Warts and verrucas', 'i have a verruca on the bottom of my foot', 'warts_verrucas'],
    ['NHS Hiccups', 'had hiccups for the last 20 minutes', 'hiccups'],
    ['NHS Blisters', 'got a blister on my heel from my new trainers', 'friction_blister'],
    ['NHS Bruises', 'banged my shin on the coffee table and now theres a big bruise', 'bruise'],
    ['NHS Cradle cap', 'my 6 week old has cradle cap, yellow greasy flakes on his head', 'cradle_cap'],
    ['NHS Nappy rash', 'my 9 month old has nappy rash, red and sore but shes happy and feeding', 'nappy_rash'],
    ['NHS Sprains and strains', 'twisted my ankle on the stairs, a little swollen but walking on it fine', 'ankle_sprain'],
    ['NHS Stye', 'i have a stye on my lower eyelid, a bit sore', 'stye'],
    ['NHS Sunburn', 'bit sunburnt on my arms after the park, red and sore, no blisters', 'sunburn'],
    ['NHS Mouth ulcers', 'two mouth ulcers on my tongue since the weekend', 'aphthous_ulcers'],
    ['NHS Chilblains', 'i get chilblains on my toes every winter, itchy and purple', 'chilblains'],
    ['NHS Ingrown toenail', 'ingrown toenail on my big toe, sore when i wear shoes', 'ingrown_toenail'],
    ['NHS Dandruff', 'loads of dandruff, white flakes on my shoulders', 'dandruff'],
    ['NHS Heat rash', 'prickly heat on my chest and back since the heatwave started', 'heat_rash'],
    ['NHS Cold sores', 'another cold sore coming on my lip', 'cold_sores'],
    [
      'NHS Vomiting and morning sickness',
      '11 weeks pregnant, queasy every morning and sick now and then, drinking fine',
      'morning_sickness',
    ],
    ['NHS Tension headaches', 'tight band round my head most afternoons for 3 weeks, busy at work, paracetamol helps', 'tension_headache'],
    [
      'NHS Bleeding in the eye',
      'woke up with a bright red patch of blood on the white of my eye, it does not hurt and i can see fine',
      'subconjunctival_haemorrhage',
    ],
  ],
  pt: [
    ['NHS Iron deficiency anaemia', 'desde que comecei o sulfato ferroso o coco ficou preto, sem dor na barriga', 'iron_tablet_stools'],
    ['NHS Chilblains', 'desde que começou o frio os dedos dos pés ficam vermelhos e roxos e coçam', 'chilblains'],
    ['NHS Head lice and nits', 'minha filha voltou da escola com piolho e lêndea', 'head_lice'],
    ['NHS Threadworms', 'meu filho de 4 anos tá com oxiúros, coceira no bumbum à noite', 'threadworms'],
    ['NHS Splinters', 'entrou uma farpa no meu dedo mexendo na madeira', 'splinter'],
    ['NHS Warts and verrucas', 'tenho uma verruga na mão, não dói', 'warts_verrucas'],
    ['NHS Hiccups', 'to com soluço faz meia hora e não para', 'hiccups'],
    ['NHS Blisters', 'fiz uma bolha no calcanhar com o sapato novo', 'friction_blister'],
    ['NHS Bruises', 'bati o joelho na mesa e ficou um roxão', 'bruise'],
    ['NHS Cradle cap', 'meu bebê de 2 meses tem crosta láctea na cabeça', 'cradle_cap'],
    ['NHS Nappy rash', 'bebê de 5 meses com o bumbum assado da fralda', 'nappy_rash'],
    ['NHS Sprains and strains', 'torci o tornozelo na escada, inchou um pouco mas consigo andar normal', 'ankle_sprain'],
    ['NHS Stye', 'apareceu um terçol no meu olho esquerdo', 'stye'],
    ['NHS Sunburn', 'peguei uma queimadura de sol nos ombros, tá vermelho e ardendo', 'sunburn'],
    ['NHS Mouth ulcers', 'tô com uma afta na gengiva há dois dias', 'aphthous_ulcers'],
    ['NHS Chilblains', 'tenho frieiras nos dedos das mãos com o frio deste inverno', 'chilblains'],
    ['NHS Ingrown toenail', 'unha encravada no dedão do pé, dói pra calçar', 'ingrown_toenail'],
    ['NHS Dandruff', 'to com muita caspa no cabelo', 'dandruff'],
    ['NHS Heat rash', 'meu filho tá cheio de brotoeja no pescoço por causa do calor', 'heat_rash'],
    ['NHS Cold sores', 'saiu uma bolhinha no lábio, é herpes labial de novo', 'cold_sores'],
    [
      'NHS Vomiting and morning sickness',
      'grávida de 10 semanas, enjoo toda manhã e vomitei duas vezes essa semana, bebo bem',
      'morning_sickness',
    ],
    ['NHS Tension headaches', 'dor de cabeça em aperto no fim do dia há 3 semanas, época de muito trabalho', 'tension_headache'],
    [
      'NHS Bleeding in the eye',
      'acordei com uma mancha de sangue vermelha no branco do olho, não dói e enxergo normal',
      'subconjunctival_haemorrhage',
    ],
  ],
  es: [
    [
      'NHS Iron deficiency anaemia',
      'desde que tomo las pastillas de hierro las heces me salen negras, sin dolor de barriga',
      'iron_tablet_stools',
    ],
    ['NHS Chilblains', 'desde que hace frío tengo los dedos de los pies rojos y morados, me pican', 'chilblains'],
    ['NHS Head lice and nits', 'le he encontrado piojos y liendres a mi hijo', 'head_lice'],
    ['NHS Threadworms', 'mi hija tiene lombrices, le pica el culete por la noche', 'threadworms'],
    ['NHS Splinters', 'tengo una astilla en la palma de la mano', 'splinter'],
    ['NHS Warts and verrucas', 'me ha salido una verruga plantar en el pie', 'warts_verrucas'],
    ['NHS Hiccups', 'tengo hipo desde hace media hora', 'hiccups'],
    ['NHS Blisters', 'me ha salido una ampolla en el talón por los zapatos nuevos', 'friction_blister'],
    ['NHS Bruises', 'me di con la puerta en el brazo y tengo un moratón', 'bruise'],
    ['NHS Cradle cap', 'mi bebé de 3 meses tiene costra láctea en la cabeza', 'cradle_cap'],
    ['NHS Nappy rash', 'mi bebé de 6 meses tiene el culito rojo e irritado del pañal', 'nappy_rash'],
    ['NHS Sprains and strains', 'me torcí el tobillo corriendo, está algo hinchado pero camino bien', 'ankle_sprain'],
    ['NHS Stye', 'me ha salido un orzuelo en el párpado de arriba', 'stye'],
    ['NHS Sunburn', 'tengo una quemadura solar en la espalda, roja y me escuece', 'sunburn'],
    ['NHS Mouth ulcers', 'tengo una llaga en la lengua desde hace 3 días', 'aphthous_ulcers'],
    ['NHS Chilblains', 'tengo sabañones en los dedos de los pies, me pican mucho', 'chilblains'],
    ['NHS Ingrown toenail', 'tengo una uña encarnada en el dedo gordo del pie', 'ingrown_toenail'],
    ['NHS Dandruff', 'tengo mucha caspa y me pica el cuero cabelludo', 'dandruff'],
    ['NHS Heat rash', 'al niño le ha salido sarpullido por el calor en la espalda', 'heat_rash'],
    ['NHS Cold sores', 'me ha salido una calentura en el labio otra vez', 'cold_sores'],
    ['NHS Vomiting and morning sickness', 'embarazada de 10 semanas, náuseas por la mañana y algún vómito, bebo bien', 'morning_sickness'],
    ['NHS Tension headaches', 'dolor de cabeza como una banda al final del día desde hace 3 semanas, mucho estrés', 'tension_headache'],
    [
      'NHS Bleeding in the eye',
      'me he levantado con una mancha de sangre en lo blanco del ojo, no duele y veo bien',
      'subconjunctival_haemorrhage',
    ],
  ],
  de: [
    [
      'NHS Iron deficiency anaemia',
      'seit ich Eisentabletten nehme ist der Stuhl schwarz, kein Bauchweh, kein Schwindel',
      'iron_tablet_stools',
    ],
    ['NHS Chilblains', 'seit es so kalt ist, sind meine Zehen rot und lila und jucken abends', 'chilblains'],
    ['NHS Head lice and nits', 'meine tochter hat läuse aus dem kindergarten mitgebracht', 'head_lice'],
    ['NHS Threadworms', 'unser sohn hat madenwürmer, juckreiz am po nachts', 'threadworms'],
    ['NHS Splinters', 'hab mir nen splitter in den daumen gezogen', 'splinter'],
    ['NHS Warts and verrucas', 'ich habe eine dornwarze an der fußsohle', 'warts_verrucas'],
    ['NHS Hiccups', 'hab seit 20 minuten schluckauf', 'hiccups'],
    ['NHS Blisters', 'blase am fuß von den neuen schuhen', 'friction_blister'],
    ['NHS Bruises', 'hab mich an der tischkante gestoßen und jetzt einen blauen fleck am oberschenkel', 'bruise'],
    ['NHS Cradle cap', 'mein baby 2 monate hat kopfgneis', 'cradle_cap'],
    ['NHS Cradle cap', 'Säugling 7 Wochen, gelblich fettig-schuppige Beläge am behaarten Kopf, juckt ihn anscheinend nicht', 'cradle_cap'],
    ['NHS Nappy rash', 'unser baby 7 monate hat einen wunden po von der windel', 'nappy_rash'],
    ['NHS Sprains and strains', 'beim fußball umgeknickt, knöchel etwas dick, kann aber normal laufen', 'ankle_sprain'],
    ['NHS Stye', 'ich hab ein gerstenkorn am unteren augenlid', 'stye'],
    ['NHS Sunburn', 'sonnenbrand auf dem rücken, rot und brennt, keine blasen', 'sunburn'],
    ['NHS Mouth ulcers', 'hab eine aphthe an der wange innen, tut beim essen weh', 'aphthous_ulcers'],
    ['NHS Chilblains', 'frostbeulen an den zehen, jucken total', 'chilblains'],
    ['NHS Ingrown toenail', 'eingewachsener zehennagel am großen zeh, tut beim laufen weh', 'ingrown_toenail'],
    ['NHS Dandruff', 'ich hab schon länger kopfschuppen', 'dandruff'],
    ['NHS Heat rash', 'hitzepickel am hals und auf der brust seit es so heiß ist', 'heat_rash'],
    ['NHS Cold sores', 'lippenherpes ist wieder da', 'cold_sores'],
    [
      'NHS Vomiting and morning sickness',
      'schwanger in der 10. Woche, morgens übel und ab und zu erbrochen, trinke gut',
      'morning_sickness',
    ],
    ['NHS Tension headaches', 'seit 3 Wochen abends Kopfschmerzen wie ein Band um den Kopf, viel Stress im Büro', 'tension_headache'],
    [
      'NHS Bleeding in the eye',
      'heute früh ein knallroter Blutfleck im Weißen vom Auge, tut nicht weh, sehe normal',
      'subconjunctival_haemorrhage',
    ],
    ['NHS Hiccups', 'ick hab seit ner halben stunde schluckauf und der geht nich weg', 'hiccups'],
  ],
  fr: [
    [
      'NHS Iron deficiency anaemia',
      'depuis que je prends du tardyferon mes selles sont noires, pas de douleur au ventre',
      'iron_tablet_stools',
    ],
    ['NHS Chilblains', "depuis qu'il fait froid j'ai les orteils rouge violacé qui grattent le soir", 'chilblains'],
    ['NHS Head lice and nits', 'mon fils a des poux et des lentes', 'head_lice'],
    ['NHS Threadworms', 'ma fille a des oxyures, elle se gratte les fesses la nuit', 'threadworms'],
    ['NHS Splinters', 'j ai une echarde dans le doigt depuis ce matin', 'splinter'],
    ['NHS Warts and verrucas', 'j ai une verrue sur le doigt', 'warts_verrucas'],
    ['NHS Hiccups', 'j ai le hoquet depuis une demi heure', 'hiccups'],
    ['NHS Blisters', 'une ampoule au talon a cause de mes chaussures neuves', 'friction_blister'],
    ['NHS Bruises', 'je me suis cogné le tibia contre le lit, j ai un gros bleu', 'bruise'],
    ['NHS Cradle cap', 'mon bébé de 6 semaines a des croûtes de lait sur la tête', 'cradle_cap'],
    ['NHS Nappy rash', 'mon bébé de 4 mois a les fesses rouges à cause de la couche', 'nappy_rash'],
    ['NHS Sprains and strains', 'entorse de la cheville au foot, un peu gonflée, je marche dessus sans souci', 'ankle_sprain'],
    ['NHS Stye', 'j ai un orgelet sur la paupière', 'stye'],
    ['NHS Sunburn', 'j ai pris un coup de soleil sur le dos, c est rouge, pas de cloques', 'sunburn'],
    ['NHS Mouth ulcers', 'j ai un aphte sur la gencive', 'aphthous_ulcers'],
    ['NHS Chilblains', 'j ai des engelures aux orteils cet hiver', 'chilblains'],
    ['NHS Ingrown toenail', 'j ai un ongle incarné au gros orteil', 'ingrown_toenail'],
    ['NHS Dandruff', 'j ai des pellicules sur les épaules, ça gratte un peu', 'dandruff'],
    ['NHS Heat rash', 'mon fils a des boutons de chaleur sur le cou avec la canicule', 'heat_rash'],
    ['NHS Cold sores', 'j ai un bouton de fièvre sur la lèvre', 'cold_sores'],
    [
      'NHS Vomiting and morning sickness',
      'enceinte de 10 semaines, nausées le matin et j ai vomi deux fois, je bois bien',
      'morning_sickness',
    ],
    [
      'NHS Tension headaches',
      'mal de tête en casque en fin de journée depuis 3 semaines, beaucoup de stress au travail',
      'tension_headache',
    ],
    [
      'NHS Bleeding in the eye',
      'réveillé avec une tache de sang rouge sur le blanc de l œil, ça fait pas mal et je vois bien',
      'subconjunctival_haemorrhage',
    ],
  ],
};

describe.each(Object.entries(SELF_CARE) as [Language, readonly Complaint[]][])(
  'common complaints looked after at home in %s',
  (language, complaints) => {
    it.each(complaints)('%s: "%s" is low urgency, led by %s', (_says, text, leadingCause) => {
      const result = analyze({ text, language });
      expect(result.needsMoreDetail).toBe(false);
      expect(result.urgency).toBe('low');
      expect(result.possibleCauses[0]?.id).toBe(leadingCause);
    });
  },
);

/** What guidance says makes the same complaints a doctor's business. */
type Escalated = readonly [says: string, language: Language, text: string, leadingCause: ConditionId, urgency: Urgency];

const ESCALATED: readonly Escalated[] = [
  [
    'NHS Splinters: a deep splinter or one under a nail is removed by a doctor',
    'en',
    'got a splinter deep under my fingernail',
    'splinter',
    'medium',
  ],
  ['NHS Splinters: an infected splinter needs a doctor', 'pt', 'entrou uma farpa no dedo e agora infeccionou', 'splinter', 'medium'],
  ['NHS Splinters: an infected splinter needs a doctor', 'es', 'tengo una astilla en el dedo y se ha infectado', 'splinter', 'medium'],
  ['NHS Splinters: a splinter under a nail is removed by a doctor', 'de', 'holzsplitter unter dem fingernagel', 'splinter', 'medium'],
  ['NHS Splinters: an infected splinter needs a doctor', 'fr', 'une echarde dans le pied qui s est infectee', 'splinter', 'medium'],
  [
    'NHS Warts and verrucas: with diabetes, do not treat feet yourself',
    'en',
    'i have type 2 diabetes and a verruca on my foot',
    'warts_verrucas',
    'medium',
  ],
  [
    'NHS Warts and verrucas: with diabetes, do not treat feet yourself',
    'pt',
    'sou diabético e apareceu uma verruga na sola do pé',
    'warts_verrucas',
    'medium',
  ],
  [
    'NHS Warts and verrucas: with diabetes, do not treat feet yourself',
    'es',
    'soy diabética y tengo una verruga en el pie',
    'warts_verrucas',
    'medium',
  ],
  [
    'NHS Warts and verrucas: with diabetes, do not treat feet yourself',
    'de',
    'ich bin diabetiker und habe eine warze am fuß',
    'warts_verrucas',
    'medium',
  ],
  [
    'NHS Warts and verrucas: with diabetes, do not treat feet yourself',
    'fr',
    'je suis diabétique et j ai une verrue plantaire',
    'warts_verrucas',
    'medium',
  ],
  ['NHS Hiccups: see a GP if they last more than 2 days', 'en', 'i have had hiccups for 3 days now', 'hiccups', 'medium'],
  ['NHS Threadworms: a child under 2 is seen by a GP', 'en', 'my 18 month old has threadworms', 'threadworms', 'medium'],
  [
    'NHS Ingrown toenail: see a GP if there is pus or spreading redness',
    'en',
    'ingrown toenail, now full of pus and the redness is spreading',
    'ingrown_toenail',
    'medium',
  ],
];

describe('what guidance sends to a doctor', () => {
  it.each(ESCALATED)('%s (%s: "%s")', (_says, language, text, leadingCause, urgency) => {
    const result = analyze({ text, language });
    expect(result.possibleCauses[0]?.id).toBe(leadingCause);
    expect(result.urgency).toBe(urgency);
  });

  it('NHS Stye: an eyelid that turns red and hot with a temperature needs urgent care the same day', () => {
    const result = analyze({ text: 'stye on my eyelid, now the whole eyelid is red and hot and I have a fever', language: 'en' });
    expect(result.possibleCauses.map((cause) => cause.id)).toContain('stye');
    expect(result.urgency).toBe('high');
  });

  it('reads a soft belly as a soft belly, not a floppy patient, and "bebe" before a verb as a baby', () => {
    const text = 'diarreia aquosa há 24 h, sem sangue, tolera líquidos, abdómen mole e indolor';
    expect(analyze({ text, language: 'pt' }).understood.map((item) => item.id)).not.toContain('lethargy');
    expect(analyze({ text: 'o bebe esta muito mole e nao mama', language: 'pt' }).understood.map((item) => item.id)).not.toContain(
      'alcohol_intake',
    );
  });

  it("reads a spacer's inhalation chamber as no sunstroke", () => {
    const text = "il a de l'asthme, je lui ai donné 4 bouffées avec la chambre d'inhalation et ça va mieux";
    expect(analyze({ text, language: 'fr' }).understood.map((item) => item.id)).not.toContain('heat_exposure');
  });

  it('does not read "cannot put weight on it" as walking on a sprained ankle', () => {
    const result = analyze({ text: 'torci o tornozelo e não consigo pisar, está muito inchado', language: 'pt' });
    expect(result.urgency).not.toBe('low');
    expect(result.understood.map((item) => item.label)).not.toContain('consegue andar apoiando');
  });
});

describe('a panic attack like the usual ones, in someone who has them', () => {
  it.each([
    ['en', 'i have panic disorder, having one of my attacks, heart racing, tight chest, cant get my breath, same as always'],
    ['pt', 'tenho sindrome do panico, deu-me outra crise, coracao aos saltos e falta de ar, igual as outras'],
    ['es', 'tengo trastorno de panico, otra crisis, el corazon a mil y me falta el aire, como siempre'],
    ['de', 'hab seit jahren panikattacken, wieder herzrasen und luftnot, genau wie immer'],
    ['fr', "j'ai un trouble panique, encore une crise, le coeur qui s'emballe et j'ai du mal à respirer, comme d'habitude"],
  ] as const)('is no emergency in %s: "%s" (NHS: Panic disorder)', (language, text) => {
    expect(analyze({ text, language }).urgency).not.toBe('emergency');
  });

  it('still is when it is not like the usual ones, or comes with a faint', () => {
    expect(analyze({ text: 'i have panic disorder but this is different, crushing chest pain and sweating', language: 'en' }).urgency).toBe(
      'emergency',
    );
    expect(
      analyze({ text: 'i have panic disorder, heart racing and breathless like always, but i passed out', language: 'en' }).urgency,
    ).toBe('emergency');
  });
});

describe('words that only sound alarming', () => {
  const understood = (text: string, language: Language) => analyze({ text, language }).understood.map((item) => item.id);

  it('a headache "like a tight band" round the forehead is no band of shingles', () => {
    expect(understood('headache like a tight band round my forehead after a day at the laptop', 'en')).not.toContain('dermatomal_blisters');
  });

  it('a pain that moved "para baixo" (lower down) is no low mood', () => {
    expect(understood('a dor passou para baixo do lado direito da barriga', 'pt')).not.toContain('low_mood');
    expect(understood('ando muito pra baixo, sem vontade de nada', 'pt')).toContain('low_mood');
  });

  it('sunburnt skin that is pink and hot is no cellulitis; a hot red toe is a joint', () => {
    expect(understood('fell asleep in the sun, my shoulders are pink and sore and hot, no blisters', 'en')).not.toContain(
      'skin_redness_warmth',
    );
    const toe = understood('Opa hat seit heute Nacht den großen Zeh knallrot, dick und heiß, Fieber hat er keins', 'de');
    expect(toe).toContain('hot_swollen_joint');
    expect(toe).not.toContain('fever');
  });

  it('red pee after beetroot is no blood in the urine (NHS), unless the beetroot is denied', () => {
    expect(understood('mein Pipi ist rot! hab gestern einen ganzen Teller Rote-Bete-Salat gegessen', 'de')).not.toContain('blood_in_urine');
    expect(understood('my wee was pinky red this morning, havent eaten beetroot', 'en')).toContain('blood_in_urine');
    expect(understood('mein Urin ist rot wie Rosé, rote Bete hab ich keine gegessen', 'de')).toContain('blood_in_urine');
  });

  it('nerves before an exam are looked after at home first; anxiety that lasts months is seen by a doctor', () => {
    expect(analyze({ text: 'llevo 3 noches durmiendo fatal por los nervios del examen', language: 'es' }).urgency).toBe('low');
    expect(analyze({ text: 'ando muito ansiosa, preocupada com tudo, nao durmo direito, ja faz meses', language: 'pt' }).urgency).toBe(
      'medium',
    );
  });

  it('a letter and tablets beside an illness that is over at last are no suicide plan', () => {
    const text = 'got a letter from the hospital about my tablets. the flu is all over now, finally';
    expect(understood(text, 'en')).not.toContain('suicidal_thoughts');
    expect(understood('Brief vom Arzt wegen der Tabletten bekommen. Die Grippe ist endlich vorbei', 'de')).not.toContain(
      'suicidal_thoughts',
    );
  });

  it('heartburn that is "killing me" at 32 weeks is still looked after at home (NHS: Heartburn in pregnancy)', () => {
    expect(analyze({ text: 'to de 32 semanas e a azia ta me matando toda noite', language: 'pt' }).urgency).toBe('low');
    expect(analyze({ text: 'I have a severe headache, worst of my life', language: 'en' }).urgency).toBe('emergency');
  });

  it('a wart for months, or colic for two weeks, is not sent to a doctor for its long course alone (NHS)', () => {
    expect(analyze({ text: 'verrue sous le pied depuis quelques mois, ça gêne un peu', language: 'fr' }).urgency).toBe('low');
    expect(analyze({ text: 'my back has ached for months and keeps me awake', language: 'en' }).urgency).toBe('medium');
  });

  it('a worry that it is meningitis is no stiff neck', () => {
    expect(understood("i'm scared it's meningitis but my head just aches from work, no stiff neck", 'en')).not.toContain('neck_stiffness');
  });

  it('a bump "wie ein Ei" on the forehead is no lump in a testicle, while "im linken Ei" is a testicle', () => {
    expect(understood('Beule an der Stirn wie ein Ei nach dem Sturz vom Sofa', 'de')).not.toContain('testicular_lump');
    expect(analyze({ text: 'Sohn 13, plötzlich starke Schmerzen im linken Ei und gekotzt', language: 'de' }).urgency).toBe('emergency');
  });
});
