import type { Analysis, FollowUpQuestion, Language, UnderstoodFinding } from '@app/contracts';

/**
 * Analyses as the service answers them: one per urgency, the medium one in each language, and the "tell us more"
 * answer in each language; `analysis-fixtures.test.ts` checks them against the contract. Each `…Text` is the
 * description its analysis was read from: the `understood` offsets point into it.
 */

/**
 * A finding read in `text` at the first place each of `words` occurs. The offsets are computed, so a fixture's
 * `understood` cannot drift from the text it claims to come from.
 */
export function findingIn(text: string, id: string, label: string, ...words: string[]): UnderstoodFinding {
  const spans = words.map((word) => {
    const start = text.indexOf(word);
    if (start < 0) throw new Error(`"${word}" is not in "${text}"`);
    return { start, end: start + word.length, text: word };
  });
  return { id, label, spans };
}

const base = {
  createdAt: '2026-03-02T10:15:00.000Z',
  provider: 'builtin',
  refinements: 0,
  engineVersion: '2026.11.1',
} as const;

export const lowText = 'Runny nose and sneezing since yesterday, no fever';

export const lowAnalysis: Analysis = {
  ...base,
  id: '0b7f4c1e-8d53-4a8e-9c55-1f2a3b4c5d61',
  language: 'en',
  urgency: 'low',
  summary: 'Sneezing and a runny nose without fever most likely point to a common cold.',
  possibleCauses: [
    { id: 'common_cold', name: 'Common cold', likelihood: 0.72, evidence: ['runny nose', 'sneezing', 'no fever'] },
    { id: 'allergic_rhinitis', name: 'Allergic rhinitis', likelihood: 0.21, evidence: ['sneezing'] },
    { id: 'sinusitis', name: 'Acute sinusitis', likelihood: 0.07, evidence: [] },
  ],
  nextSteps: ['Rest and drink plenty of fluids.', 'See a doctor if it lasts more than 10 days.'],
  recommendations: ['Saline nasal spray can ease congestion.'],
  disclaimer: 'This analysis is informational and is not a medical diagnosis.',
  redFlags: [],
  careSetting: 'self_care',
  timeWindow: 'self_care',
  careAdvice: 'You can look after yourself at home.',
  emergencyNumber: { locale: 'en-US', primary: '911', all: ['911'] },
  followUpQuestions: [],
  needsMoreDetail: false,
  understood: [
    findingIn(lowText, 'runny_nose', 'Runny nose', 'Runny nose'),
    findingIn(lowText, 'sneezing', 'Sneezing', 'sneezing'),
    findingIn(lowText, 'no_fever', 'No fever', 'no fever'),
  ],
};

export const mediumText = 'Sore throat and fever for 3 days';

export const mediumAnalysis: Analysis = {
  ...base,
  id: '5d9e2a41-3b6c-4f7d-8e1a-2c3b4d5e6f70',
  language: 'en',
  urgency: 'medium',
  summary: 'A sore throat with fever for three days may need a doctor to look at it.',
  possibleCauses: [
    { id: 'strep_throat', name: 'Strep throat', likelihood: 0.46, evidence: ['sore throat', 'fever'] },
    { id: 'viral_pharyngitis', name: 'Viral sore throat', likelihood: 0.38, evidence: ['sore throat'] },
  ],
  nextSteps: ['Book an appointment with a doctor within a few days.'],
  recommendations: [],
  disclaimer: 'This analysis is informational and is not a medical diagnosis.',
  redFlags: [],
  careSetting: 'doctor',
  timeWindow: 'within_days',
  careAdvice: 'See a doctor within the next few days.',
  emergencyNumber: { locale: 'en-US', primary: '911', all: ['911'] },
  followUpQuestions: [
    { id: 'temperature', text: 'What is your highest temperature?', kind: 'number', unit: '°C' },
    { id: 'drooling', text: 'Are you unable to swallow your own saliva?', kind: 'yes_no' },
    {
      id: 'cough',
      text: 'Do you also have a cough?',
      kind: 'choice',
      options: [
        { value: 'none', label: 'No cough' },
        { value: 'dry', label: 'Dry cough' },
        { value: 'productive', label: 'Cough with phlegm' },
      ],
    },
  ],
  needsMoreDetail: false,
  understood: [findingIn(mediumText, 'sore_throat', 'Sore throat', 'Sore throat'), findingIn(mediumText, 'fever', 'Fever', 'fever')],
};

