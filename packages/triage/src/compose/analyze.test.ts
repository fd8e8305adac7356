import { analysisContentSchema, LANGUAGES, type Language } from '@app/contracts';
import type { Condition } from '../knowledge/types';
import { analyze, createEngine, evaluateRedFlags } from '.';

const names = (name: string) => ({ pt: name, en: name, es: name, de: name, fr: name });
const steps = (step: string) => ({ pt: [step], en: [step], es: [step], de: [step], fr: [step] });

/** A tiny knowledge base, so the ranking can be checked independently of the real one. */
const TEST_CONDITIONS: readonly Condition[] = [
  {
    id: 'common_cold',
    findings: [
      { id: 'runny_nose', weight: 4 },
      { id: 'sneezing', weight: 3 },
      { id: 'sore_throat', weight: 2 },
      { id: 'cough', weight: 2 },
    ],
    duration: ['days'],
    prevalence: 5,
    urgency: 'low',
    careSetting: 'self_care',
    timeWindow: 'self_care',
    names: names('Common cold'),
    nextSteps: steps('Rest and drink fluids'),
    source: 'NHS: Common cold',
  },
  {
    id: 'muscle_strain',
    findings: [
      { id: 'chest_pain', weight: 1 },
      { id: 'muscle_pain', weight: 4 },
    ],
    prevalence: 5,
    urgency: 'low',
    careSetting: 'self_care',
    timeWindow: 'self_care',
    names: names('Muscle strain'),
    nextSteps: steps('Rest the muscle'),
    source: 'NHS: Sprains and strains',
  },
  {
    id: 'pneumonia',
    findings: [
      { id: 'fever', weight: 3 },
      { id: 'productive_cough', weight: 4 },
      { id: 'cough', weight: 3 },
      { id: 'shortness_of_breath', weight: 3 },
    ],
    population: { ageMin: 1 },
    prevalence: 3,
    urgency: 'high',
    careSetting: 'doctor',
    timeWindow: 'within_24h',
    names: names('Pneumonia'),
    nextSteps: steps('See a doctor today'),
    source: 'NICE CKS: Chest infections',
  },
  {
    id: 'cystitis',
    findings: [
      { id: 'painful_urination', weight: 5 },
      { id: 'lower_abdominal_pain', weight: 2 },
    ],
    prevalence: 4,
    urgency: 'medium',
    careSetting: 'doctor',
    timeWindow: 'within_days',
    names: names('Bladder infection'),
    nextSteps: steps('See a doctor'),
    source: 'NICE CKS: Urinary tract infection',
  },
  {
    id: 'ectopic_pregnancy',
    findings: [
      { id: 'lower_abdominal_pain', weight: 4 },
      { id: 'missed_period', weight: 4 },
      { id: 'vaginal_bleeding', weight: 3 },
    ],
    population: { sex: 'female', pregnancy: 'required' },
    prevalence: 2,
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    names: names('Ectopic pregnancy'),
    nextSteps: steps('Go to the emergency department'),
    source: 'NICE NG126',
  },
];
const engine = createEngine(TEST_CONDITIONS);

describe('ranking possible causes', () => {
  it('lists the causes with the matched findings as evidence and likelihoods that add up to one', () => {
    const result = engine.analyze({ text: 'Runny nose, sneezing and a cough since yesterday', language: 'en' });
    expect(result.possibleCauses[0]).toMatchObject({ id: 'common_cold', name: 'Common cold' });
    expect(result.possibleCauses[0]!.evidence).toEqual(['runny nose', 'sneezing', 'cough']);
    const total = result.possibleCauses.reduce((sum, cause) => sum + cause.likelihood, 0);
    expect(total).toBeGreaterThan(0.97);
    expect(total).toBeLessThan(1.03);
  });

  it('shows the evidence in the analysis language', () => {
    const result = engine.analyze({ text: 'coriza e espirros', language: 'pt' });
    expect(result.possibleCauses[0]!.evidence).toEqual(['coriza', 'espirros']);
  });

  it('lowers a cause outside its population: no ectopic pregnancy for a man', () => {
    const woman = engine.analyze({
      text: 'pain in the lower abdomen and vaginal bleeding',
      language: 'en',
      context: { sex: 'female', pregnant: true },
    });
    const man = engine.analyze({ text: 'pain in the lower abdomen', language: 'en', context: { sex: 'male' } });
    expect(woman.possibleCauses[0]!.id).toBe('ectopic_pregnancy');
    expect(man.possibleCauses[0]!.id).toBe('cystitis');
    expect(man.possibleCauses.find((cause) => cause.id === 'ectopic_pregnancy')?.likelihood ?? 0).toBeLessThan(0.2);
  });
});

