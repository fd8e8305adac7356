import type { Condition } from '../types';

export const dentalOralConditions: readonly Condition[] = [
  {
    id: 'dental_abscess',
    findings: [
      { id: 'toothache', weight: 5 },
      { id: 'facial_swelling', weight: 3 },
      { id: 'fever', weight: 2 },
      { id: 'facial_pain', weight: 2 },
      { id: 'swollen_lymph_nodes', weight: 1 },
      { id: 'swollen_gums_jaw', weight: 4 },
      { id: 'dental_swelling', weight: 5 },
    ],
    against: ['hives', 'allergen_exposure', 'nasal_congestion'],
    // A baby's swollen, drooling gums are teeth coming through (NHS: Teething), not an abscess.
    population: { ageMin: 1 },
    duration: ['days'],
    prevalence: 3,
    urgency: 'medium',
    careSetting: 'doctor',
    timeWindow: 'within_24h',
    names: { pt: 'Abscesso dentário', en: 'Dental abscess', es: 'Absceso dental (flemón)', de: 'Zahnabszess', fr: 'Abcès dentaire' },
    nextSteps: {
      pt: [
        'Procure um dentista nas próximas 24 horas; o abscesso precisa ser drenado ou tratado',
        'Tome ibuprofeno ou paracetamol e evite alimentos muito quentes ou frios',
        'Se o inchaço chegar ao olho ou ao pescoço, ou houver dificuldade para engolir ou respirar, vá agora ao pronto-socorro',
      ],
      en: [
        'See a dentist within 24 hours; the abscess needs draining or treatment',
        'Take ibuprofen or paracetamol and avoid very hot or cold food',
        'If the swelling spreads to the eye or neck, or you have trouble swallowing or breathing, go to the emergency department now',
      ],
      es: [
        'Acude a un dentista en las próximas 24 horas; hay que drenar o tratar el absceso',
        'Toma ibuprofeno o paracetamol y evita alimentos muy calientes o fríos',
        'Si la hinchazón llega al ojo o al cuello, o te cuesta tragar o respirar, ve ahora mismo a urgencias',
      ],
      de: [
        'Geh innerhalb von 24 Stunden zum Zahnarzt; der Abszess muss eröffnet oder behandelt werden',
        'Nimm Ibuprofen oder Paracetamol und meide sehr heiße oder kalte Speisen',
        'Reicht die Schwellung bis zum Auge oder Hals oder kannst du schlecht schlucken oder atmen, geh sofort in die Notaufnahme',
      ],
      fr: [
        'Consultez un dentiste dans les 24 heures ; l’abcès doit être drainé ou traité',
        'Prenez de l’ibuprofène ou du paracétamol et évitez les aliments très chauds ou très froids',
        'Si le gonflement atteint l’œil ou le cou, ou si vous avez du mal à avaler ou à respirer, allez immédiatement aux urgences',
      ],
    },
    source: 'NHS: Dental abscess; NICE CKS: Dental abscess',
  },
  {
    id: 'oral_thrush',
    findings: [
      { id: 'mouth_ulcers', weight: 2 },
      { id: 'immunosuppressed', weight: 2 },
      { id: 'sore_throat', weight: 1 },
      { id: 'difficulty_swallowing', weight: 1 },
      { id: 'infant_poor_feeding', weight: 1 },
      { id: 'white_mouth_patches', weight: 5 },
    ],
    against: ['fever', 'blisters'],
    duration: ['days', 'weeks'],
    prevalence: 2,
    urgency: 'low',
    careSetting: 'pharmacy',
    timeWindow: 'self_care',
    names: { pt: 'Sapinho (candidíase oral)', en: 'Oral thrush', es: 'Muguet (candidiasis oral)', de: 'Mundsoor', fr: 'Muguet buccal' },
    nextSteps: {
      pt: [
        'Peça ao farmacêutico um antifúngico oral em gel ou suspensão',
        'Se usa bombinha de corticoide, enxágue a boca depois; limpe bem próteses e bicos de mamadeira',
        'Procure um médico se não melhorar em 7 dias, se doer para engolir ou se a imunidade estiver baixa',
      ],
      en: [
        'Ask a pharmacist for an antifungal oral gel or liquid',
        'Rinse your mouth after steroid inhalers and clean dentures and bottle teats well',
        'See a doctor if it is not better after 7 days, swallowing hurts or your immunity is weak',
      ],
      es: [
        'Pide en la farmacia un antifúngico oral en gel o suspensión',
        'Enjuágate la boca después del inhalador de corticoide y limpia bien prótesis y tetinas',
        'Consulta con un médico si no mejora en 7 días, duele al tragar o tienes las defensas bajas',
      ],
      de: [
        'Lass dir in der Apotheke ein Anti-Pilz-Gel oder eine Suspension für den Mund geben',
        'Spül den Mund nach Kortisonsprays aus und reinige Zahnprothesen und Flaschensauger gründlich',
        'Geh zum Arzt, wenn es nach 7 Tagen nicht besser ist, das Schlucken schmerzt oder deine Abwehr geschwächt ist',
      ],
      fr: [
        'Demandez au pharmacien un antifongique buccal en gel ou en suspension',
        'Rincez-vous la bouche après un inhalateur corticoïde et nettoyez bien prothèses et tétines',
        'Consultez si ce n’est pas mieux après 7 jours, si avaler fait mal ou si votre immunité est affaiblie',
      ],
    },
    source: 'NHS: Oral thrush in adults; NHS: Oral thrush in babies; NICE CKS: Candida - oral',
  },
  {
    id: 'aphthous_ulcers',
    findings: [{ id: 'mouth_ulcers', weight: 5 }],
    against: ['fever', 'genital_sores', 'blisters', 'rash', 'weight_loss'],
    duration: ['days'],
    prevalence: 4,
    urgency: 'low',
    careSetting: 'pharmacy',
    timeWindow: 'self_care',
    names: { pt: 'Aftas', en: 'Mouth ulcers', es: 'Aftas (llagas en la boca)', de: 'Aphthen (Mundgeschwüre)', fr: 'Aphtes' },
    nextSteps: {
      pt: [
        'Use um gel ou enxaguante para aftas da farmácia',
        'Evite alimentos ácidos, picantes ou duros e use escova macia',
        'Procure um dentista ou médico se uma afta durar mais de 3 semanas ou voltar com frequência',
      ],
      en: [
        'Use a mouth ulcer gel or mouthwash from a pharmacy',
        'Avoid acidic, spicy or hard foods and use a soft toothbrush',
        'See a dentist or doctor if an ulcer lasts more than 3 weeks or they keep coming back',
      ],
      es: [
        'Usa un gel o un colutorio para aftas de la farmacia',
        'Evita alimentos ácidos, picantes o duros y usa un cepillo suave',
        'Consulta con un dentista o médico si una llaga dura más de 3 semanas o se repiten a menudo',
      ],
      de: [
        'Nutze ein Gel oder eine Mundspülung gegen Aphthen aus der Apotheke',
        'Meide saure, scharfe oder harte Speisen und nimm eine weiche Zahnbürste',
        'Geh zum Zahnarzt oder Arzt, wenn eine Aphthe länger als 3 Wochen bleibt oder sie oft wiederkommen',
      ],
      fr: [
        'Utilisez un gel ou un bain de bouche contre les aphtes en pharmacie',
        'Évitez les aliments acides, épicés ou durs et utilisez une brosse souple',
        'Consultez un dentiste ou un médecin si un aphte dure plus de 3 semaines ou s’ils reviennent souvent',
      ],
    },
    source: 'NHS: Mouth ulcers; NICE CKS: Aphthous ulcer',
  },
  {
    id: 'cold_sores',
    findings: [
      { id: 'cold_sore', weight: 5 },
      { id: 'blisters', weight: 1 },
    ],
    against: ['genital_sores', 'dermatomal_blisters'],
    duration: ['days'],
    prevalence: 4,
    urgency: 'low',
    careSetting: 'pharmacy',
    timeWindow: 'self_care',
    names: {
      pt: 'Herpes labial',
      en: 'Cold sore',
      es: 'Herpes labial (calentura)',
      de: 'Lippenherpes',
      fr: 'Bouton de fièvre (herpès labial)',
    },
    nextSteps: {
      pt: [
        'Use um creme antiviral da farmácia assim que sentir o formigamento; costuma cicatrizar em até 10 dias',
        'Enquanto durar, não beije ninguém, principalmente bebês, não compartilhe toalhas ou copos e lave as mãos depois de tocar',
        'Procure um médico se não começar a sarar em 10 dias, for muito grande ou doloroso, houver feridas dentro da boca, ou se estiver grávida ou com a imunidade baixa',
      ],
      en: [
        'Use an antiviral cream from a pharmacy as soon as it tingles; it usually heals within 10 days',
        'While it is there, do not kiss anyone, especially babies, do not share towels or cups, and wash your hands after touching it',
        'See a doctor if it has not started to heal after 10 days, is very large or painful, there are sores inside the mouth, or you are pregnant or have a weakened immune system',
      ],
      es: [
        'Usa una crema antivírica de la farmacia en cuanto notes el hormigueo; suele curarse en unos 10 días',
        'Mientras dure, no beses a nadie, sobre todo a bebés, no compartas toallas ni vasos y lávate las manos después de tocarlo',
        'Consulta con un médico si no empieza a curarse en 10 días, es muy grande o doloroso, hay llagas dentro de la boca, o estás embarazada o tienes las defensas bajas',
      ],
      de: [
        'Trag eine antivirale Creme aus der Apotheke auf, sobald es kribbelt; meist heilt es innerhalb von 10 Tagen ab',
        'Solange es da ist: küss niemanden, vor allem keine Babys, teil keine Handtücher oder Gläser und wasch dir nach dem Berühren die Hände',
        'Geh zum Arzt, wenn es nach 10 Tagen nicht zu heilen beginnt, sehr groß oder schmerzhaft ist, auch im Mund Bläschen sind oder du schwanger bist oder ein geschwächtes Immunsystem hast',
      ],
      fr: [
        'Appliquez une crème antivirale de la pharmacie dès les premiers picotements ; cela guérit en général en 10 jours',
        'Tant qu’il est là, n’embrassez personne, surtout pas un bébé, ne partagez ni serviettes ni verres et lavez-vous les mains après l’avoir touché',
        'Consultez s’il ne commence pas à guérir après 10 jours, s’il est très grand ou douloureux, s’il y a des lésions dans la bouche, ou si vous êtes enceinte ou immunodéprimé',
      ],
    },
    source: 'NHS: Cold sores; NICE CKS: Herpes simplex - oral',
  },
];