export const highText = 'High fever and a stiff neck since this morning';

export const highAnalysis: Analysis = {
  ...base,
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  language: 'en',
  urgency: 'high',
  summary: 'A high fever with a stiff neck needs to be seen today.',
  possibleCauses: [{ id: 'influenza', name: 'Influenza', likelihood: 0.4, evidence: ['fever'] }],
  nextSteps: ['Go to an urgent care centre within a few hours.'],
  recommendations: [],
  disclaimer: 'This analysis is informational and is not a medical diagnosis.',
  redFlags: [{ id: 'fever_stiff_neck', label: 'Fever with a stiff neck' }],
  careSetting: 'urgent_care',
  timeWindow: 'within_hours',
  careAdvice: 'Go to urgent care within a few hours.',
  emergencyNumber: { locale: 'en-US', primary: '911', all: ['911'] },
  followUpQuestions: [],
  needsMoreDetail: false,
  understood: [findingIn(highText, 'fever', 'Fever', 'High fever'), findingIn(highText, 'stiff_neck', 'Stiff neck', 'stiff neck')],
};

export const emergencyText = 'Dor no peito forte que vai para o braço esquerdo e suor frio';

export const emergencyAnalysis: Analysis = {
  ...base,
  id: 'e3c1a2b4-6d7f-4e8a-9b0c-d1e2f3a4b5c6',
  language: 'pt',
  urgency: 'emergency',
  summary: 'Dor no peito forte que irradia para o braço esquerdo com suor frio pode ser um infarto.',
  possibleCauses: [
    {
      id: 'acute_coronary_syndrome',
      name: 'Síndrome coronariana aguda (infarto)',
      likelihood: 0.81,
      evidence: ['dor no peito', 'irradiação para o braço esquerdo', 'suor frio'],
    },
  ],
  nextSteps: ['Ligue para o 192 agora.', 'Não vá dirigindo.'],
  recommendations: [],
  disclaimer: 'Esta análise é informativa e não é um diagnóstico médico.',
  redFlags: [{ id: 'chest_pain_radiating', label: 'Dor no peito que irradia para o braço' }],
  careSetting: 'ambulance',
  timeWindow: 'now',
  careAdvice: 'Chame uma ambulância agora: 192.',
  emergencyNumber: { locale: 'pt-BR', primary: '192', all: ['192'] },
  followUpQuestions: [],
  needsMoreDetail: false,
  understood: [
    findingIn(emergencyText, 'chest_pain', 'Dor no peito', 'Dor no peito'),
    findingIn(emergencyText, 'pain_radiating_left_arm', 'Dor que irradia para o braço esquerdo', 'vai para o braço esquerdo'),
    findingIn(emergencyText, 'cold_sweat', 'Suor frio', 'suor frio'),
  ],
};

export const frenchEmergencyText = 'Douleur très forte dans la poitrine qui irradie dans le bras gauche';

/** fr-FR has two numbers: the SAMU first, then the European one. One finding is read in two places of the text. */
export const frenchEmergencyAnalysis: Analysis = {
  ...emergencyAnalysis,
  id: 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b',
  language: 'fr',
  summary: 'Une douleur thoracique forte qui irradie dans le bras gauche peut être un infarctus.',
  careAdvice: 'Appelez une ambulance maintenant : 15.',
  possibleCauses: [],
  nextSteps: [],
  redFlags: [{ id: 'chest_pain_radiating', label: 'Douleur thoracique irradiant dans le bras' }],
  disclaimer: "Cette analyse est informative et n'est pas un diagnostic médical.",
  emergencyNumber: { locale: 'fr-FR', primary: '15', all: ['15', '112'] },
  understood: [
    findingIn(frenchEmergencyText, 'chest_pain', 'Douleur thoracique', 'Douleur', 'poitrine'),
    findingIn(frenchEmergencyText, 'pain_radiating_left_arm', 'Douleur irradiant dans le bras gauche', 'irradie dans le bras gauche'),
  ],
};

