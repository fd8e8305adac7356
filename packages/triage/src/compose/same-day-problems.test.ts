import type { Language } from '@app/contracts';
import { analyze } from '.';

/**
 * Same-day problems told in lay words: appendicitis, cellulitis with fever, pneumonia with pleuritic pain, a baby
 * moving less in pregnancy, a hip after a fall in old age, croup.
 */
const SAME_DAY: readonly [Language, string][] = [
  ['de', 'mein vater (82) kann seit heut früh kein wasser mehr lassen, der unterbauch ist prall wie ne trommel'],
  ['de', 'mein mann 78 kann seit heut früh nicht mehr aufs klo, kommt kein tropfen obwohl er ganz dringend muss, unterbauch hart'],
  ['de', 'mei vater (81) hat prostata, er kann seit heut früh ned biesln, unterbauch ist hart und dick'],
  ['en', '13yo landed on his head off the trampoline, feels sick and cant remember what happened'],
  ['en', "I'm 8 weeks, started spotting this morning and now it's like a light period with cramps"],
  ['es', 'mi niño de 3 años tiene una tos como un perro ladrando y cuando llora hace ruido al coger aire, tiene 38'],
  ['fr', "M. 83 ans, HBP, n'a pas uriné depuis hier soir malgré un besoin pressant, globe vésical, bladder scan 850 mL, constipé"],
  ['de', '82-j. Mann, BPH, seit 12 h kein Wasserlösen möglich trotz starkem Harndrang, Unterbauch gespannt'],
  ['es', 'varón 31 a, inversión de tobillo jugando al fútbol, incapaz de dar 4 pasos, dolor en el maléolo'],
  ['de', 'mein sohn ist aufs handgelenk gefallen, es ist dick geschwollen und er kann die finger kaum bewegen vor schmerzen'],
  ['de', '78 J., Sturz auf die ausgestreckte Hand, distaler Unterarm geschwollen, Bajonettfehlstellung'],
  ['fr', "66 ans, des boutons sur le front d'un seul côté depuis hier, ça brûle, et l'oeil est rouge et sensible à la lumière"],
  ['de', 'Sohn 7 vom Klettergerüst gefallen, mit dem Hinterkopf aufgekommen, hat einmal gebrochen'],
  ['pt', 'criança 8a, queda do trepa-trepa com trauma em região occipital, 1 episódio de vômito'],
  ['en', 'pain started round my belly button and moved to the bottom right, worse when i walk, feel sick'],
  ['pt', 'dor comecou no umbigo e foi pro lado direito embaixo, piora quando ando, enjoada'],
  ['es', 'el dolor empezo en el ombligo y se ha ido abajo a la derecha, me duele al andar y tengo nauseas'],
  ['de', 'schmerzen erst um den bauchnabel, jetzt rechts unten, beim gehen schlimmer, mir ist übel'],
  ['fr', 'la douleur a commencé au nombril et maintenant en bas à droite, pire quand je marche, nausées'],
  ['en', 'my leg is red hot and swollen and spreading, i have a temperature'],
  ['pt', 'minha perna ta vermelha, quente e inchada e espalhando, com febre'],
  ['es', 'tengo la pierna roja, caliente e hinchada y se extiende, con fiebre'],
  ['de', 'mein Bein ist rot, heiß und geschwollen und es breitet sich aus, habe Fieber'],
  ['fr', "ma jambe est rouge, chaude et gonflée, ça s'étend, j'ai de la fièvre"],
  ['en', 'cough for 4 days, fever 39, pain on the side when i breathe in'],
  ['pt', 'tosse faz 4 dias, febre de 39 e dor do lado quando respiro'],
  ['es', 'tos desde hace 4 dias, fiebre de 39 y dolor en el costado al respirar'],
  ['de', 'husten seit 4 tagen, fieber 39 und seitenstechen beim einatmen'],
  ['fr', "toux depuis 4 jours, fièvre à 39 et douleur sur le côté quand j'inspire"],
  ['en', '34 weeks pregnant and the baby is moving much less than usual today'],
  ['pt', 'gravida de 34 semanas e o bebe ta mexendo bem menos que o normal hoje'],
  ['es', 'embarazada de 34 semanas y hoy el bebe se mueve mucho menos de lo normal'],
  ['de', '34. Woche schwanger und das Baby bewegt sich heute viel weniger als sonst'],
  ['fr', "enceinte de 34 semaines et le bébé bouge beaucoup moins que d'habitude aujourd'hui"],
  ['en', "my mum is 84, she fell and now can't put any weight on her leg, her hip hurts"],
  ['pt', 'minha mae de 84 anos caiu e nao consegue apoiar a perna, doi o quadril'],
  ['es', 'mi madre de 84 años se ha caido y no puede apoyar la pierna, le duele la cadera'],
  ['de', 'meine Mutter 84 ist gestürzt und kann das Bein nicht belasten, die Hüfte tut weh'],
  ['fr', 'ma mère de 84 ans est tombée et ne peut plus poser la jambe, elle a mal à la hanche'],
  ['en', 'my toddler has a barking cough and a harsh noise when he breathes in'],
  ['pt', 'meu filho de 2 anos com tosse de cachorro e um barulho quando puxa o ar'],
  ['es', 'mi hijo de 2 años tiene tos de perro y hace ruido al coger aire'],
  ['de', 'mein Kleiner 2 Jahre hat bellenden Husten und pfeift beim Einatmen'],
  ['fr', 'mon fils de 2 ans a une toux qui aboie et fait un bruit quand il inspire'],
  ['de', 'seit 4 Tagen Halsweh, links viel schlimmer, krieg den Mund kaum auf und die Stimme klingt wie mit ner Kartoffel im Mund'],
  ['en', 'my 7 year old has had a fever since yesterday and is refusing to weight bear on his left leg'],
  ['es', 'mi bebé de 5 meses con mocos y fiebre de 38 respira rapidito'],
  ['fr', 'mollet gauche oedématié et douloureux depuis mon opération du genou'],
  ['pt', 'o meu filho de 2 anos vomita tudo o que bebe e só fez xixi uma vez desde ontem'],
  ['en', 'back tooth throbbing for days, now my jaw is swollen and it hurts to open my mouth, temp 38'],
  ['en', 'cut on my shin, now the skin is red hot and swollen and has spread past the pen line, shivery since lunch'],
  ['pt', 'a perna está vermelha, quente e inchada e já passou do risco que fiz com caneta, febre de 38,3'],
  ['de', 'Bläschen auf der Stirn links bis zur Nasenspitze, die Bindehaut ist gerötet'],
  ['es', 'mi madre de 84 con tos con flemas y 38,5 de fiebre, le pincha el costado al respirar hondo'],
  // NHS: an asthma attack when the reliever is needed more than every 4 hours, or wears off within them.
  ['en', 'asthmatic, wheezy since yesterday, the blue inhaler helps but only lasts about 2 hours'],
  ['pt', 'asmatico, chiando desde ontem, a bombinha azul alivia mas dura so umas 2 horas'],
  ['es', 'soy asmatico, pitos desde ayer, el inhalador de rescate ayuda pero solo dura unas 2 horas'],
  ['de', 'Asthmatiker, pfeift seit gestern, das Notfallspray hilft, hält aber nur 2 Stunden'],
  ['fr', 'asthmatique, ça siffle depuis hier, la ventoline soulage mais ne dure que 2 heures'],
  // NHS: keratitis — a painful red eye in someone who wears contact lenses is seen the same day.
  ['en', 'i wear contacts, my left eye is really red and painful, light hurts and its a bit blurry'],
  ['de', 'trage Kontaktlinsen, das rechte Auge ist knallrot, tut weh und ich sehe verschwommen'],
  ['fr', "je porte des lentilles de contact, l'oeil gauche est rouge et douloureux, la lumière me gêne"],
];