describe('urgency', () => {
  it('never lets a low-urgency cause lower an emergency a rule found', () => {
    const result = engine.analyze({ text: 'chest pain spreading to my left arm', language: 'en' });
    expect(result.possibleCauses[0]!.id).toBe('muscle_strain');
    expect(result.urgency).toBe('emergency');
    expect(result.careSetting).toBe('ambulance');
    expect(result.redFlags.map((flag) => flag.id)).toContain('chest_pain_radiating');
  });

  it("takes the leading cause's urgency and care when no rule fires", () => {
    const result = engine.analyze({ text: 'Fever with a productive cough, 45-year-old', language: 'en' });
    expect(result.possibleCauses[0]!.id).toBe('pneumonia');
    expect(result).toMatchObject({ urgency: 'high', careSetting: 'doctor', timeWindow: 'within_24h' });
  });

  it('raises the urgency from the vital signs (NEWS2)', () => {
    const result = engine.analyze({ text: 'cough, RR 28, SpO2 91, pulse 132, BP 88/50', language: 'en', context: { age: 60 } });
    expect(result.urgency).toBe('emergency');
  });

  it('applies answers to follow-up questions on refine', () => {
    const first = engine.analyze({ text: 'I have chest pain', language: 'en', context: { age: 30 } });
    expect(first.followUpQuestions.map((question) => question.id)).toContain('chest_pain_radiating');
    const refined = engine.analyze({
      text: 'I have chest pain',
      language: 'en',
      context: { age: 30 },
      answers: { chest_pain_radiating: true },
    });
    expect(refined.urgency).toBe('emergency');
    expect(refined.followUpQuestions.map((question) => question.id)).not.toContain('chest_pain_radiating');
  });
});

describe('follow-up questions', () => {
  it("asks for the age when a fever's urgency depends on it", () => {
    const result = engine.analyze({ text: 'fever of 38.5', language: 'en' });
    expect(result.followUpQuestions.map((question) => question.id)).toContain('age_group');
  });

  it('asks nothing when no answer would change the urgency or the leading cause', () => {
    const result = engine.analyze({ text: 'runny nose and sneezing for 2 days', language: 'en', context: { age: 30, sex: 'male' } });
    expect(result.followUpQuestions).toEqual([]);
  });

  it('asks at most five questions, each with an id and text in the analysis language', () => {
    const result = engine.analyze({ text: 'Meu bebê está com febre e vômitos', language: 'pt' });
    expect(result.followUpQuestions.length).toBeGreaterThan(0);
    expect(result.followUpQuestions.length).toBeLessThanOrEqual(5);
    const age = result.followUpQuestions.find((question) => question.id === 'age_group');
    expect(age).toMatchObject({ kind: 'choice', text: 'Qual é a idade da pessoa com os sintomas?' });
    expect(age!.options![0]).toEqual({ value: 'under_3_months', label: 'Menos de 3 meses' });
  });
});

describe('when nothing is recognised', () => {
  it.each(LANGUAGES)('answers honestly in %s, asking what, where, since when and how bad', (language: Language) => {
    const result = engine.analyze({ text: 'hmm ok xyz', language });
    expect(result.needsMoreDetail).toBe(true);
    expect(result.urgency).toBe('medium');
    expect(result.possibleCauses).toEqual([]);
    expect(result.nextSteps.length).toBeGreaterThanOrEqual(2);
    expect(result.summary.length).toBeGreaterThan(20);
    expect(result.followUpQuestions.map((question) => question.id)).toEqual([
      'detail_what',
      'detail_where',
      'detail_since',
      'detail_severity',
    ]);
  });
});