/** The medium result as if "sore throat and fever for 3 days" had been written in `language`, with what was read there. */
function soreThroatIn(
  language: Language,
  idSuffix: string,
  text: string,
  [throat, throatLabel]: [string, string],
  [fever, feverLabel]: [string, string],
) {
  const analysis: Analysis = {
    ...mediumAnalysis,
    id: `5d9e2a41-3b6c-4f7d-8e1a-2c3b4d5e6${idSuffix}`,
    language,
    understood: [findingIn(text, 'sore_throat', throatLabel, throat), findingIn(text, 'fever', feverLabel, fever)],
  };
  return { text, analysis };
}

export const soreThroatAnalyses: Record<Language, { text: string; analysis: Analysis }> = {
  pt: soreThroatIn('pt', '101', 'Dor de garganta e febre há 3 dias', ['Dor de garganta', 'Dor de garganta'], ['febre', 'Febre']),
  en: soreThroatIn('en', '102', mediumText, ['Sore throat', 'Sore throat'], ['fever', 'Fever']),
  es: soreThroatIn(
    'es',
    '103',
    'Dolor de garganta y fiebre desde hace 3 días',
    ['Dolor de garganta', 'Dolor de garganta'],
    ['fiebre', 'Fiebre'],
  ),
  de: soreThroatIn('de', '104', 'Halsschmerzen und Fieber seit 3 Tagen', ['Halsschmerzen', 'Halsschmerzen'], ['Fieber', 'Fieber']),
  fr: soreThroatIn('fr', '105', 'Mal de gorge et fièvre depuis 3 jours', ['Mal de gorge', 'Mal de gorge'], ['fièvre', 'Fièvre']),
};

/** The prompts an answer without any recognised finding carries: what, where, since when and how bad. */
function moreDetailPrompts(texts: {
  what: string;
  feelings: [pain: string, fever: string, nausea: string, other: string];
  where: string;
  sites: [head: string, chest: string, belly: string, everywhere: string];
  since: string;
  onsets: [today: string, days: string, weeks: string];
  howBad: string;
}): FollowUpQuestion[] {
  const options = (values: string[], labels: string[]) => values.map((value, i) => ({ value, label: labels[i]! }));
  return [
    { id: 'main_complaint', text: texts.what, kind: 'choice', options: options(['pain', 'fever', 'nausea', 'other'], texts.feelings) },
    { id: 'body_site', text: texts.where, kind: 'choice', options: options(['head', 'chest', 'abdomen', 'whole_body'], texts.sites) },
    { id: 'onset', text: texts.since, kind: 'choice', options: options(['today', 'days', 'weeks'], texts.onsets) },
    { id: 'severity', text: texts.howBad, kind: 'number', unit: '/10' },
  ];
}

const moreDetailBase = {
  ...base,
  urgency: 'low',
  possibleCauses: [],
  nextSteps: [],
  recommendations: [],
  redFlags: [],
  careSetting: 'doctor',
  timeWindow: 'within_days',
  needsMoreDetail: true,
  understood: [],
} satisfies Partial<Analysis>;

