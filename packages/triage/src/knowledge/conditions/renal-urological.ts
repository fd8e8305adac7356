import type { Condition } from '../types';

export const renalUrologicalConditions: readonly Condition[] = [
  {
    id: 'cystitis',
    findings: [
      { id: 'painful_urination', weight: 5 }, { id: 'frequent_urination', weight: 4 }, { id: 'lower_abdominal_pain', weight: 2 },
      { id: 'blood_in_urine', weight: 2 }, { id: 'urinary_urgency', weight: 3 },
    ],
    against: ['fever', 'high_fever', 'flank_pain', 'vaginal_discharge', 'chills'],
    population: { sex: 'female' },
    duration: ['days'],
    prevalence: 5,
    urgency: 'low',
    careSetting: 'pharmacy',
    timeWindow: 'self_care',
    names: { pt: 'Infecção urinária (cistite)', en: 'Bladder infection (cystitis)', es: 'Infección de orina (cistitis)', de: 'Blasenentzündung', fr: 'Infection urinaire (cystite)' },
    nextSteps: {
      pt: [
        'Beba bastante água e tome paracetamol ou ibuprofeno para a dor',
        'Procure a farmácia ou um médico para avaliar a necessidade de antibiótico',
        'Procure um médico hoje se tiver febre, dor nas costas, estiver grávida ou for homem',
      ],
      en: [
        'Drink plenty of water and take paracetamol or ibuprofen for the pain',
        'Ask a pharmacist or doctor whether you need antibiotics',
        'See a doctor today if you have a fever or back pain, are pregnant or are a man',
      ],
      es: [
        'Bebe mucha agua y toma paracetamol o ibuprofeno para el dolor',
        'Consulta en la farmacia o con tu médico si necesitas antibiótico',
        'Acude hoy a un médico si tienes fiebre o dolor de espalda, estás embarazada o eres hombre',
      ],
      de: [
        'Trink viel Wasser und nimm Paracetamol oder Ibuprofen gegen die Schmerzen',
        'Lass in der Apotheke oder beim Arzt klären, ob du ein Antibiotikum brauchst',
        'Geh heute zum Arzt bei Fieber, Rückenschmerzen, in der Schwangerschaft oder als Mann',
      ],
      fr: [
        'Buvez beaucoup d’eau et prenez du paracétamol ou de l’ibuprofène contre la douleur',
        'Demandez au pharmacien ou au médecin si un antibiotique est nécessaire',
        'Consultez aujourd’hui en cas de fièvre, de douleur dans le dos, de grossesse ou si vous êtes un homme',
      ],
    },
    source: 'NHS: Cystitis; NICE NG109: Urinary tract infection (lower)',
  },
  {
    id: 'pyelonephritis',
    findings: [
      { id: 'flank_pain', weight: 4 }, { id: 'fever', weight: 3 }, { id: 'high_fever', weight: 2 },
      { id: 'painful_urination', weight: 2 }, { id: 'frequent_urination', weight: 2 }, { id: 'chills', weight: 2 },
      { id: 'vomiting', weight: 2 }, { id: 'nausea', weight: 1 }, { id: 'blood_in_urine', weight: 1 },
    ],
    duration: ['days'],
    prevalence: 3,
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    names: { pt: 'Infecção nos rins (pielonefrite)', en: 'Kidney infection (pyelonephritis)', es: 'Infección de riñón (pielonefritis)', de: 'Nierenbeckenentzündung', fr: 'Pyélonéphrite (infection du rein)' },
    nextSteps: {
      pt: [
        'Procure atendimento médico hoje; costuma ser preciso antibiótico',
        'Beba bastante líquido e tome paracetamol para a febre',
        'Se houver confusão, respiração rápida ou muita fraqueza, ligue para o número de emergência',
      ],
      en: [
        'Get seen by a doctor today; antibiotics are usually needed',
        'Drink plenty of fluids and take paracetamol for the fever',
        'If there is confusion, fast breathing or extreme weakness, call the emergency number',
      ],
      es: [
        'Acude hoy a un médico; suele hacer falta antibiótico',
        'Bebe mucho líquido y toma paracetamol para la fiebre',
        'Si hay confusión, respiración rápida o mucha debilidad, llama al número de emergencias',
      ],
      de: [
        'Lass dich heute ärztlich untersuchen; meist ist ein Antibiotikum nötig',
        'Trink viel und nimm Paracetamol gegen das Fieber',
        'Bei Verwirrtheit, schneller Atmung oder starker Schwäche ruf den Notruf an',
      ],
      fr: [
        'Consultez un médecin aujourd’hui ; un antibiotique est généralement nécessaire',
        'Buvez beaucoup et prenez du paracétamol contre la fièvre',
        'En cas de confusion, de respiration rapide ou de grande faiblesse, appelez le numéro d’urgence',
      ],
    },
    source: 'NHS: Kidney infection; NICE NG111: Pyelonephritis (acute)',
  },
  {
    id: 'kidney_stones',
    findings: [
      { id: 'flank_pain', weight: 5 }, { id: 'blood_in_urine', weight: 3 }, { id: 'severe_abdominal_pain', weight: 2 },
      { id: 'vomiting', weight: 2 }, { id: 'nausea', weight: 2 }, { id: 'lower_abdominal_pain', weight: 1 },
      { id: 'frequent_urination', weight: 1 }, { id: 'sweating', weight: 1 },
    ],
    population: { ageMin: 16 },
    duration: ['hours', 'days'],
    prevalence: 3,
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    names: { pt: 'Pedra nos rins (cólica renal)', en: 'Kidney stones (renal colic)', es: 'Cálculos renales (cólico nefrítico)', de: 'Nierensteine (Nierenkolik)', fr: 'Calculs rénaux (colique néphrétique)' },
    nextSteps: {
      pt: [
        'Procure atendimento médico hoje para aliviar a dor e confirmar a pedra',
        'Tome um anti-inflamatório como ibuprofeno, se puder, e beba água',
        'Se tiver febre ou calafrios junto com a dor, vá agora ao pronto-socorro',
      ],
      en: [
        'Get seen by a doctor today for pain relief and to confirm the stone',
        'Take an anti-inflammatory such as ibuprofen if you can, and drink water',
        'If you have a fever or shivering with the pain, go to the emergency department now',
      ],
      es: [
        'Acude hoy a un médico para calmar el dolor y confirmar el cálculo',
        'Toma un antiinflamatorio como ibuprofeno si puedes y bebe agua',
        'Si tienes fiebre o escalofríos además del dolor, ve ahora mismo a urgencias',
      ],
      de: [
        'Lass dich heute ärztlich untersuchen, um die Schmerzen zu behandeln und den Stein zu bestätigen',
        'Nimm, wenn möglich, ein entzündungshemmendes Schmerzmittel wie Ibuprofen und trink Wasser',
        'Hast du zusätzlich Fieber oder Schüttelfrost, geh sofort in die Notaufnahme',
      ],
      fr: [
        'Consultez un médecin aujourd’hui pour soulager la douleur et confirmer le calcul',
        'Prenez un anti-inflammatoire comme l’ibuprofène si possible et buvez de l’eau',
        'En cas de fièvre ou de frissons avec la douleur, allez immédiatement aux urgences',
      ],
    },
    source: 'NHS: Kidney stones; NICE CKS: Renal or ureteric colic - acute',
  },
  {
    id: 'acute_urinary_retention',
    findings: [
      { id: 'no_urine', weight: 5 }, { id: 'lower_abdominal_pain', weight: 3 }, { id: 'severe_abdominal_pain', weight: 2 },
      { id: 'abdominal_pain', weight: 1 }, { id: 'frequent_urination', weight: 1 }, { id: 'weak_urine_stream', weight: 2 },
    ],
    against: ['dehydration_signs', 'vomiting'],
    population: { ageMin: 50, sex: 'male' },
    duration: ['hours'],
    prevalence: 2,
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    names: { pt: 'Retenção urinária (não consegue urinar)', en: 'Urinary retention (unable to pee)', es: 'Retención de orina', de: 'Harnverhalt (kann nicht Wasser lassen)', fr: 'Rétention urinaire' },
    nextSteps: {
      pt: [
        'Vá agora a um pronto-socorro; uma sonda alivia rapidamente',
        'Não beba grandes quantidades de líquido enquanto isso',
        'Leve a lista dos seus remédios',
      ],
      en: [
        'Go to the emergency department now; a catheter gives quick relief',
        'Do not drink large amounts in the meantime',
        'Bring a list of your medicines',
      ],
      es: [
        'Ve ahora mismo a urgencias; una sonda alivia enseguida',
        'Mientras tanto, no bebas grandes cantidades',
        'Lleva la lista de tus medicamentos',
      ],
      de: [
        'Geh sofort in die Notaufnahme; ein Katheter bringt schnell Erleichterung',
        'Trink bis dahin keine großen Mengen',
        'Nimm deinen Medikamentenplan mit',
      ],
      fr: [
        'Rendez-vous immédiatement aux urgences ; une sonde soulage rapidement',
        'D’ici là, ne buvez pas de grandes quantités',
        'Emportez la liste de vos médicaments',
      ],
    },
    source: 'NHS: Urinary retention; NICE CKS: LUTS in men (acute retention)',
  },
  {
    id: 'testicular_torsion',
    findings: [
      { id: 'testicular_pain', weight: 5 }, { id: 'scrotal_swelling', weight: 3 }, { id: 'lower_abdominal_pain', weight: 2 },
      { id: 'vomiting', weight: 2 }, { id: 'nausea', weight: 2 },
    ],
    against: ['fever', 'painful_urination'],
    population: { ageMax: 30, sex: 'male' },
    duration: ['minutes', 'hours'],
    prevalence: 2,
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    names: { pt: 'Torção de testículo', en: 'Testicular torsion (twisted testicle)', es: 'Torsión testicular', de: 'Hodentorsion (verdrehter Hoden)', fr: 'Torsion du testicule' },
    nextSteps: {
      pt: [
        'Vá agora a um pronto-socorro ou ligue para o número de emergência: a cirurgia precisa ser feita em poucas horas',
        'Não coma nem beba, pois pode ser preciso operar',
        'Não espere para ver se a dor passa',
      ],
      en: [
        'Go to the emergency department now or call the emergency number: surgery is needed within hours',
        'Do not eat or drink in case an operation is needed',
        'Do not wait to see if the pain goes away',
      ],
      es: [
        'Ve ahora mismo a urgencias o llama al número de emergencias: la cirugía debe hacerse en pocas horas',
        'No comas ni bebas, porque puede hacer falta operar',
        'No esperes a ver si se pasa el dolor',
      ],
      de: [
        'Geh sofort in die Notaufnahme oder ruf den Notruf an: eine Operation ist innerhalb weniger Stunden nötig',
        'Iss und trink nichts, da operiert werden könnte',
        'Warte nicht ab, ob der Schmerz vergeht',
      ],
      fr: [
        'Rendez-vous immédiatement aux urgences ou appelez le numéro d’urgence : une opération est nécessaire en quelques heures',
        'Ne mangez et ne buvez rien, une opération peut être nécessaire',
        'N’attendez pas que la douleur passe',
      ],
    },
    source: 'NHS: Testicular torsion (testicle lumps and swellings); NICE CKS: Scrotal pain and swelling',
  },
  {
    id: 'epididymitis',
    findings: [
      { id: 'testicular_pain', weight: 4 }, { id: 'scrotal_swelling', weight: 3 }, { id: 'fever', weight: 2 },
      { id: 'painful_urination', weight: 2 }, { id: 'frequent_urination', weight: 1 },
    ],
    population: { sex: 'male' },
    duration: ['days'],
    prevalence: 2,
    urgency: 'high',
    careSetting: 'doctor',
    timeWindow: 'within_hours',
    names: { pt: 'Epididimite (inflamação do testículo)', en: 'Epididymo-orchitis (inflamed testicle)', es: 'Epididimitis (inflamación del testículo)', de: 'Nebenhodenentzündung', fr: 'Orchi-épididymite' },
    nextSteps: {
      pt: [
        'Procure um médico hoje; a dor no testículo precisa ser examinada para descartar torção',
        'Use cueca firme, compressa fria e paracetamol ou ibuprofeno',
        'Se a dor for súbita e muito forte, vá agora ao pronto-socorro',
      ],
      en: [
        'See a doctor today; testicular pain needs an examination to rule out torsion',
        'Wear supportive underwear, use a cold pack and take paracetamol or ibuprofen',
        'If the pain is sudden and severe, go to the emergency department now',
      ],
      es: [
        'Acude hoy a un médico; el dolor de testículo debe explorarse para descartar una torsión',
        'Usa ropa interior ajustada, frío local y paracetamol o ibuprofeno',
        'Si el dolor es brusco e intenso, ve ahora mismo a urgencias',
      ],
      de: [
        'Geh heute noch zum Arzt; Hodenschmerzen müssen untersucht werden, um eine Verdrehung auszuschließen',
        'Trag eng anliegende Unterwäsche, kühle und nimm Paracetamol oder Ibuprofen',
        'Ist der Schmerz plötzlich und sehr stark, geh sofort in die Notaufnahme',
      ],
      fr: [
        'Consultez un médecin aujourd’hui ; une douleur du testicule doit être examinée pour écarter une torsion',
        'Portez un sous-vêtement serré, appliquez du froid et prenez du paracétamol ou de l’ibuprofène',
        'Si la douleur est brutale et intense, allez immédiatement aux urgences',
      ],
    },
    source: 'NHS: Epididymitis; NICE CKS: Scrotal pain and swelling',
  },
  {
    id: 'prostatitis',
    findings: [
      { id: 'pelvic_pain', weight: 3 }, { id: 'painful_urination', weight: 3 }, { id: 'frequent_urination', weight: 3 },
      { id: 'fever', weight: 2 }, { id: 'rectal_pain', weight: 2 }, { id: 'chills', weight: 1 }, { id: 'back_pain', weight: 1 },
      { id: 'lower_abdominal_pain', weight: 1 }, { id: 'weak_urine_stream', weight: 2 },
    ],
    population: { ageMin: 25, sex: 'male' },
    duration: ['days', 'weeks'],
    prevalence: 2,
    urgency: 'high',
    careSetting: 'doctor',
    timeWindow: 'within_hours',
    names: { pt: 'Prostatite (inflamação da próstata)', en: 'Prostatitis (inflamed prostate)', es: 'Prostatitis', de: 'Prostataentzündung', fr: 'Prostatite' },
    nextSteps: {
      pt: [
        'Procure um médico hoje; a prostatite com febre precisa de antibiótico',
        'Beba bastante líquido e tome paracetamol ou ibuprofeno',
        'Se não conseguir urinar, vá agora ao pronto-socorro',
      ],
      en: [
        'See a doctor today; prostatitis with fever needs antibiotics',
        'Drink plenty of fluids and take paracetamol or ibuprofen',
        'If you cannot pee at all, go to the emergency department now',
      ],
      es: [
        'Acude hoy a un médico; la prostatitis con fiebre necesita antibiótico',
        'Bebe mucho líquido y toma paracetamol o ibuprofeno',
        'Si no puedes orinar nada, ve ahora mismo a urgencias',
      ],
      de: [
        'Geh heute noch zum Arzt; eine Prostataentzündung mit Fieber braucht ein Antibiotikum',
        'Trink viel und nimm Paracetamol oder Ibuprofen',
        'Kannst du gar kein Wasser lassen, geh sofort in die Notaufnahme',
      ],
      fr: [
        'Consultez un médecin aujourd’hui ; une prostatite avec fièvre nécessite des antibiotiques',
        'Buvez beaucoup et prenez du paracétamol ou de l’ibuprofène',
        'Si vous ne pouvez plus uriner du tout, allez immédiatement aux urgences',
      ],
    },
    source: 'NHS: Prostatitis; NICE NG110: Prostatitis (acute)',
  },
];
