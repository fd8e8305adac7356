import type { FollowUpQuestion, Language } from '@app/contracts';
import type { FindingId } from '../findings/finding-ids';
import type { ClinicalFacts } from '../rules/facts';
import type { FactsDraft } from '../findings/build-facts';

type Answer = boolean | number | string;
type Texts = Readonly<Record<Language, string>>;

/**
 * A question the engine may ask. It is offered only when it is relevant to the facts and when one of its
 * plausible answers (`probes`) would change the urgency or the leading cause — the analysis simulates each.
 */
export interface QuestionDefinition {
  id: string;
  kind: FollowUpQuestion['kind'];
  text: Texts;
  unit?: Texts;
  options?: readonly { value: string; label: Texts }[];
  relevant: (facts: ClinicalFacts) => boolean;
  probes: readonly Answer[];
  apply: (draft: FactsDraft, answer: Answer) => void;
}

const YES = new Set(['yes', 'true', 'sim', 'si', 'ja', 'oui', '1']);
const NO = new Set(['no', 'false', 'nao', 'nein', 'non', '0']);

function isYes(answer: Answer): boolean | undefined {
  if (typeof answer === 'boolean') return answer;
  const text = String(answer)
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return undefined;
}

function setFinding(draft: FactsDraft, finding: FindingId, present: boolean): void {
  if (present) {
    draft.present.add(finding);
    draft.absent.delete(finding);
  } else {
    draft.present.delete(finding);
    draft.absent.add(finding);
  }
}

const has = (facts: ClinicalFacts, ...findings: FindingId[]) => findings.some((finding) => facts.present.has(finding));
const unknown = (facts: ClinicalFacts, finding: FindingId) => !facts.present.has(finding) && !facts.absent.has(finding);

function findingQuestion(id: string, finding: FindingId, text: Texts, askWhen: (facts: ClinicalFacts) => boolean): QuestionDefinition {
  return {
    id,
    kind: 'yes_no',
    text,
    relevant: (facts) => unknown(facts, finding) && askWhen(facts),
    probes: [true],
    apply: (draft, answer) => {
      const yes = isYes(answer);
      if (yes !== undefined) setFinding(draft, finding, yes);
    },
  };
}

const CHEST = ['chest_pain', 'chest_pressure'] as const satisfies readonly FindingId[];
const ABDOMEN = [
  'abdominal_pain',
  'lower_abdominal_pain',
  'upper_abdominal_pain',
  'right_lower_abdominal_pain',
  'pelvic_pain',
] as const satisfies readonly FindingId[];
const PAINS = [...ABDOMEN, 'headache', 'chest_pain', 'testicular_pain', 'back_pain'] as const satisfies readonly FindingId[];

/** Representative ages (years) for the age groups a person can pick. */
const AGE_GROUPS: readonly { value: string; years: number; label: Texts }[] = [
  {
    value: 'under_3_months',
    years: 0.1,
    label: { pt: 'Menos de 3 meses', en: 'Under 3 months', es: 'Menos de 3 meses', de: 'Unter 3 Monaten', fr: 'Moins de 3 mois' },
  },
  {
    value: '3_to_6_months',
    years: 0.4,
    label: { pt: '3 a 6 meses', en: '3 to 6 months', es: '3 a 6 meses', de: '3 bis 6 Monate', fr: '3 à 6 mois' },
  },
  {
    value: '6_months_to_4_years',
    years: 2,
    label: { pt: '6 meses a 4 anos', en: '6 months to 4 years', es: '6 meses a 4 años', de: '6 Monate bis 4 Jahre', fr: '6 mois à 4 ans' },
  },
  {
    value: '5_to_15_years',
    years: 10,
    label: { pt: '5 a 15 anos', en: '5 to 15 years', es: '5 a 15 años', de: '5 bis 15 Jahre', fr: '5 à 15 ans' },
  },
  {
    value: '16_to_64_years',
    years: 35,
    label: { pt: '16 a 64 anos', en: '16 to 64 years', es: '16 a 64 años', de: '16 bis 64 Jahre', fr: '16 à 64 ans' },
  },
  {
    value: '65_or_older',
    years: 75,
    label: { pt: '65 anos ou mais', en: '65 or older', es: '65 años o más', de: '65 Jahre oder älter', fr: '65 ans ou plus' },
  },
];