describe('a quinsy that leaves the breathing alone', () => {
  it('is same-day hospital care, not an ambulance, even when swallowing saliva is hard (NICE CKS: quinsy)', () => {
    const text = 'sore throat 5 days, much worse on the left, can barely open my mouth and can hardly swallow my own spit';
    expect(analyze({ text, language: 'en' }).urgency).toBe('high');
  });

  it('is an emergency once the breathing is noisy or hard', () => {
    const text = "sore throat, can't open my mouth, can't swallow my spit and he's struggling to breathe";
    expect(analyze({ text, language: 'en' }).urgency).toBe('emergency');
  });
});

describe('thoughts of suicide', () => {
  it('told with no plan and no intent are urgent the same day, with the crisis line; any other way they are an emergency (NHS)', () => {
    const passive = analyze({
      text: 'I keep thinking everyone would be better off without me, but I have no plan and would not act on it',
      language: 'en',
    });
    expect(passive.urgency).toBe('high');
    expect(passive.redFlags.map((flag) => flag.id)).toContain('suicidal_thoughts_without_plan');
    expect(analyze({ text: 'I keep thinking everyone would be better off without me', language: 'en' }).urgency).toBe('emergency');
    expect(analyze({ text: 'no tengo ningún plan pero quiero morirme y ya junté las pastillas', language: 'es' }).urgency).toBe(
      'emergency',
    );
  });

  it('self-harm told with no wish to kill oneself is assessed the same day, with the crisis line; ambivalence stays an emergency (NICE NG225)', () => {
    const selfHarm = analyze({ text: 'me he vuelto a cortar en el brazo, no quiero matarme pero no puedo parar', language: 'es' });
    expect(selfHarm.urgency).toBe('high');
    expect(selfHarm.redFlags.map((flag) => flag.id)).toContain('suicidal_thoughts_without_plan');
    expect(analyze({ text: 'me he vuelto a cortar en el brazo esta noche', language: 'es' }).urgency).toBe('emergency');
    const ambivalent = 'i keep wanting to kill myself, i dont want to die but i cant go on';
    expect(analyze({ text: ambivalent, language: 'en' }).urgency).toBe('emergency');
  });
});