/** What a text with no recognised finding ("asdf", "dor", "Schmerzen", "I feel bad") gets, in each language. */
export const needsMoreDetailAnalyses: Record<Language, Analysis> = {
  pt: {
    ...moreDetailBase,
    id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41',
    language: 'pt',
    summary: 'Não encontramos um sintoma reconhecível na descrição.',
    disclaimer: 'Esta análise é informativa e não é um diagnóstico médico.',
    careAdvice: 'Descreva o que sente para receber uma orientação.',
    emergencyNumber: { locale: 'pt-BR', primary: '192', all: ['192'] },
    followUpQuestions: moreDetailPrompts({
      what: 'O que você está sentindo?',
      feelings: ['Dor', 'Febre', 'Enjoo ou vômito', 'Outra coisa'],
      where: 'Onde?',
      sites: ['Cabeça', 'Peito', 'Barriga', 'No corpo todo'],
      since: 'Desde quando?',
      onsets: ['Desde hoje', 'Há alguns dias', 'Há semanas ou mais'],
      howBad: 'De 0 a 10, quanto incomoda?',
    }),
  },
  en: {
    ...moreDetailBase,
    id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c42',
    language: 'en',
    summary: 'We could not find a symptom we recognize in the description.',
    disclaimer: 'This analysis is informational and is not a medical diagnosis.',
    careAdvice: 'Describe what you feel to get advice.',
    emergencyNumber: { locale: 'en-US', primary: '911', all: ['911'] },
    followUpQuestions: moreDetailPrompts({
      what: 'What are you feeling?',
      feelings: ['Pain', 'Fever', 'Nausea or vomiting', 'Something else'],
      where: 'Where?',
      sites: ['Head', 'Chest', 'Belly', 'All over'],
      since: 'Since when?',
      onsets: ['Since today', 'For a few days', 'For weeks or longer'],
      howBad: 'From 0 to 10, how bad is it?',
    }),
  },
  es: {
    ...moreDetailBase,
    id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c43',
    language: 'es',
    summary: 'No encontramos un síntoma reconocible en la descripción.',
    disclaimer: 'Este análisis es informativo y no es un diagnóstico médico.',
    careAdvice: 'Describe lo que sientes para recibir una orientación.',
    emergencyNumber: { locale: 'es-ES', primary: '112', all: ['112'] },
    followUpQuestions: moreDetailPrompts({
      what: '¿Qué sientes?',
      feelings: ['Dolor', 'Fiebre', 'Náuseas o vómitos', 'Otra cosa'],
      where: '¿Dónde?',
      sites: ['Cabeza', 'Pecho', 'Barriga', 'En todo el cuerpo'],
      since: '¿Desde cuándo?',
      onsets: ['Desde hoy', 'Desde hace unos días', 'Desde hace semanas o más'],
      howBad: 'Del 0 al 10, ¿cuánto te molesta?',
    }),
  },
  de: {
    ...moreDetailBase,
    id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c44',
    language: 'de',
    summary: 'In der Beschreibung wurde kein bekanntes Symptom gefunden.',
    disclaimer: 'Diese Analyse dient der Information und ist keine ärztliche Diagnose.',
    careAdvice: 'Beschreib, was du spürst, um eine Empfehlung zu bekommen.',
    emergencyNumber: { locale: 'de-DE', primary: '112', all: ['112'] },
    followUpQuestions: moreDetailPrompts({
      what: 'Was spürst du?',
      feelings: ['Schmerzen', 'Fieber', 'Übelkeit oder Erbrechen', 'Etwas anderes'],
      where: 'Wo?',
      sites: ['Kopf', 'Brust', 'Bauch', 'Am ganzen Körper'],
      since: 'Seit wann?',
      onsets: ['Seit heute', 'Seit einigen Tagen', 'Seit Wochen oder länger'],
      howBad: 'Wie stark ist es, von 0 bis 10?',
    }),
  },
  fr: {
    ...moreDetailBase,
    id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c45',
    language: 'fr',
    summary: "Aucun symptôme reconnu n'a été trouvé dans la description.",
    disclaimer: "Cette analyse est informative et n'est pas un diagnostic médical.",
    careAdvice: 'Décrivez ce que vous ressentez pour obtenir un conseil.',
    emergencyNumber: { locale: 'fr-FR', primary: '15', all: ['15', '112'] },
    followUpQuestions: moreDetailPrompts({
      what: 'Que ressentez-vous ?',
      feelings: ['Douleur', 'Fièvre', 'Nausées ou vomissements', 'Autre chose'],
      where: 'Où ?',
      sites: ['Tête', 'Poitrine', 'Ventre', 'Dans tout le corps'],
      since: 'Depuis quand ?',
      onsets: ["Depuis aujourd'hui", 'Depuis quelques jours', 'Depuis des semaines ou plus'],
      howBad: 'De 0 à 10, à quel point est-ce gênant ?',
    }),
  },
};

export const needsMoreDetailAnalysis = needsMoreDetailAnalyses.pt;
