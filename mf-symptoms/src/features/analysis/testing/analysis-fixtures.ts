import type { Analysis } from '@app/contracts';

/** Analyses as the service answers them, one per urgency; `analysis-fixtures.test.ts` checks them against the contract. */

const base = {
  createdAt: '2026-03-02T10:15:00.000Z',
  provider: 'builtin',
  refinements: 0,
  engineVersion: '2026.11.1',
} as const;

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
};

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
};

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
};

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
};

/** fr-FR has two numbers: the SAMU first, then the European one. */
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
};