const SEVERITIES: readonly { value: string; label: Texts }[] = [
  { value: 'mild', label: { pt: 'Leve', en: 'Mild', es: 'Leve', de: 'Leicht', fr: 'Légère' } },
  { value: 'moderate', label: { pt: 'Moderada', en: 'Moderate', es: 'Moderada', de: 'Mittel', fr: 'Modérée' } },
  {
    value: 'severe',
    label: {
      pt: 'Forte, quase insuportável',
      en: 'Severe, hard to bear',
      es: 'Fuerte, casi insoportable',
      de: 'Stark, kaum auszuhalten',
      fr: 'Forte, presque insupportable',
    },
  },
];

/** In the order they are offered when several would change the answer. */
export const FOLLOW_UP_QUESTIONS: readonly QuestionDefinition[] = [
  findingQuestion(
    'chest_pain_radiating',
    'chest_pain_radiating',
    {
      pt: 'A dor vai para o braço, a mandíbula, o pescoço ou as costas?',
      en: 'Does the pain spread to the arm, jaw, neck or back?',
      es: '¿El dolor se extiende al brazo, la mandíbula, el cuello o la espalda?',
      de: 'Strahlt der Schmerz in Arm, Kiefer, Hals oder Rücken aus?',
      fr: 'La douleur irradie-t-elle vers le bras, la mâchoire, le cou ou le dos ?',
    },
    (facts) => has(facts, ...CHEST),
  ),
  findingQuestion(
    'chest_pressure',
    'chest_pressure',
    {
      pt: 'Parece um aperto, um peso ou uma pressão no peito?',
      en: 'Does it feel like pressure, tightness or heaviness in the chest?',
      es: '¿Se siente como una opresión, un peso o una presión en el pecho?',
      de: 'Fühlt es sich wie Druck, Enge oder ein Gewicht auf der Brust an?',
      fr: 'Est-ce comme une pression, un serrement ou un poids dans la poitrine ?',
    },
    (facts) => has(facts, 'suspected_chest_pressure') && !has(facts, ...CHEST),
  ),
  findingQuestion(
    'breathing_difficulty',
    'shortness_of_breath',
    {
      pt: 'Há dificuldade para respirar?',
      en: 'Is there any difficulty breathing?',
      es: '¿Hay dificultad para respirar?',
      de: 'Gibt es Atemnot?',
      fr: 'Y a-t-il une difficulté à respirer ?',
    },
    (facts) => has(facts, ...CHEST, 'hives', 'facial_swelling', 'allergen_exposure', 'bite_or_sting', 'calf_pain_swelling', 'palpitations'),
  ),
  findingQuestion(
    'stroke_signs',
    'one_sided_weakness',
    {
      pt: 'Um lado do rosto está caído, um braço ou perna está fraco, ou a fala está enrolada?',
      en: 'Is one side of the face drooping, one arm or leg weak, or the speech slurred?',
      es: '¿Hay un lado de la cara caído, un brazo o una pierna débil, o el habla arrastrada?',
      de: 'Hängt eine Gesichtshälfte, ist ein Arm oder Bein schwach oder die Sprache verwaschen?',
      fr: 'Un côté du visage tombe-t-il, un bras ou une jambe est-il faible, ou la parole est-elle pâteuse ?',
    },
    (facts) =>
      has(
        facts,
        'headache',
        'severe_headache',
        'dizziness',
        'vertigo',
        'numbness',
        'confusion',
        'blurred_vision',
        'double_vision',
        'balance_problems',
        'suspected_stroke_sign',
      ) && !has(facts, 'facial_droop', 'arm_weakness', 'speech_difficulty'),
  ),
  findingQuestion(
    'non_blanching_rash',
    'non_blanching_rash',
    {
      pt: 'Há manchas na pele que não somem quando você aperta um copo de vidro contra elas?',
      en: 'Is there a rash that does not fade when you press a glass against it?',
      es: '¿Hay manchas en la piel que no desaparecen al presionar un vaso de cristal sobre ellas?',
      de: 'Gibt es einen Ausschlag, der nicht verschwindet, wenn man ein Glas daraufdrückt?',
      fr: "Y a-t-il des taches qui ne s'effacent pas quand on appuie un verre dessus ?",
    },
    (facts) => has(facts, 'fever', 'high_fever', 'rash'),
  ),
  findingQuestion(
    'neck_stiffness',
    'neck_stiffness',
    {
      pt: 'O pescoço está rígido (difícil encostar o queixo no peito)?',
      en: 'Is the neck stiff (hard to touch the chin to the chest)?',
      es: '¿Está el cuello rígido (cuesta tocar el pecho con la barbilla)?',
      de: 'Ist der Nacken steif (Kinn kaum auf die Brust zu bringen)?',
      fr: 'La nuque est-elle raide (difficile de toucher la poitrine avec le menton) ?',
    },
    (facts) => has(facts, 'headache', 'severe_headache') && has(facts, 'fever', 'high_fever', 'vomiting', 'photophobia'),
  ),
  {
    id: 'age_group',
    kind: 'choice',
    text: {
      pt: 'Qual é a idade da pessoa com os sintomas?',
      en: 'How old is the person with the symptoms?',
      es: '¿Qué edad tiene la persona con los síntomas?',
      de: 'Wie alt ist die Person mit den Beschwerden?',
      fr: 'Quel âge a la personne qui a les symptômes ?',
    },
    options: AGE_GROUPS.map(({ value, label }) => ({ value, label })),
    relevant: (facts) => facts.ageYears === undefined && facts.present.size > 0,
    probes: AGE_GROUPS.map(({ value }) => value),
    apply: (draft, answer) => {
      const group = AGE_GROUPS.find(({ value }) => value === answer);
      const years = group?.years ?? (typeof answer === 'number' && answer >= 0 && answer <= 120 ? answer : undefined);
      if (years === undefined) return;
      draft.ageYears = years;
      delete draft.infantMentioned;
    },
  },
  {
    id: 'temperature',
    kind: 'number',
    text: {
      pt: 'Qual foi a temperatura mais alta medida?',
      en: 'What was the highest temperature measured?',
      es: '¿Cuál ha sido la temperatura más alta medida?',
      de: 'Wie hoch war die höchste gemessene Temperatur?',
      fr: 'Quelle a été la température la plus élevée mesurée ?',
    },
    unit: { pt: '°C', en: '°C', es: '°C', de: '°C', fr: '°C' },
    relevant: (facts) => has(facts, 'fever', 'high_fever', 'chills') && facts.vitals.temperatureC === undefined,
    probes: [38.2, 39.5, 40.5],
    apply: (draft, answer) => {
      const value = typeof answer === 'number' ? answer : Number(String(answer).replace(',', '.'));
      if (!Number.isFinite(value)) return;
      const celsius = value > 50 ? ((value - 32) * 5) / 9 : value;
      if (celsius < 25 || celsius > 45) return;
      draft.vitals = { ...draft.vitals, temperatureC: celsius, lowestTemperatureC: celsius };
    },
  },
  {
    id: 'sudden_onset',
    kind: 'yes_no',
    text: {
      pt: 'Começou de repente, em segundos ou poucos minutos?',
      en: 'Did it start suddenly, within seconds or a few minutes?',
      es: '¿Empezó de repente, en segundos o pocos minutos?',
      de: 'Hat es plötzlich begonnen, innerhalb von Sekunden oder wenigen Minuten?',
      fr: 'Est-ce apparu brutalement, en quelques secondes ou minutes ?',
    },
    relevant: (facts) =>
      !facts.suddenOnset && has(facts, 'headache', 'severe_headache', 'testicular_pain', 'severe_abdominal_pain', 'shortness_of_breath'),
    probes: [true],
    apply: (draft, answer) => {
      const yes = isYes(answer);
      if (yes !== undefined) draft.suddenOnset = yes;
    },
  },
  {
    id: 'pain_severity',
    kind: 'choice',
    text: {
      pt: 'Qual a intensidade da dor?',
      en: 'How bad is the pain?',
      es: '¿Qué intensidad tiene el dolor?',
      de: 'Wie stark ist der Schmerz?',
      fr: 'Quelle est l’intensité de la douleur ?',
    },
    options: SEVERITIES,
    relevant: (facts) => !facts.severe && has(facts, ...PAINS),
    probes: ['severe'],
    apply: (draft, answer) => {
      if (answer !== 'severe') return;
      draft.severe = true;
      if (draft.present.has('headache')) setFinding(draft, 'severe_headache', true);
      if (ABDOMEN.some((finding) => draft.present.has(finding))) setFinding(draft, 'severe_abdominal_pain', true);
    },
  },
  findingQuestion(
    'pregnancy',
    'pregnancy',
    {
      pt: 'Existe alguma chance de gravidez?',
      en: 'Could the person be pregnant?',
      es: '¿Existe alguna posibilidad de embarazo?',
      de: 'Könnte eine Schwangerschaft bestehen?',
      fr: 'Une grossesse est-elle possible ?',
    },
    (facts) =>
      facts.sex !== 'male' &&
      (facts.ageYears === undefined || (facts.ageYears >= 12 && facts.ageYears <= 55)) &&
      has(facts, ...ABDOMEN, 'vaginal_bleeding', 'missed_period', 'severe_headache'),
  ),
  findingQuestion(
    'knocked_out',
    'loss_of_consciousness',
    {
      pt: 'A pessoa desmaiou ou ficou desacordada depois da pancada?',
      en: 'Was the person knocked out, even briefly?',
      es: '¿Perdió el conocimiento, aunque fuera un momento?',
      de: 'War die Person bewusstlos, auch nur kurz?',
      fr: 'La personne a-t-elle perdu connaissance, même brièvement ?',
    },
    (facts) => has(facts, 'head_injury'),
  ),
  findingQuestion(
    'blood_thinners',
    'anticoagulants',
    {
      pt: 'A pessoa toma anticoagulante (remédio para afinar o sangue)?',
      en: 'Does the person take blood thinners (anticoagulants)?',
      es: '¿Toma anticoagulantes (medicamentos para la sangre)?',
      de: 'Nimmt die Person Blutverdünner?',
      fr: 'La personne prend-elle des anticoagulants ?',
    },
    (facts) => has(facts, 'head_injury', 'bloody_stool', 'nosebleed', 'blood_in_urine', 'coughing_blood'),
  ),
  findingQuestion(
    'wet_nappies',
    'fewer_wet_nappies',
    {
      pt: 'O bebê está molhando menos fraldas do que o normal?',
      en: 'Is the child having fewer wet nappies than usual?',
      es: '¿Moja menos pañales de lo normal?',
      de: 'Hat das Kind weniger nasse Windeln als sonst?',
      fr: "L'enfant mouille-t-il moins de couches que d'habitude ?",
    },
    (facts) =>
      (facts.ageYears !== undefined ? facts.ageYears < 5 : facts.infantMentioned === true) && has(facts, 'vomiting', 'diarrhoea', 'fever'),
  ),
  findingQuestion(
    'suicidal_thoughts',
    'suicidal_thoughts',
    {
      pt: 'Tem tido pensamentos de se machucar ou de tirar a própria vida?',
      en: 'Have you had thoughts of harming yourself or ending your life?',
      es: '¿Has tenido pensamientos de hacerte daño o de quitarte la vida?',
      de: 'Hattest du Gedanken, dir etwas anzutun oder dir das Leben zu nehmen?',
      fr: 'Avez-vous eu des pensées de vous faire du mal ou de mettre fin à vos jours ?',
    },
    (facts) => has(facts, 'low_mood', 'hallucinations'),
  ),
  findingQuestion(
    'gi_bleeding',
    'black_stool',
    {
      pt: 'Houve vômito com sangue ou fezes pretas como piche?',
      en: 'Has there been vomiting of blood or black, tarry stools?',
      es: '¿Ha habido vómitos con sangre o heces negras como el alquitrán?',
      de: 'Gab es Bluterbrechen oder schwarzen Teerstuhl?',
      fr: 'Y a-t-il eu des vomissements de sang ou des selles noires ?',
    },
    (facts) =>
      unknown(facts, 'vomiting_blood') &&
      has(facts, 'upper_abdominal_pain', 'heartburn', 'anticoagulants', 'alcohol_intake') &&
      has(facts, ...ABDOMEN, 'vomiting', 'heartburn', 'nausea'),
  ),
  findingQuestion(
    'high_sugar',
    'high_blood_sugar',
    {
      pt: 'A glicemia está alta (acima de 250 mg/dL) ou há cetonas?',
      en: 'Is the blood sugar high (over 250 mg/dL or 14 mmol/L) or are there ketones?',
      es: '¿Está la glucosa alta (más de 250 mg/dL) o hay cetonas?',
      de: 'Ist der Blutzucker hoch (über 250 mg/dl bzw. 14 mmol/l) oder sind Ketone nachweisbar?',
      fr: 'La glycémie est-elle élevée (plus de 2,5 g/L) ou y a-t-il de l’acétone ?',
    },
    (facts) => has(facts, 'diabetes') && has(facts, 'vomiting', 'abdominal_pain', 'rapid_breathing', 'excessive_thirst'),
  ),
  findingQuestion(
    'calf_swelling',
    'calf_pain_swelling',
    {
      pt: 'Uma das pernas (panturrilha) está inchada ou dolorida?',
      en: 'Is one calf swollen or painful?',
      es: '¿Hay una pantorrilla hinchada o dolorosa?',
      de: 'Ist eine Wade geschwollen oder schmerzhaft?',
      fr: 'Un mollet est-il gonflé ou douloureux ?',
    },
    (facts) =>
      has(facts, 'pleuritic_pain', 'coughing_blood') ||
      (has(facts, 'shortness_of_breath') && has(facts, 'recent_surgery', 'postpartum', 'pregnancy')),
  ),
  findingQuestion(
    'confusion',
    'confusion',
    {
      pt: 'A pessoa está confusa ou mais sonolenta do que o normal?',
      en: 'Is the person confused or unusually drowsy?',
      es: '¿Está la persona confundida o más adormilada de lo normal?',
      de: 'Ist die Person verwirrt oder ungewöhnlich schläfrig?',
      fr: 'La personne est-elle confuse ou anormalement somnolente ?',
    },
    (facts) => has(facts, 'fever', 'high_fever', 'low_blood_sugar', 'head_injury', 'heat_exposure'),
  ),
  findingQuestion(
    'sweating',
    'sweating',
    {
      pt: 'Há suor frio junto com a dor?',
      en: 'Is there cold sweating with the pain?',
      es: '¿Hay sudor frío junto con el dolor?',
      de: 'Tritt mit dem Schmerz kalter Schweiß auf?',
      fr: 'Y a-t-il des sueurs froides avec la douleur ?',
    },
    (facts) => has(facts, ...CHEST),
  ),
];

const BY_ID = new Map(FOLLOW_UP_QUESTIONS.map((question) => [question.id, question]));

/** Applies answers (by question id) to the facts; unknown ids and unreadable answers are ignored. */
export function applyAnswers(draft: FactsDraft, answers: Readonly<Record<string, Answer>>): void {
  for (const [id, answer] of Object.entries(answers)) BY_ID.get(id)?.apply(draft, answer);
}

export function toFollowUpQuestion(question: QuestionDefinition, language: Language): FollowUpQuestion {
  return {
    id: question.id,
    text: question.text[language],
    kind: question.kind,
    ...(question.options && { options: question.options.map(({ value, label }) => ({ value, label: label[language] })) }),
    ...(question.unit && { unit: question.unit[language] }),
  };
}