describe('same-day problems told in lay words', () => {
  it.each(SAME_DAY)('in %s, "%s" is high urgency or more', (language, text) => {
    expect(['high', 'emergency']).toContain(analyze({ text, language }).urgency);
  });
});

describe('croup and bronchiolitis without the signs of severe distress', () => {
  it('croup with a noisy breath in, even at rest, is same-day care; struggling to breathe makes it an emergency (NHS: croup)', () => {
    const text = (when: string) => `my son is 2, barking cough like a seal since last night, noisy squeaky breathing in ${when}, temp 38`;
    expect(analyze({ text: text('but only when he is crying'), language: 'en' }).urgency).toBe('high');
    expect(analyze({ text: text('even at rest'), language: 'en' }).urgency).toBe('high');
    expect(analyze({ text: `${text('even at rest')}, he is struggling to breathe`, language: 'en' }).urgency).toBe('emergency');
  });

  it('a noisy breath in with no barking cough is still an emergency (NHS: shortness of breath)', () => {
    expect(analyze({ text: 'my son is 2, noisy squeaky breathing in even at rest, temp 38', language: 'en' }).urgency).toBe('emergency');
  });

  it('a mild recession is no marked recession (NICE NG9: bronchiolitis)', () => {
    const text = 'Lactante de 4 meses, catarro desde hace 3 días, tiraje subcostal leve, toma el 60 % de lo habitual';
    expect(analyze({ text, language: 'es' }).urgency).not.toBe('emergency');
    expect(analyze({ text: text.replace('leve', 'marcado'), language: 'es' }).urgency).toBe('emergency');
  });
});

describe('a racing, irregular heart', () => {
  it('with a little breathlessness on the stairs is seen within hours; with real breathlessness or chest pain it is an emergency (NHS: heart palpitations; NHS: atrial fibrillation)', () => {
    const text = 'mum is 76, since this morning her heart is racing and irregular, pulse 130';
    expect(analyze({ text: `${text}, a bit short of breath on the stairs`, language: 'en' }).urgency).toBe('high');
    expect(analyze({ text: `${text}, she is short of breath sitting still`, language: 'en' }).urgency).toBe('emergency');
    expect(analyze({ text: `${text}, and chest pain`, language: 'en' }).urgency).toBe('emergency');
  });
});

describe('a swollen testicle', () => {
  it('that came on over days with a burning pee is seen the same day; a sudden one is an emergency (NICE CKS: scrotal pain and swelling)', () => {
    expect(
      analyze({ text: 'depuis 3 jours ma couille droite a gonflé petit à petit, ça brûle quand je pisse, 24 ans', language: 'fr' }).urgency,
    ).toBe('high');
    expect(
      analyze({ text: 'seit 2 tagen langsam zunehmend ist der hoden rechts geschwollen, brennen beim wasserlassen', language: 'de' })
        .urgency,
    ).toBe('high');
    expect(analyze({ text: 'mon fils 15 ans, douleur brutale à une couille depuis 1 heure, il a vomi', language: 'fr' }).urgency).toBe(
      'emergency',
    );
  });

  it('that hurts with a fever after unprotected sex is seen the same day, not in a few days (epididymo-orchitis)', () => {
    const texts: [Language, string][] = [
      ['en', 'testicle sore for 2 days, burning when i pee, temp 38.2, had unprotected sex 10 days ago'],
      ['pt', 'dor no testículo há 2 dias, arde pra fazer xixi, febre de 38,2, transei sem camisinha semana passada'],
      ['es', 'dolor en el testículo desde hace 2 días, escozor al orinar, fiebre de 38,2, relación sin preservativo hace 10 días'],
      ['de', 'Hoden tut seit 2 Tagen weh, Brennen beim Wasserlassen, 38,2 Fieber, ungeschützter Sex vor 10 Tagen'],
      ['fr', 'mal au testicule depuis 2 jours, brûlures mictionnelles, 38,2 de fièvre, rapport non protégé il y a 10 jours'],
    ];
    for (const [language, text] of texts) expect([language, analyze({ text, language }).urgency]).toEqual([language, 'high']);
  });
});