describe('the analysis with the built-in knowledge base', () => {
  it.each<[Language, string]>([
    ['en', 'My husband has crushing chest pain going down his left arm and he is sweating'],
    ['pt', 'Meu pai está com a boca torta e não consegue mexer o braço'],
    ['es', 'Mi hijo de 2 meses tiene fiebre de 38,5 y está muy adormilado, no se despierta'],
    ['de', 'Nach einem Wespenstich ist die Zunge geschwollen und sie bekommt keine Luft'],
    ['fr', 'Elle a pris toute la boîte de comprimés et ne répond plus'],
  ])('never gives a clear emergency in %s less than emergency', (language, text) => {
    expect(analyze({ text, language }).urgency).toBe('emergency');
  });

  it.each<[Language, string]>([
    ['en', 'Runny nose, sneezing and a mild sore throat since yesterday, no fever'],
    ['pt', 'Estou com coriza e espirrando desde ontem, sem febre'],
    ['es', 'Tengo mocos y estornudos desde ayer, sin fiebre'],
    ['de', 'Schnupfen und Niesen seit gestern, kein Fieber'],
    ['fr', "J'ai le nez qui coule et j'éternue depuis hier, pas de fièvre"],
  ])('calls a cold low urgency in %s', (language, text) => {
    const result = analyze({ text, language, context: { age: 30 } });
    expect(result.urgency).toBe('low');
    expect(result.possibleCauses[0]!.id).toBe('common_cold');
  });

  it.each(LANGUAGES)('validates against the analysis contract in %s', (language) => {
    const result = analyze({ text: 'febre tos fever Fieber fièvre headache dor de cabeça', language });
    expect(() => analysisContentSchema.parse(result)).not.toThrow();
    expect(result.disclaimer.length).toBeGreaterThan(40);
    expect(result.recommendations.length).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    const input = { text: 'A 67-year-old man with sudden severe headache and vomiting, BP 190/110', language: 'en' as const };
    expect(analyze(input)).toEqual(analyze(input));
  });

  it('gives the emergency number and crisis line of the locale', () => {
    const brazil = analyze({ text: 'quero me matar', language: 'pt' });
    const portugal = analyze({ text: 'quero me matar', language: 'pt', locale: 'pt-PT' });
    expect(brazil.emergencyNumber).toEqual({ locale: 'pt-BR', primary: '192', all: ['192'] });
    expect(portugal.emergencyNumber.primary).toBe('112');
    expect(brazil.redFlags[0]!.label).toContain('CVV 188');
    expect(portugal.redFlags[0]!.label).toContain('808 24 24 24');
    expect(brazil.nextSteps[0]).toContain('CVV 188');
    expect(analyze({ text: 'I want to end my life', language: 'en', locale: 'en-GB' }).redFlags[0]!.label).toContain('116 123');
    expect(analyze({ text: 'je veux mourir', language: 'fr' }).emergencyNumber.all).toEqual(['15', '112']);
  });

  it('puts the care step first in the next steps', () => {
    const result = analyze({ text: 'dor no peito que vai para o braço', language: 'pt' });
    expect(result.nextSteps[0]).toBe(result.careAdvice);
    expect(result.careAdvice).toContain('192');
  });
});

describe('evaluateRedFlags', () => {
  it('returns the rules alone, for an external provider to be raised by them', () => {
    expect(evaluateRedFlags({ text: 'kein Fieber, leichter Schnupfen', language: 'de' })).toEqual({ urgency: undefined, redFlags: [] });
    // NICE NG143: fever in a baby under 3 months is a red feature — face-to-face assessment within 2 hours.
    const result = evaluateRedFlags({ text: 'Mi bebé de 2 meses tiene fiebre', language: 'es' });
    expect(result).toMatchObject({ urgency: 'high', careSetting: 'emergency_department', timeWindow: 'within_hours' });
    expect(result.redFlags[0]!.label).toBe('Fiebre (38 °C o más) en un bebé de menos de 3 meses');
  });
});

describe('the second opinion in the answer', () => {
  it('sends a text the rules cannot read, but that reads like past emergencies, to same-day care and says why', () => {
    const result = analyze({
      text: "mon fils de 13 ans m'a réveillée en pleurant, mal d'un coup à une boule, il a vomi, ça remonte dans le ventre",
      language: 'fr',
    });
    expect(result.redFlags).toEqual([]);
    expect(result).toMatchObject({ urgency: 'high', careSetting: 'urgent_care', timeWindow: 'within_hours' });
    expect(result.summary).toContain('les descriptions comme la vôtre nécessitent souvent des soins le jour même');
  });
});