describe('vomiting in early pregnancy', () => {
  it('with ketones in the urine and no diabetes is same-day care, not diabetic ketoacidosis (NICE CKS: nausea and vomiting in pregnancy)', () => {
    const text = 'Gestante de 10 semanas con vómitos incoercibles de 5 días, intolerancia a líquidos, cetonuria +++';
    expect(analyze({ text, language: 'es' }).urgency).toBe('high');
    expect(analyze({ text: `${text}, diabética tipo 1, glucemia 320`, language: 'es' }).urgency).toBe('emergency');
  });
});

describe('vomiting with no pee since the morning', () => {
  it('is dehydration, seen the same day (NHS: Diarrhoea and vomiting, Dehydration)', () => {
    const texts: [Language, string][] = [
      ['en', '10 weeks pregnant, cant keep anything down since yesterday, havent peed since early this morning'],
      ['pt', 'grávida de 10 semanas, vomito tudo desde ontem, não faço xixi desde cedo'],
      ['es', 'embarazada de 10 semanas, vomito todo desde ayer, no he orinado desde esta mañana temprano'],
      ['de', 'schwanger in der 10. Woche, behalte seit gestern nichts drin, hab seit heute früh nicht gepinkelt'],
      ['fr', "enceinte de 10 semaines, je vomis tout depuis hier, je n'ai pas uriné depuis ce matin"],
    ];
    for (const [language, text] of texts) expect([language, analyze({ text, language }).urgency]).toEqual([language, 'high']);
  });
});

describe('high blood sugar', () => {
  it('with thirst and no vomiting is seen within hours; with vomiting and deep fast breathing it is ketoacidosis, even with no reading (NHS: diabetic ketoacidosis)', () => {
    expect(analyze({ text: 'je suis diabetique type 1, glycemie a 3,2 g/L, très soif, pas de vomissements', language: 'fr' }).urgency).toBe(
      'high',
    );
    expect(
      analyze({ text: 'unser sohn (13) hat typ 1 diabetes, erbricht immer wieder und atmet ganz tief und schnell', language: 'de' })
        .urgency,
    ).toBe('emergency');
  });
});

describe('a heavy nosebleed', () => {
  it('that stopped after pinching the nose is not an emergency; one that will not stop is (NHS: nosebleed)', () => {
    const text = 'me ha salido sangre de la nariz a chorro de repente';
    expect(analyze({ text: `${text}, pero he apretado la nariz 10 minutos y ya ha parado`, language: 'es' }).urgency).not.toBe('emergency');
    expect(analyze({ text: `${text} y no para`, language: 'es' }).urgency).toBe('emergency');
  });
});

describe('the baby moving in the womb', () => {
  it('moving less is seen within hours; not at all, or less with a constant belly pain, is an emergency (NHS: your baby’s movements; RCOG GTG 57)', () => {
    expect(analyze({ text: '36 wks, baby has barely moved today, normally she goes mad after my tea', language: 'en' }).urgency).toBe(
      'high',
    );
    expect(analyze({ text: 'estoy de 36 semanas y desde esta mañana no noto al bebe moverse', language: 'es' }).urgency).toBe('emergency');
    expect(
      analyze({ text: 'enceinte de 32 semaines, bébé bouge beaucoup moins et j’ai une douleur au ventre qui ne passe pas', language: 'fr' })
        .urgency,
    ).toBe('emergency');
  });
});

describe('an abscess or an operation wound with pus', () => {
  it('is same-day care with a fever (NHS: skin abscess)', () => {
    expect(analyze({ text: 'op narbe am bauch (blinddarm vor 6 tagen) ist rot, eitert und ich hab 38,4', language: 'de' }).urgency).toBe(
      'high',
    );
  });
});
