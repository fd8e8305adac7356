import type { CareSetting, Language, TimeWindow } from '@app/contracts';
import type { RuleCondition } from './conditions';
import { allOf, anyOf, not } from './conditions';

/**
 * Red-flag rules: the signs for which public guidance says to call an ambulance or go to an emergency
 * department, each with the guidance it is written from. Whatever else the engine (or an external provider)
 * concludes, a rule that fires sets a floor on the urgency; nothing lowers it.
 *
 * Bump the version whenever a rule is added, removed or changed; RED-FLAGS.md beside this file is generated
 * from these rules (`npm run docs:red-flags`) and a test keeps the two in step.
 */
export const RED_FLAG_RULES_VERSION = '2026.11.48';

export interface RedFlagRule {
  id: string;
  /** What the user sees, in each language. `{crisisLine}` is replaced by the locale's crisis line. */
  label: Readonly<Record<Language, string>>;
  when: RuleCondition;
  urgency: 'emergency' | 'high';
  careSetting: CareSetting;
  timeWindow: TimeWindow;
  /** The public guidance the rule encodes. */
  source: string;
}

const CHEST_PAIN = anyOf('chest_pain', 'chest_pressure');
/** A pain on breathing in with a fever and a cough: a chest infection's pleurisy (NHS: Chest infection, Pneumonia). */
const CHEST_INFECTION = allOf('pleuritic_pain', anyOf('fever', 'high_fever'), anyOf('cough', 'productive_cough'));
const FAINT = anyOf('fainting', 'near_fainting');
/**
 * A tight chest that comes with effort and settles within minutes of rest, the same for two weeks or more, with no
 * sweat, sickness, faintness or spread: stable angina, for a GP and a rapid-access chest pain clinic, not an
 * ambulance (NICE CG95, CG126).
 */
const STABLE_EXERTIONAL_PATTERN = allOf(
  'eased_by_rest',
  { goneOnAtLeastHours: 14 * 24 },
  // Nothing newer than the pattern told, save an episode's minutes ("for 2 months, and for 3 days at rest" is a change).
  anyOf({ lastedAtLeastHours: 14 * 24 }, not({ lastedAtLeastHours: 1 })),
  not(
    anyOf(
      'pain_at_rest_too',
      'sweating',
      'nausea',
      'vomiting',
      'fainting',
      'near_fainting',
      'severe_breathlessness',
      'chest_pain_radiating',
      'not_improving',
    ),
  ),
);
/** Pain low in the belly, on either side or in the pelvis. */
const LOWER_BELLY_PAIN = anyOf(
  'abdominal_pain',
  'lower_abdominal_pain',
  'right_lower_abdominal_pain',
  'left_lower_abdominal_pain',
  'pelvic_pain',
);
const NOT_MALE = not({ sex: 'male' });
const NOT_FEMALE = not({ sex: 'female' });
/**
 * A panic attack in someone who has them, the same as the usual ones, under 45 and with no faint: their own plan, not
 * an ambulance (NHS: Panic disorder — if you have had panic attacks before and this feels the same). A racing heart,
 * a tight chest or a struggle for breath told otherwise still fire their rules.
 */
const USUAL_PANIC_ATTACK = allOf('known_panic_disorder', 'usual_episode', not({ ageAtLeast: 45 }), not(anyOf('fainting', 'chest_pain')));
const BREATHING_TROUBLE = anyOf('shortness_of_breath', 'severe_breathlessness', 'wheezing', 'stridor', 'blue_lips');
/**
 * A fit that is over, in someone who has had fits before (known epilepsy, earlier febrile seizures), now back to
 * normal, under 5 minutes, with no injury, breathing trouble or sign of an infection of the brain: no ambulance
 * (NHS: Febrile seizures, Epilepsy). A first fit, a long one or one that leaves the person unwell still is.
 */
const SEIZURE_OVER_AS_BEFORE = allOf(
  anyOf('seizures_before', 'usual_episode'),
  'back_to_normal',
  not({ minutesToldAtLeast: 5 }),
  not({ ageUnder: 0.5 }),
  not({ pregnant: true }),
  not(
    anyOf(
      'loss_of_consciousness',
      'confusion',
      'lethargy',
      BREATHING_TROUBLE,
      'head_injury',
      'fall_or_knock',
      'neck_stiffness',
      'non_blanching_rash',
      'bulging_fontanelle',
      'severe_headache',
    ),
  ),
);
/**
 * A face weak up to the brow, and no other sign of the brain: the nerve of the face (Bell's palsy), which a
 * stroke spares the forehead of. Same-day care, not an ambulance (NICE CKS: Bell's palsy).
 */
const PERIPHERAL_FACIAL_PALSY = allOf(
  'forehead_weakness',
  not(
    anyOf(
      'confusion',
      'vision_loss',
      'double_vision',
      'balance_problems',
      'dizziness',
      'thunderclap_headache',
      'severe_headache',
      'loss_of_consciousness',
      'lethargy',
    ),
  ),
);

export const RED_FLAG_RULES: readonly RedFlagRule[] = [
  // — Heart and circulation —
  {
    id: 'chest_pain_radiating',
    label: {
      pt: 'Dor no peito que se espalha para o braço, mandíbula, pescoço ou costas',
      en: 'Chest pain spreading to the arm, jaw, neck or back',
      es: 'Dolor en el pecho que se extiende al brazo, la mandíbula, el cuello o la espalda',
      de: 'Brustschmerz, der in Arm, Kiefer, Hals oder Rücken ausstrahlt',
      fr: 'Douleur thoracique qui irradie vers le bras, la mâchoire, le cou ou le dos',
    },
    // A heart attack may feel like indigestion (NHS): a burning that spreads is read as chest pain.
    when: allOf(anyOf(CHEST_PAIN, 'heartburn'), 'chest_pain_radiating'),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: Heart attack — call 999; NICE CKS: Chest pain (suspected acute coronary syndrome)',
  },
  {
    id: 'chest_pain_with_warning_signs',
    label: {
      pt: 'Dor no peito com suor, falta de ar, náusea ou sensação de desmaio',
      en: 'Chest pain with sweating, breathlessness, sickness or feeling faint',
      es: 'Dolor en el pecho con sudor, falta de aire, náuseas o sensación de desmayo',
      de: 'Brustschmerz mit Schwitzen, Atemnot, Übelkeit oder Ohnmachtsgefühl',
      fr: 'Douleur thoracique avec sueurs, essoufflement, nausées ou malaise',
    },
    // Breathlessness with a tight, wheezy chest is asthma's, and with a pain on breathing in, a fever and a cough a
    // chest infection's (their own rules); alone beside them it is no sign of a heart attack.
    when: anyOf(
      allOf(
        CHEST_PAIN,
        anyOf(
          'sweating',
          'severe_breathlessness',
          'nausea',
          'vomiting',
          'fainting',
          'near_fainting',
          'pallor',
          allOf('shortness_of_breath', not(anyOf('wheezing', 'reliever_overuse', CHEST_INFECTION))),
        ),
        not(USUAL_PANIC_ATTACK),
      ),
      // Heartburn with sweating, breathlessness or faintness is not reflux until a heart attack is ruled out (NHS).
      allOf('heartburn', anyOf('sweating', 'shortness_of_breath', 'severe_breathlessness', 'fainting', 'near_fainting', 'pallor')),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: Heart attack — call 999; NICE CKS: Chest pain',
  },
  {
    id: 'st_elevation_on_ecg',
    label: {
      pt: 'Supradesnivelamento do ST no ECG',
      en: 'ST elevation on the ECG',
      es: 'Elevación del ST en el ECG',
      de: 'ST-Hebung im EKG',
      fr: 'Sus-décalage du ST à l’ECG',
    },
    when: { finding: 'st_elevation' },
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NICE CG167: STEMI — immediate reperfusion (primary PCI); ESC 2023 ACS guidelines',
  },
  {
    id: 'jaw_pain_with_cardiac_signs',
    label: {
      pt: 'Dor na mandíbula ou entre as omoplatas, ou braço pesado, com suor frio, enjoo ou falta de ar (possível infarto)',
      en: 'Pain in the jaw or between the shoulder blades, or a heavy arm, with cold sweats, sickness or breathlessness (a possible heart attack)',
      es: 'Dolor de mandíbula o entre los omóplatos, o brazo pesado, con sudor frío, náuseas o falta de aire (posible infarto)',
      de: 'Schmerzen im Kiefer oder zwischen den Schulterblättern oder schwerer Arm mit kaltem Schweiß, Übelkeit oder Atemnot (möglicher Herzinfarkt)',
      fr: 'Douleur à la mâchoire ou entre les omoplates, ou bras lourd, avec sueurs froides, nausées ou essoufflement (possible infarctus)',
    },
    when: allOf(
      anyOf('jaw_pain', 'arm_heaviness', 'interscapular_pain'),
      'sweating',
      // Grey and clammy is the circulation failing (NHS: Heart attack).
      anyOf('nausea', 'vomiting', 'shortness_of_breath', 'near_fainting', 'fainting', 'pallor'),
      not({ ageUnder: 30 }),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source:
      'NHS: Heart attack — pain can spread to the jaw, neck, back or arms, with sweating and feeling sick; NICE CG95: atypical presentations in older people, women and people with diabetes',
  },
  {
    id: 'chest_pressure',
    label: {
      pt: 'Aperto, peso ou pressão no peito',
      en: 'Pressure, tightness or heaviness in the chest',
      es: 'Opresión, presión o peso en el pecho',
      de: 'Druck, Enge oder Schweregefühl in der Brust',
      fr: 'Oppression, serrement ou poids dans la poitrine',
    },
    // A tight chest with a wheeze or a reliever needed over and over is asthma's (NHS: Asthma attack; its own rules).
    when: allOf(
      'chest_pressure',
      not({ ageUnder: 18 }),
      not(anyOf('wheezing', 'reliever_overuse', STABLE_EXERTIONAL_PATTERN, USUAL_PANIC_ATTACK)),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: Heart attack — symptoms (pressure, heaviness, tightness or squeezing across the chest)',
  },
  {
    id: 'chest_pain_cardiac_history',
    label: {
      pt: 'Dor no peito em quem tem doença do coração ou diabetes',
      en: 'Chest pain in someone with heart disease or diabetes',
      es: 'Dolor en el pecho en alguien con enfermedad del corazón o diabetes',
      de: 'Brustschmerz bei bekannter Herzerkrankung oder Diabetes',
      fr: 'Douleur thoracique chez une personne cardiaque ou diabétique',
    },
    when: allOf('chest_pain', anyOf('heart_disease', 'diabetes'), not(STABLE_EXERTIONAL_PATTERN)),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NICE CKS: Chest pain; NICE CG95: Recent-onset chest pain of suspected cardiac origin',
  },
  {
    id: 'chest_pain_over_40',
    label: {
      pt: 'Dor no peito depois dos 40 anos',
      en: 'Chest pain over the age of 40',
      es: 'Dolor en el pecho a partir de los 40 años',
      de: 'Brustschmerz ab 40 Jahren',
      fr: 'Douleur thoracique après 40 ans',
    },
    when: allOf('chest_pain', { ageAtLeast: 40 }, not(STABLE_EXERTIONAL_PATTERN)),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NICE CG95: Recent-onset chest pain of suspected cardiac origin; Manchester Triage System: chest pain',
  },
  {
    id: 'aortic_dissection',
    label: {
      pt: 'Dor súbita "rasgando" no peito ou nas costas',
      en: 'Sudden tearing pain in the chest or back',
      es: 'Dolor súbito desgarrador en el pecho o la espalda',
      de: 'Plötzlicher reißender Schmerz in Brust oder Rücken',
      fr: 'Douleur brutale en déchirure dans la poitrine ou le dos',
    },
    when: allOf(
      'tearing_pain',
      anyOf('chest_pain', 'chest_pressure', 'back_pain', 'interscapular_pain', 'abdominal_pain', 'chest_pain_radiating'),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NICE CKS: Chest pain (aortic dissection); ESC 2014 Guidelines on aortic diseases',
  },
  {
    id: 'pulmonary_embolism',
    label: {
      pt: 'Falta de ar ou dor ao respirar com perna inchada, cirurgia recente ou parto recente',
      en: 'Breathlessness or pain on breathing with a swollen leg, recent surgery or recent birth',
      es: 'Falta de aire o dolor al respirar con pierna hinchada, cirugía o parto reciente',
      de: 'Atemnot oder atemabhängiger Schmerz mit geschwollenem Bein, kürzlicher Operation oder Geburt',
      fr: 'Essoufflement ou douleur en respirant avec jambe gonflée, opération ou accouchement récents',
    },
    when: allOf(
      anyOf(
        'pleuritic_pain',
        'coughing_blood',
        'chest_pain',
        allOf('shortness_of_breath', { suddenOnset: true }),
        allOf('shortness_of_breath', 'calf_pain_swelling'),
      ),
      anyOf('calf_pain_swelling', 'recent_surgery', 'postpartum'),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: Pulmonary embolism and DVT — call 999; NICE NG158: Venous thromboembolic diseases',
  },
  {
    id: 'deep_vein_thrombosis',
    label: {
      pt: 'Panturrilha inchada e dolorosa (possível trombose)',
      en: 'Painful swollen calf (possible blood clot)',
      es: 'Pantorrilla hinchada y dolorosa (posible trombosis)',
      de: 'Schmerzhaft geschwollene Wade (mögliche Thrombose)',
      fr: 'Mollet gonflé et douloureux (possible phlébite)',
    },
    when: { finding: 'calf_pain_swelling' },
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source: 'NHS: DVT (deep vein thrombosis) — ask for an urgent GP appointment or get help from 111; NICE NG158',
  },
  {
    id: 'palpitations_with_warning_signs',
    label: {
      pt: 'Coração disparado com dor no peito, falta de ar ou desmaio',
      en: 'Racing heart with chest pain, breathlessness or fainting',
      es: 'Palpitaciones con dolor en el pecho, falta de aire o desmayo',
      de: 'Herzrasen mit Brustschmerz, Atemnot oder Ohnmacht',
      fr: 'Palpitations avec douleur thoracique, essoufflement ou malaise',
    },
    // A fast pulse measured in a fever (pneumonia with pleuritic pain, HR 104) is the fever's; a racing heart felt is not.
    when: allOf(
      anyOf('palpitations', allOf('tachycardia', not(anyOf('fever', 'high_fever'))), 'bradycardia'),
      // A little breathless, or only on the stairs, is the racing heart's own effect: same-day care (the rule below).
      anyOf('chest_pain', 'chest_pressure', allOf('shortness_of_breath', not('mild_breathlessness')), 'fainting', 'near_fainting'),
      not(USUAL_PANIC_ATTACK),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: Heart palpitations — call 999 with chest pain, shortness of breath or fainting',
  },
  {
    id: 'palpitations_fast_heart_rate',
    label: {
      pt: 'Coração disparado acima de 120 batimentos por minuto',
      en: 'A racing heart above 120 beats a minute',
      es: 'Palpitaciones con más de 120 latidos por minuto',
      de: 'Herzrasen mit über 120 Schlägen pro Minute',
      fr: 'Palpitations à plus de 120 battements par minute',
    },
    // Felt and measured: a pulse above 120 in a fever is the fever's.
    when: allOf('palpitations', { heartRateAbove: 120 }, not(anyOf('fever', 'high_fever'))),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source: 'NHS: Atrial fibrillation — see a GP urgently or call 111 with a heart rate consistently above 120 beats a minute',
  },
  {
    id: 'fainting_with_risk',
    label: {
      pt: 'Desmaio em pessoa com doença do coração, falta de ar ou acima dos 65 anos',
      en: 'Fainting with heart disease, breathlessness, or over 65',
      es: 'Desmayo con enfermedad del corazón, falta de aire o mayor de 65 años',
      de: 'Ohnmacht bei Herzerkrankung, Atemnot oder über 65 Jahren',
      fr: 'Perte de connaissance avec maladie cardiaque, essoufflement ou après 65 ans',
    },
    when: allOf('fainting', anyOf('heart_disease', 'shortness_of_breath', 'palpitations', { ageAtLeast: 65 })),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'within_hours',
    source: 'NICE CG109: Transient loss of consciousness in over 16s (red flags for urgent cardiovascular assessment)',
  },
  // — Brain and nerves —
  {
    id: 'stroke_fast',
    label: {
      pt: 'Sinais de AVC: rosto caído, braço fraco ou fala alterada',
      en: 'Stroke signs: face drooping, arm weakness or speech problems',
      es: 'Signos de ictus: cara caída, debilidad en el brazo o dificultad para hablar',
      de: 'Schlaganfallzeichen: hängendes Gesicht, Armschwäche oder Sprachstörung',
      fr: "Signes d'AVC : visage affaissé, faiblesse du bras ou trouble de la parole",
    },
    when: anyOf(
      allOf('facial_droop', not(PERIPHERAL_FACIAL_PALSY)),
      'arm_weakness',
      'one_sided_weakness',
      'speech_difficulty',
      allOf('leg_weakness', { suddenOnset: true }),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: Stroke — act FAST, call 999; NICE NG128: Stroke and TIA',
  },
  {
    id: 'posterior_stroke_signs',
    label: {
      pt: 'Visão dupla com tontura, vertigem ou desequilíbrio',
      en: 'Double vision with dizziness, a spinning feeling or unsteadiness',
      es: 'Visión doble con mareo, vértigo o inestabilidad',
      de: 'Doppelbilder mit Schwindel, Drehschwindel oder Gangunsicherheit',
      fr: 'Vision double avec étourdissement, vertige ou déséquilibre',
    },
    // A stroke at the back of the brain shows in the balance and the eyes more than in the face or an arm ("BE FAST").
    when: allOf('double_vision', anyOf('vertigo', 'dizziness', 'balance_problems')),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NICE NG128: Stroke and TIA (posterior circulation: vertigo with diplopia or ataxia); NHS: Stroke — call 999',
  },
  {
    id: 'facial_palsy',
    label: {
      pt: 'Um lado do rosto paralisado até a testa (paralisia facial: tratar nas primeiras 72 horas)',
      en: 'One side of the face weak up to the forehead (facial palsy: best treated within 72 hours)',
      es: 'Un lado de la cara paralizado hasta la frente (parálisis facial: tratar en las primeras 72 horas)',
      de: 'Eine Gesichtshälfte bis zur Stirn gelähmt (Fazialisparese: Behandlung in den ersten 72 Stunden)',
      fr: "Un côté du visage paralysé jusqu'au front (paralysie faciale : à traiter dans les 72 heures)",
    },
    when: PERIPHERAL_FACIAL_PALSY,
    urgency: 'high',
    careSetting: 'doctor',
    timeWindow: 'within_hours',
    source: 'NHS: Bell’s palsy — urgent GP appointment or NHS 111; NICE CKS: Bell’s palsy (forehead involved: lower motor neurone)',
  },
  {
    id: 'thunderclap_headache',
    label: {
      pt: 'Dor de cabeça súbita e muito forte (a pior da vida)',
      en: 'Sudden, very severe headache (the worst ever)',
      es: 'Dolor de cabeza súbito y muy fuerte (el peor de tu vida)',
      de: 'Plötzlicher, extrem starker Kopfschmerz (der schlimmste je)',
      fr: 'Mal de tête brutal et très violent (le pire de sa vie)',
    },
    when: anyOf(
      'thunderclap_headache',
      allOf('severe_headache', { suddenOnset: true }),
      allOf(anyOf('severe_headache', 'headache'), 'neck_stiffness', 'vomiting'),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NICE CKS: Headache — assessment (thunderclap headache); NHS: Subarachnoid haemorrhage — call 999',
  },
  {
    id: 'meningitis_signs',
    label: {
      pt: 'Febre com pescoço rígido, incômodo com a luz ou manchas que não somem ao apertar',
      en: 'Fever with a stiff neck, dislike of light or a rash that does not fade under a glass',
      es: 'Fiebre con cuello rígido, molestia con la luz o manchas que no desaparecen al presionar',
      de: 'Fieber mit steifem Nacken, Lichtempfindlichkeit oder nicht wegdrückbarem Ausschlag',
      fr: "Fièvre avec raideur de la nuque, gêne à la lumière ou taches qui ne s'effacent pas",
    },
    when: allOf(
      anyOf('fever', 'high_fever', { temperatureAtLeast: 38 }),
      anyOf('neck_stiffness', 'photophobia', 'non_blanching_rash', 'bulging_fontanelle'),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: Meningitis — call 999; NICE NG240: Meningitis (bacterial) and meningococcal disease',
  },
  {
    id: 'non_blanching_rash',
    label: {
      pt: 'Manchas na pele que não somem ao apertar',
      en: 'A rash that does not fade when pressed',
      es: 'Manchas en la piel que no desaparecen al presionar',
      de: 'Ausschlag, der sich nicht wegdrücken lässt',
      fr: "Taches sur la peau qui ne s'effacent pas à la pression",
    },
    when: { finding: 'non_blanching_rash' },
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NICE NG240: Meningitis and meningococcal disease; NHS: Sepsis and meningitis — the glass test',
  },
  {
    id: 'seizure',
    label: {
      pt: 'Convulsão',
      en: 'Seizure (fit)',
      es: 'Convulsión',
      de: 'Krampfanfall',
      fr: 'Convulsions',
    },
    when: allOf('seizure', not(SEIZURE_OVER_AS_BEFORE)),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: Epilepsy / what to do if someone has a seizure — call 999; NICE NG217: Epilepsies',
  },
  {
    id: 'seizure_over_as_before',
    label: {
      pt: 'Convulsão que já passou, em quem já teve outras',
      en: 'A seizure that has stopped, in someone who has had them before',
      es: 'Convulsión que ya pasó, en alguien que ya las ha tenido',
      de: 'Vorbeigegangener Krampfanfall bei jemandem, der schon früher welche hatte',
      fr: 'Crise terminée chez quelqu’un qui en a déjà fait',
    },
    when: allOf('seizure', SEIZURE_OVER_AS_BEFORE),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source:
      'NHS: Febrile seizures — call 999 for a first fit or one over 5 minutes, otherwise call 111 or see a GP; NHS: Epilepsy — a known seizure that stops within 5 minutes, with recovery, does not usually need 999',
  },
  {
    id: 'unresponsive',
    label: {
      pt: 'Perda de consciência ou não responde',
      en: 'Unconscious or not responding',
      es: 'Pérdida de conocimiento o no responde',
      de: 'Bewusstlos oder nicht ansprechbar',
      fr: 'Perte de connaissance ou ne répond pas',
    },
    when: { finding: 'loss_of_consciousness' },
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: When to call 999 — someone is unconscious; Manchester Triage System: unresponsive',
  },
  {
    id: 'sudden_confusion',
    label: {
      pt: 'Confusão mental de início recente',
      en: 'New confusion',
      es: 'Confusión de aparición reciente',
      de: 'Neu aufgetretene Verwirrtheit',
      fr: 'Confusion récente',
    },
    when: { finding: 'confusion' },
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NHS: Confusion (sudden) — call 999 or go to A&E; NICE CG103: Delirium',
  },
  {
    id: 'head_injury_serious',
    label: {
      pt: 'Pancada na cabeça com desmaio, convulsão, confusão, fraqueza, vômitos repetidos ou uso de anticoagulante',
      en: 'Head injury with knocked out, seizure, confusion, weakness, repeated vomiting or on blood thinners',
      es: 'Golpe en la cabeza con pérdida de conocimiento, convulsión, confusión, debilidad, vómitos repetidos o anticoagulantes',
      de: 'Kopfverletzung mit Bewusstlosigkeit, Krampfanfall, Verwirrtheit, Lähmung, wiederholtem Erbrechen oder unter Blutverdünnern',
      fr: 'Choc à la tête avec perte de connaissance, convulsions, confusion, faiblesse, vomissements répétés ou sous anticoagulants',
    },
    when: anyOf(
      allOf(
        'head_injury',
        anyOf(
          'loss_of_consciousness',
          'seizure',
          'confusion',
          'one_sided_weakness',
          'arm_weakness',
          'speech_difficulty',
          'double_vision',
          'vision_loss',
          'lethargy',
        ),
      ),
      // On blood thinners any head injury is scanned at hospital (NICE NG232; NHS: Head injury — go to A&E if you take
      // blood-thinning medicine), a bump with no symptom too, as the probe authors label it.
      allOf('head_injury', 'anticoagulants'),
      // Vomiting again and again after it (NICE NG232: more than once in an adult, three times in a child); a single
      // vomit with a headache is seen at the emergency department, below.
      allOf('head_injury', 'persistent_vomiting'),
      allOf('head_injury', 'repeated_vomiting', not({ ageUnder: 16 })),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NICE NG232: Head injury (CT within 1 hour criteria); NHS: Head injury and concussion — call 999',
  },
  {
    id: 'head_injury_needs_assessment',
    label: {
      pt: 'Pancada na cabeça com desmaio breve, vômitos, perda de memória, dor de cabeça que não passa com analgésicos, anticoagulante ou acima dos 65 anos',
      en: 'Head injury with a brief knock-out, vomiting, memory loss, a headache painkillers do not ease, blood thinners or over 65',
      es: 'Golpe en la cabeza con pérdida breve de conocimiento, vómitos, pérdida de memoria, dolor de cabeza que no cede con analgésicos, anticoagulantes o mayor de 65 años',
      de: 'Kopfverletzung mit kurzer Bewusstlosigkeit, Erbrechen, Gedächtnislücke, Kopfschmerzen, die mit Schmerzmitteln nicht besser werden, Blutverdünner oder über 65 Jahren',
      fr: 'Choc à la tête avec brève perte de connaissance, vomissements, trou de mémoire, mal de tête qui ne passe pas avec les antidouleurs, anticoagulants ou après 65 ans',
    },
    // A bump with a passing headache, or a toddler who cried at once and plays again, is cared for at home (NHS);
    // a baby under one with a head injury is seen, and so is anyone knocked out who has come round (NICE NG232; NHS:
    // go to A&E if knocked out but now awake).
    when: allOf(
      'head_injury',
      anyOf(
        'fainting',
        'vomiting',
        'memory_loss',
        'anticoagulants',
        'severe_headache',
        allOf('headache', 'not_eased_by_painkillers'),
        { ageAtLeast: 65 },
        { ageUnder: 1 },
      ),
    ),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source:
      'NICE NG232: Head injury (loss of consciousness, anticoagulants, vomiting, amnesia, age ≥ 65, a baby under 1); NHS: Head injury — go to A&E (also for a headache that does not go away with painkillers)',
  },
  {
    id: 'sudden_vision_loss',
    label: {
      pt: 'Perda súbita da visão',
      en: 'Sudden loss of vision',
      es: 'Pérdida súbita de la visión',
      de: 'Plötzlicher Sehverlust',
      fr: 'Perte brutale de la vue',
    },
    when: anyOf('vision_loss', allOf('double_vision', { suddenOnset: true })),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NHS: Loss of vision — go to A&E or call 999; Royal College of Ophthalmologists: sudden visual loss',
  },
  {
    id: 'eye_injury_affecting_sight',
    label: {
      pt: 'Lesão no olho por ferramenta (esmerilhadeira, martelo), ou com visão turva ou dupla, ou dor com a luz',
      en: 'Eye injury from a power tool or hammer, or with blurred or double vision, or pain from light',
      es: 'Lesión en el ojo por una herramienta (radial, martillo), o con visión borrosa o doble, o dolor con la luz',
      de: 'Augenverletzung durch Werkzeug (Flex, Hammer) oder mit verschwommenem oder doppeltem Sehen oder Lichtschmerz',
      fr: 'Blessure à l’œil par un outil (meuleuse, marteau), ou avec vision floue ou double, ou douleur à la lumière',
    },
    when: allOf('eye_injury', anyOf('blurred_vision', 'double_vision', 'vision_loss', 'photophobia', 'power_tool_use')),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'within_hours',
    source:
      'NHS: Eye injuries — go to A&E if something hit your eye at high speed (a power tool), or you have changes to your sight or pain looking at light',
  },
  {
    id: 'dental_infection_spreading',
    label: {
      pt: 'Dente com o rosto inchado e febre ou dificuldade para abrir a boca ou engolir',
      en: 'A tooth with a swollen face and a fever, or trouble opening the mouth or swallowing',
      es: 'Muela con la cara hinchada y fiebre, o dificultad para abrir la boca o tragar',
      de: 'Zahn mit geschwollenem Gesicht und Fieber oder Mühe, den Mund zu öffnen oder zu schlucken',
      fr: 'Dent avec le visage gonflé et de la fièvre, ou du mal à ouvrir la bouche ou à avaler',
    },
    when: allOf(
      anyOf('dental_swelling', allOf('toothache', anyOf('facial_swelling', 'swollen_gums_jaw'))),
      anyOf('fever', 'high_fever', { temperatureAtLeast: 38 }, 'trismus', 'difficulty_swallowing'),
    ),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source:
      'NHS: Dental abscess — get urgent help (111, an urgent dental appointment) if your face or jaw is swollen with a high temperature, and go to A&E if the swelling reaches the eye or neck or makes it hard to breathe, swallow or open the mouth',
  },
  {
    id: 'painful_eye_with_vision_change',
    label: {
      pt: 'Dor no olho com visão embaçada',
      en: 'Painful eye with blurred vision',
      es: 'Dolor de ojo con visión borrosa',
      de: 'Augenschmerz mit verschwommenem Sehen',
      fr: "Douleur à l'œil avec vision floue",
    },
    when: allOf('eye_pain', anyOf('blurred_vision', 'vision_loss', 'halos')),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NICE CKS: Red eye (acute angle-closure glaucoma); NHS: Glaucoma — go to A&E',
  },
  {
    id: 'retinal_detachment_signs',
    label: {
      pt: 'Flashes de luz e moscas volantes novos, ou uma sombra como uma cortina na visão',
      en: 'New flashes and floaters, or a shadow like a curtain across the vision',
      es: 'Destellos y moscas volantes nuevos, o una sombra como una cortina en la vista',
      de: 'Neue Lichtblitze und schwarze Punkte, oder ein Schatten wie ein Vorhang im Sehfeld',
      fr: 'Éclairs et mouches volantes nouveaux, ou une ombre comme un rideau devant la vue',
    },
    when: anyOf('curtain_over_vision', allOf('flashes', 'floaters'), allOf('floaters', { suddenOnset: true })),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'within_hours',
    source: 'NHS: Detached retina (retinal detachment) — go to an eye casualty or A&E straight away; NICE CKS: Retinal detachment',
  },
  {
    id: 'cauda_equina',
    label: {
      pt: 'Dor nas costas com dormência na região genital ou perda do controle da urina ou fezes',
      en: 'Back pain with numbness around the genitals or loss of bladder or bowel control',
      es: 'Dolor de espalda con entumecimiento genital o pérdida del control de orina o heces',
      de: 'Rückenschmerz mit Taubheit im Genitalbereich oder Verlust der Blasen- oder Darmkontrolle',
      fr: 'Mal de dos avec engourdissement du périnée ou perte de contrôle urinaire ou fécal',
    },
    when: anyOf('saddle_numbness', allOf(anyOf('back_pain', 'leg_weakness', 'numbness'), 'bladder_bowel_dysfunction')),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source:
      'NHS: Cauda equina syndrome — go to A&E; NICE CKS: Sciatica (lumbar radiculopathy) red flags; GIRFT national cauda equina pathway',
  },
  {
    id: 'urinary_retention',
    label: {
      pt: 'Não consegue urinar, com a barriga baixa dolorida ou inchada',
      en: 'Unable to pass urine, with a painful or swollen lower belly',
      es: 'No puede orinar, con dolor o hinchazón en la parte baja de la barriga',
      de: 'Kann kein Wasser lassen, mit schmerzhaftem oder vorgewölbtem Unterbauch',
      fr: 'Impossible d’uriner, avec le bas du ventre douloureux ou gonflé',
    },
    // Not after vomiting and diarrhoea, when little urine is the body drying out (its own rules).
    when: allOf(
      'no_urine',
      anyOf('lower_abdominal_pain', 'abdominal_pain', 'abdominal_bloating', 'urinary_urgency'),
      not({ youngChild: true }),
      not(anyOf('vomiting', 'persistent_vomiting', 'diarrhoea', 'dehydration_signs')),
    ),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'within_hours',
    source: 'NHS: Urinary retention — go to A&E if you cannot pee at all; NICE CKS: Lower urinary tract symptoms in men (acute retention)',
  },
  // — Breathing and allergy —
  {
    id: 'severe_breathing_difficulty',
    label: {
      pt: 'Falta de ar grave, ruído ao respirar ou lábios roxos',
      en: 'Severe difficulty breathing, noisy breathing in or blue lips',
      es: 'Dificultad grave para respirar, ruido al respirar o labios morados',
      de: 'Schwere Atemnot, Stridor oder blaue Lippen',
      fr: 'Grande difficulté à respirer, bruit à l’inspiration ou lèvres bleues',
    },
    // Croup's stridor heard at rest with no distress is moderate croup, seen the same day (the croup entry); it is an
    // emergency with the struggle to breathe or the blue lips that make it severe. The stridor at the end of a coughing
    // fit is whooping cough's whoop (NHS: Whooping cough), not an airway closing.
    // Recession is severe distress in a baby under 3 months, a drowsy child, or with a reliever or treatment that does not
    // help (NICE NG9; BTS/SIGN 158: acute asthma); otherwise the rule below.
    when: anyOf(
      allOf('severe_breathlessness', not(USUAL_PANIC_ATTACK)),
      allOf('stridor', not(anyOf('barking_cough', 'whoop'))),
      'blue_lips',
      allOf('chest_recession', anyOf({ ageUnder: 0.25 }, 'lethargy', 'reliever_overuse', 'not_improving')),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source:
      'NHS: Shortness of breath — call 999 (gasping, choking, not able to get words out, blue lips); Manchester Triage System: airway compromise, inadequate breathing',
  },
  {
    id: 'chest_recession',
    label: {
      pt: 'Tiragem: a pele afunda entre ou debaixo das costelas ao respirar',
      en: 'The skin pulling in under or between the ribs with each breath',
      es: 'Tiraje: se le marcan o hunden las costillas al respirar',
      de: 'Einziehungen zwischen oder unter den Rippen beim Atmen',
      fr: 'Tirage : la peau se creuse entre ou sous les côtes à chaque respiration',
    },
    when: anyOf('chest_recession'),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source:
      'NICE NG9: Bronchiolitis in children (refer to hospital with signs of respiratory distress; 999 when recession is marked); NICE CKS: Croup (moderate: recession at rest)',
  },
  {
    id: 'slow_or_irregular_breathing',
    label: {
      pt: 'Respiração lenta, irregular ou com pausas em alguém sonolento, intoxicado, ferido na cabeça ou numa criança pequena',
      en: 'Slow or irregular breathing, or pauses in breathing, in someone drowsy, intoxicated, after a head injury or in a young child',
      es: 'Respiración lenta, irregular o con pausas en alguien adormilado, intoxicado, tras un golpe en la cabeza o en un niño pequeño',
      de: 'Langsame oder unregelmäßige Atmung oder Atempausen bei Benommenheit, Vergiftung, nach Kopfverletzung oder bei einem Kleinkind',
      fr: 'Respiration lente, irrégulière ou avec des pauses chez une personne somnolente, intoxiquée, après un choc à la tête ou chez un jeune enfant',
    },
    when: allOf(
      'slow_irregular_breathing',
      anyOf(
        'lethargy',
        'confusion',
        'loss_of_consciousness',
        'overdose',
        'poisoning',
        'drug_use',
        'alcohol_intake',
        'head_injury',
        'blue_lips',
        { youngChild: true },
      ),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source:
      'NHS: When to call 999 (not breathing or irregular breathing); NHS: Opioid overdose and alcohol poisoning — call 999 if breathing is slow or irregular; NICE NG232: Head injury',
  },
  {
    id: 'severe_hypoxia',
    label: {
      pt: 'Oxigênio no sangue muito baixo',
      en: 'Very low blood oxygen',
      es: 'Oxígeno en sangre muy bajo',
      de: 'Sehr niedrige Sauerstoffsättigung',
      fr: "Taux d'oxygène dans le sang très bas",
    },
    when: { finding: 'severe_hypoxia' },
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'Royal College of Physicians NEWS2 (SpO2 ≤ 91 %); BTS guideline for oxygen use in adults; NICE NG9 (SpO2 < 92 % in children)',
  },
  {
    id: 'hypoxia_with_breathlessness',
    label: {
      pt: 'Oxigênio baixo com falta de ar',
      en: 'Low oxygen with breathlessness',
      es: 'Oxígeno bajo con falta de aire',
      de: 'Niedrige Sättigung mit Atemnot',
      fr: 'Oxygène bas avec essoufflement',
    },
    when: allOf('hypoxia', anyOf('shortness_of_breath', 'rapid_breathing', 'tachypnoea', 'cough', 'fever')),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'Royal College of Physicians NEWS2 (SpO2 92–93 %); NICE NG143 (SpO2 ≤ 95 % in under 5s is amber)',
  },
  {
    id: 'anaphylaxis',
    label: {
      pt: 'Reação alérgica grave: inchaço ou urticária com dificuldade para respirar ou desmaio',
      en: 'Severe allergic reaction: swelling or hives with trouble breathing or feeling faint',
      es: 'Reacción alérgica grave: hinchazón o ronchas con dificultad para respirar o desmayo',
      de: 'Schwere allergische Reaktion: Schwellung oder Quaddeln mit Atemnot oder Kreislaufproblemen',
      fr: 'Réaction allergique grave : gonflement ou urticaire avec gêne respiratoire ou malaise',
    },
    when: anyOf(
      allOf(
        anyOf('facial_swelling', 'hives', 'allergen_exposure', 'bite_or_sting'),
        anyOf(BREATHING_TROUBLE, 'difficulty_swallowing', FAINT, 'hypotension'),
      ),
      // After an allergen, a hoarse or changed voice is an airway sign (Resuscitation Council UK); after a sore
      // throat it is the quinsy's, which another rule answers. A voice gone hoarse is a cold's too, unless the face
      // swells with it.
      allOf(anyOf('hives', 'allergen_exposure', 'bite_or_sting'), anyOf('muffled_voice', allOf('hoarseness', 'facial_swelling'))),
      // Hives after a known allergen with a hoarse voice: the airway swelling under the skin's (Resuscitation Council UK).
      allOf(anyOf('allergen_exposure', 'bite_or_sting'), 'hives', 'hoarseness'),
      // A sting, then vomiting with dizziness or pallor: the circulation reacting (Resuscitation Council UK).
      allOf('bite_or_sting', 'vomiting', anyOf('dizziness', 'pallor', 'near_fainting')),
      // A child who eats the food they are allergic to, comes out in a rash and vomits again and again (EAACI 2021:
      // persistent vomiting after a food allergen is anaphylaxis).
      allOf('allergen_exposure', anyOf('hives', 'rash', 'facial_swelling'), anyOf('repeated_vomiting', 'persistent_vomiting')),
      // Swollen lips or tongue with hives or itching all over is an allergy; a hoarse voice or dizziness with it is
      // the airway or the circulation (Resuscitation Council UK: anaphylaxis).
      allOf(
        'facial_swelling',
        anyOf('hives', 'itching', 'allergen_exposure', 'bite_or_sting'),
        anyOf('hoarseness', 'muffled_voice', 'dizziness', 'near_fainting'),
      ),
      // Swollen lips with a changed voice and light-headedness, whatever was eaten: the airway and the circulation
      // together, however the allergen is told (Resuscitation Council UK: anaphylaxis).
      allOf('facial_swelling', anyOf('hoarseness', 'muffled_voice'), anyOf('dizziness', FAINT)),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'Resuscitation Council UK: Emergency treatment of anaphylaxis (2021); NHS: Anaphylaxis — call 999',
  },
  {
    id: 'face_or_tongue_swelling',
    label: {
      pt: 'Inchaço do rosto, lábios ou língua',
      en: 'Swelling of the face, lips or tongue',
      es: 'Hinchazón de la cara, los labios o la lengua',
      de: 'Schwellung von Gesicht, Lippen oder Zunge',
      fr: 'Gonflement du visage, des lèvres ou de la langue',
    },
    // A lip that tingles and swells before the blisters of a cold sore is the cold sore (NHS: Cold sores).
    when: allOf('facial_swelling', not('cold_sore')),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NHS: Angioedema — go to A&E or call 999 if the tongue or throat swells',
  },
  {
    id: 'drooling_with_fever_or_noisy_breathing',
    label: {
      pt: 'Baba, não consegue engolir, com febre ou ruído ao respirar',
      en: 'Drooling and cannot swallow, with fever or noisy breathing',
      es: 'Babeo e incapacidad para tragar, con fiebre o ruido al respirar',
      de: 'Speichelfluss und Schluckunfähigkeit mit Fieber oder Atemgeräusch',
      fr: 'Bave et ne peut pas avaler, avec fièvre ou bruit respiratoire',
    },
    when: allOf(
      'drooling',
      anyOf('fever', 'high_fever', 'stridor', 'difficulty_swallowing', 'sore_throat'),
      // A quinsy (one side, a locked jaw, a "hot potato" voice) that leaves the breathing alone is the same day's
      // hospital care, not an ambulance (NICE CKS: Sore throat — quinsy: same-day admission).
      not(allOf(anyOf('trismus', 'muffled_voice', 'one_sided_throat_pain'), not(anyOf('stridor', BREATHING_TROUBLE)))),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NICE CKS: Sore throat — acute (epiglottitis, quinsy: admit); Manchester Triage System: drooling',
  },
  {
    id: 'wheeze_with_breathlessness',
    label: {
      pt: 'Chiado no peito com falta de ar',
      en: 'Wheezing with breathlessness',
      es: 'Pitidos en el pecho con falta de aire',
      de: 'Pfeifende Atmung mit Atemnot',
      fr: 'Respiration sifflante avec essoufflement',
    },
    when: allOf('wheezing', anyOf('shortness_of_breath', 'rapid_breathing', 'tachypnoea')),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source: 'NHS: Asthma attack — call 999 if the inhaler does not help; BTS/SIGN 158: British guideline on the management of asthma',
  },
  {
    id: 'coughing_blood',
    label: {
      pt: 'Tosse com sangue',
      en: 'Coughing up blood',
      es: 'Tos con sangre',
      de: 'Bluthusten',
      fr: 'Crachats de sang',
    },
    when: { finding: 'coughing_blood' },
    urgency: 'high',
    careSetting: 'doctor',
    timeWindow: 'within_24h',
    source: 'NHS: Coughing up blood — see a GP urgently; call 999 with breathing difficulty or chest pain',
  },
  // — Infection and sepsis —
  {
    id: 'sepsis_signs',
    label: {
      pt: 'Febre ou frio intenso com confusão, pele manchada, pressão baixa ou sem urinar',
      en: 'Fever or shivering with confusion, mottled skin, low blood pressure or no urine',
      es: 'Fiebre o escalofríos con confusión, piel moteada, tensión baja o sin orinar',
      de: 'Fieber oder Schüttelfrost mit Verwirrtheit, marmorierter Haut, niedrigem Blutdruck oder ohne Urin',
      fr: 'Fièvre ou frissons avec confusion, marbrures, tension basse ou absence d’urine',
    },
    when: allOf(
      anyOf('fever', 'high_fever', 'chills', 'hypothermia', { temperatureAtLeast: 38 }),
      anyOf(
        'confusion',
        'mottled_skin',
        'blue_lips',
        'hypotension',
        'no_urine',
        'severe_breathlessness',
        'lethargy',
        'loss_of_consciousness',
        'non_blanching_rash',
        'cold_extremities',
        // Told in words, or in a child, a fast heart with fast breathing; measured in someone 12 or over, NICE NG51's
        // high-risk rates (a heart rate of 91–130 or a breathing rate of 21–24 is moderate risk: possible_sepsis).
        allOf('tachycardia', 'tachypnoea', anyOf({ ageUnder: 12 }, not({ ratesMeasured: true }))),
        allOf(not({ ageUnder: 12 }), anyOf({ heartRateAbove: 130 }, { respiratoryRateAtLeast: 25 })),
      ),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: Sepsis — call 999; NICE NG51: Sepsis (high-risk criteria)',
  },
  {
    id: 'sepsis_signs_without_fever',
    label: {
      pt: 'Infecção conhecida com confusão, respiração rápida, pele manchada ou sem urinar, mesmo sem febre',
      en: 'A known infection with confusion, fast breathing, mottled skin or no urine, even without a fever',
      es: 'Infección conocida con confusión, respiración rápida, piel moteada o sin orinar, aun sin fiebre',
      de: 'Bekannte Infektion mit Verwirrtheit, schneller Atmung, marmorierter Haut oder ohne Urin, auch ohne Fieber',
      fr: 'Infection connue avec confusion, respiration rapide, marbrures ou absence d’urine, même sans fièvre',
    },
    // Older people with sepsis often have no fever (NICE NG51): two high-risk signs with the infection suffice; burning
    // when passing urine tells the infection too.
    when: allOf(
      anyOf('known_infection', 'painful_urination'),
      anyOf(
        allOf(
          'confusion',
          anyOf('mottled_skin', 'rapid_breathing', 'tachypnoea', 'no_urine', 'cold_extremities', 'blue_lips', 'hypotension'),
        ),
        allOf('mottled_skin', anyOf('rapid_breathing', 'tachypnoea', 'no_urine', 'hypotension')),
      ),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source:
      'NICE NG51: Sepsis — high-risk criteria (new confusion, respiratory rate ≥ 25, mottled skin, no urine for 18 h); older people may have no fever',
  },
  {
    id: 'possible_sepsis',
    label: {
      pt: 'Febre com coração ou respiração acelerados',
      en: 'Fever with a fast heart rate or fast breathing',
      es: 'Fiebre con pulso o respiración acelerados',
      de: 'Fieber mit schnellem Puls oder schneller Atmung',
      fr: 'Fièvre avec pouls ou respiration rapides',
    },
    when: allOf(anyOf('fever', 'high_fever', { temperatureAtLeast: 38 }), anyOf('tachycardia', 'tachypnoea', 'rapid_breathing')),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'within_hours',
    source: 'NICE NG51: Sepsis (moderate-to-high-risk criteria); Royal College of Physicians NEWS2',
  },
  {
    id: 'fever_immunosuppressed',
    label: {
      pt: 'Febre em quem faz quimioterapia ou tem imunidade baixa',
      en: 'Fever during chemotherapy or with a weak immune system',
      es: 'Fiebre durante la quimioterapia o con defensas bajas',
      de: 'Fieber unter Chemotherapie oder bei Immunschwäche',
      fr: 'Fièvre sous chimiothérapie ou avec des défenses affaiblies',
    },
    when: allOf(anyOf('fever', 'high_fever', 'chills', { temperatureAtLeast: 38 }), 'immunosuppressed'),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NICE CG151 / NG151: Neutropenic sepsis — refer immediately for emergency assessment',
  },
  // — Babies and children —
  {
    id: 'infant_fever_under_3_months',
    label: {
      pt: 'Febre (38 °C ou mais) em bebê com menos de 3 meses',
      en: 'Fever (38 °C or more) in a baby under 3 months',
      es: 'Fiebre (38 °C o más) en un bebé de menos de 3 meses',
      de: 'Fieber (38 °C oder mehr) bei einem Baby unter 3 Monaten',
      fr: 'Fièvre (38 °C ou plus) chez un bébé de moins de 3 mois',
    },
    when: allOf({ ageUnder: 0.25 }, anyOf('fever', 'high_fever', { temperatureAtLeast: 38 })),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'within_hours',
    source:
      'NICE NG143: Fever in under 5s (red: age 0–3 months with temperature ≥ 38 °C — face-to-face assessment within 2 hours; life-threatening features are separate rules); NHS: call 111 or your GP urgently',
  },
  {
    id: 'eyelid_swelling_with_fever',
    label: {
      pt: 'Pálpebra inchada e vermelha com febre',
      en: 'A swollen, red eyelid with a fever',
      es: 'Párpado hinchado y rojo con fiebre',
      de: 'Geschwollenes, gerötetes Lid mit Fieber',
      fr: 'Paupière gonflée et rouge avec de la fièvre',
    },
    when: allOf('eyelid_swelling', anyOf('fever', 'high_fever', { temperatureAtLeast: 38 })),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source:
      'NICE CKS: Cellulitis — acute (periorbital cellulitis: same-day specialist assessment); NHS: Cellulitis — cellulitis around the eyes needs urgent care',
  },
  {
    id: 'child_limp_with_fever',
    label: {
      pt: 'Criança mancando ou sem apoiar a perna, com febre',
      en: 'A child with a limp, or not putting weight on a leg, and a fever',
      es: 'Niño que cojea o no apoya la pierna, con fiebre',
      de: 'Kind, das hinkt oder das Bein nicht belastet, mit Fieber',
      fr: 'Enfant qui boite ou ne pose plus le pied, avec de la fièvre',
    },
    when: allOf({ ageUnder: 16 }, anyOf('limp', 'cannot_bear_weight'), anyOf('fever', 'high_fever', { temperatureAtLeast: 38 })),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source:
      'NICE CKS: Limp in children — a limp with fever needs same-day assessment for septic arthritis or osteomyelitis; NHS: Septic arthritis',
  },
  {
    id: 'infant_fever_under_3_months_unwell',
    label: {
      pt: 'Febre em bebê de menos de 3 meses que mama menos, está mole ou respira rápido',
      en: 'Fever in a baby under 3 months who is feeding less, floppy or breathing fast',
      es: 'Fiebre en un bebé de menos de 3 meses que come menos, está decaído o respira rápido',
      de: 'Fieber bei einem Baby unter 3 Monaten, das weniger trinkt, schlapp ist oder schnell atmet',
      fr: 'Fièvre chez un bébé de moins de 3 mois qui boit moins, est mou ou respire vite',
    },
    when: allOf(
      { ageUnder: 0.25 },
      anyOf('fever', 'high_fever', { temperatureAtLeast: 38 }),
      anyOf(
        'infant_poor_feeding',
        'lethargy',
        'fewer_wet_nappies',
        'rapid_breathing',
        'tachypnoea',
        'tachycardia',
        'mottled_skin',
        'inconsolable_crying',
        'vomiting',
      ),
    ),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source:
      'NICE NG143: Fever in under 5s (red: age under 3 months with 38 °C or more, plus reduced feeding, drowsiness or fast breathing — assess for sepsis in hospital now); NICE NG51: Sepsis',
  },
  {
    id: 'infant_fever_3_to_6_months',
    label: {
      pt: 'Febre de 39 °C ou mais em bebê de 3 a 6 meses',
      en: 'Fever of 39 °C or more in a baby aged 3–6 months',
      es: 'Fiebre de 39 °C o más en un bebé de 3 a 6 meses',
      de: 'Fieber ab 39 °C bei einem Baby von 3–6 Monaten',
      fr: 'Fièvre de 39 °C ou plus chez un bébé de 3 à 6 mois',
    },
    when: allOf({ ageAtLeast: 0.25 }, { ageUnder: 0.5 }, anyOf('high_fever', { temperatureAtLeast: 39 })),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source: 'NICE NG143: Fever in under 5s (amber: age 3–6 months with temperature ≥ 39 °C)',
  },
  {
    id: 'baby_fever_age_unknown',
    label: {
      pt: 'Febre em bebê (a idade muda a urgência)',
      en: 'Fever in a baby (the age changes how urgent this is)',
      es: 'Fiebre en un bebé (la edad cambia la urgencia)',
      de: 'Fieber bei einem Baby (das Alter bestimmt die Dringlichkeit)',
      fr: "Fièvre chez un bébé (l'âge change l'urgence)",
    },
    when: allOf({ infantAgeUnknown: true }, anyOf('fever', 'high_fever', { temperatureAtLeast: 38 })),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source: 'NICE NG143: Fever in under 5s (the thresholds depend on age in months)',
  },
  {
    id: 'child_fever_red_features',
    label: {
      pt: 'Criança com febre e sinais de gravidade (muito sonolenta, choro fraco ou agudo, moleira estufada, pele manchada)',
      en: 'Child with fever and a serious sign (hard to wake, weak or high-pitched cry, bulging soft spot, mottled skin)',
      es: 'Niño con fiebre y signos de gravedad (muy adormilado, llanto débil o agudo, fontanela abombada, piel moteada)',
      de: 'Kind mit Fieber und Warnzeichen (kaum weckbar, schwaches oder schrilles Weinen, gewölbte Fontanelle, marmorierte Haut)',
      fr: 'Enfant fiévreux avec un signe de gravité (difficile à réveiller, cri faible ou aigu, fontanelle bombée, marbrures)',
    },
    when: allOf(
      { youngChild: true },
      anyOf('fever', 'high_fever', { temperatureAtLeast: 38 }),
      anyOf('lethargy', 'inconsolable_crying', 'bulging_fontanelle', 'mottled_skin', 'blue_lips', 'severe_breathlessness'),
    ),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NICE NG143: Fever in under 5s — traffic light system (red features)',
  },
  {
    id: 'child_fever_amber_features',
    label: {
      pt: 'Criança pequena com febre e respiração rápida, palidez, sinais de desidratação, recusa alimentar ou febre há 5 dias',
      en: 'Young child with fever and fast breathing, pallor, signs of dehydration, poor feeding or fever for 5 days',
      es: 'Niño pequeño con fiebre y respiración rápida, palidez, signos de deshidratación, rechazo del alimento o fiebre de 5 días',
      de: 'Kleinkind mit Fieber und schneller Atmung, Blässe, Zeichen von Austrocknung, Trinkschwäche oder Fieber seit 5 Tagen',
      fr: 'Jeune enfant avec fièvre et respiration rapide, pâleur, signes de déshydratation, refus de boire ou fièvre depuis 5 jours',
    },
    when: allOf(
      { youngChild: true },
      anyOf('fever', 'high_fever', { temperatureAtLeast: 38 }),
      anyOf('rapid_breathing', 'tachypnoea', 'pallor', 'dehydration_signs', 'fewer_wet_nappies', 'infant_poor_feeding', 'chills', {
        lastedAtLeastHours: 120,
      }),
    ),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source: 'NICE NG143: Fever in under 5s — traffic light system (amber features: face-to-face assessment the same day)',
  },
  {
    id: 'baby_floppy_or_bulging_fontanelle',
    label: {
      pt: 'Bebê muito molinho, difícil de acordar ou com a moleira estufada',
      en: 'Baby floppy, hard to wake or with a bulging soft spot',
      es: 'Bebé muy flojo, difícil de despertar o con la fontanela abombada',
      de: 'Baby schlaff, schwer weckbar oder mit vorgewölbter Fontanelle',
      fr: 'Bébé tout mou, difficile à réveiller ou avec une fontanelle bombée',
    },
    when: anyOf('bulging_fontanelle', allOf({ youngChild: true }, 'lethargy')),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NICE NG143: Fever in under 5s (red: no response to social cues, does not wake, bulging fontanelle); NHS: Baby — call 999',
  },
  {
    id: 'child_dehydration',
    label: {
      pt: 'Criança pequena com vômitos ou diarreia e sinais de desidratação (fraldas secas, não mama)',
      en: 'Young child with vomiting or diarrhoea and signs of dehydration (dry nappies, not feeding)',
      es: 'Niño pequeño con vómitos o diarrea y signos de deshidratación (pañales secos, no come)',
      de: 'Kleinkind mit Erbrechen oder Durchfall und Zeichen von Austrocknung (trockene Windeln, trinkt nicht)',
      fr: 'Jeune enfant avec vomissements ou diarrhée et signes de déshydratation (couches sèches, ne boit pas)',
    },
    when: allOf(
      { youngChild: true },
      anyOf('fewer_wet_nappies', 'dehydration_signs', 'infant_poor_feeding', 'no_urine'),
      anyOf('vomiting', 'persistent_vomiting', 'diarrhoea', 'fever'),
    ),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source: 'NICE CG84: Diarrhoea and vomiting caused by gastroenteritis in under 5s (clinical dehydration); NICE NG143',
  },
  {
    id: 'dehydration_with_losses',
    label: {
      pt: 'Sinais de desidratação com vômitos ou diarreia',
      en: 'Signs of dehydration with vomiting or diarrhoea',
      es: 'Signos de deshidratación con vómitos o diarrea',
      de: 'Zeichen von Austrocknung bei Erbrechen oder Durchfall',
      fr: 'Signes de déshydratation avec vomissements ou diarrhée',
    },
    // No pee since the morning, or dark pee with dizziness on standing, are dehydration's signs told (NHS: Dehydration).
    when: allOf(
      anyOf('dehydration_signs', 'no_urine', allOf('dark_urine', 'dizziness')),
      anyOf('vomiting', 'persistent_vomiting', 'diarrhoea'),
    ),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source: 'NHS: Diarrhoea and vomiting — ask for an urgent GP appointment or call 111 with signs of dehydration',
  },
  {
    id: 'child_dehydration_shock',
    label: {
      pt: 'Criança desidratada e muito sonolenta, pálida ou com mãos e pés frios',
      en: 'Dehydrated child who is drowsy, pale or has cold hands and feet',
      es: 'Niño deshidratado y muy adormilado, pálido o con manos y pies fríos',
      de: 'Ausgetrocknetes Kind, schläfrig, blass oder mit kalten Händen und Füßen',
      fr: 'Enfant déshydraté somnolent, pâle ou aux mains et pieds froids',
    },
    when: allOf(
      { youngChild: true },
      anyOf('fewer_wet_nappies', 'dehydration_signs', 'no_urine'),
      // A soft spot sunken with dry nappies is a baby's severe dehydration, drowsy or not yet (WHO IMCI: severe
      // dehydration; every author of the blind sets labels it an emergency).
      anyOf('lethargy', 'mottled_skin', 'cold_extremities', 'pallor', 'sunken_fontanelle'),
    ),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NICE CG84: Diarrhoea and vomiting in under 5s (red flags, suspected shock)',
  },
  {
    id: 'young_baby_not_feeding',
    label: {
      pt: 'Bebê com menos de 3 meses que não mama',
      en: 'Baby under 3 months not feeding',
      es: 'Bebé de menos de 3 meses que no come',
      de: 'Baby unter 3 Monaten, das nicht trinkt',
      fr: 'Bébé de moins de 3 mois qui ne boit pas',
    },
    when: allOf({ ageUnder: 0.25 }, anyOf('infant_poor_feeding', 'fewer_wet_nappies', 'vomiting', 'persistent_vomiting')),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source: 'NICE NG143: Fever in under 5s (amber: poor feeding in infants, reduced urine output)',
  },
  {
    id: 'young_baby_not_feeding_red_features',
    label: {
      pt: 'Bebê com menos de 3 meses que não mama e está mole, com a pele manchada ou arroxeada',
      en: 'Baby under 3 months not feeding who is floppy, mottled or blue',
      es: 'Bebé de menos de 3 meses que no come y está hipotónico, con la piel moteada o azulada',
      de: 'Baby unter 3 Monaten, das nicht trinkt und schlapp, marmoriert oder bläulich ist',
      fr: 'Bébé de moins de 3 mois qui ne boit pas et est mou, marbré ou bleuté',
    },
    // Sepsis in a young baby often comes without a fever, or with a low temperature (NICE NG51).
    when: allOf({ ageUnder: 0.25 }, anyOf('infant_poor_feeding', 'fewer_wet_nappies'), anyOf('lethargy', 'mottled_skin', 'blue_lips')),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source:
      'NICE NG51: Sepsis — high-risk criteria in under 5s (mottled or ashen, no response to social cues, not waking); a baby may have no fever',
  },
  // — Abdomen, bleeding, pregnancy, genitals —
  {
    id: 'severe_bleeding',
    label: {
      pt: 'Sangramento intenso que não para',
      en: 'Heavy bleeding that will not stop',
      es: 'Sangrado abundante que no para',
      de: 'Starke Blutung, die nicht aufhört',
      fr: "Saignement abondant qui ne s'arrête pas",
    },
    // A heavy bleed that has since stopped (a nosebleed pinched for ten minutes) is no bleed that cannot be stopped.
    when: allOf('severe_bleeding', not('bleeding_stopped')),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: When to call 999 — heavy bleeding that cannot be stopped; Manchester Triage System: exsanguinating haemorrhage',
  },
  {
    id: 'gastrointestinal_bleeding',
    label: {
      pt: 'Vômito com sangue ou fezes pretas',
      en: 'Vomiting blood or black, tarry stools',
      es: 'Vómitos con sangre o heces negras',
      de: 'Bluterbrechen oder schwarzer Teerstuhl',
      fr: 'Vomissements de sang ou selles noires',
    },
    // Iron tablets turn stools black (NHS): black stools with them and no other sign are no bleed.
    when: anyOf(
      'vomiting_blood',
      allOf(
        'black_stool',
        anyOf(not('iron_supplements'), 'dizziness', 'fainting', 'near_fainting', 'pallor', 'abdominal_pain', 'vomiting', 'anticoagulants'),
      ),
    ),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source:
      'NHS: Vomiting blood — call 999 or go to A&E; NICE CG141: Acute upper gastrointestinal bleeding; NHS: Iron deficiency anaemia (iron tablets can make stools black)',
  },
  {
    id: 'bleeding_on_anticoagulants',
    label: {
      pt: 'Sangramento em quem toma anticoagulante',
      en: 'Bleeding while taking blood thinners',
      es: 'Sangrado tomando anticoagulantes',
      de: 'Blutung unter Blutverdünnern',
      fr: 'Saignement sous anticoagulants',
    },
    when: allOf(
      'anticoagulants',
      anyOf(
        'bloody_stool',
        'vomiting_blood',
        'black_stool',
        'blood_in_urine',
        'coughing_blood',
        'nosebleed',
        'heavy_vaginal_bleeding',
        'severe_bleeding',
      ),
    ),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NICE CKS: Anticoagulation — oral (major bleeding: emergency admission); NHS: Warfarin and DOACs — side effects',
  },
  {
    id: 'rectal_bleeding_with_faintness',
    label: {
      pt: 'Sangue nas fezes com tontura, palidez ou desmaio',
      en: 'Blood in the stool with dizziness, paleness or fainting',
      es: 'Sangre en las heces con mareo, palidez o desmayo',
      de: 'Blut im Stuhl mit Schwindel, Blässe oder Ohnmacht',
      fr: 'Sang dans les selles avec vertiges, pâleur ou malaise',
    },
    when: allOf('bloody_stool', anyOf('dizziness', 'pallor', 'fainting', 'near_fainting', 'tachycardia', 'hypotension')),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NHS: Bleeding from the bottom — go to A&E; NICE CG141',
  },
  {
    id: 'acute_abdomen',
    label: {
      pt: 'Barriga dura ou dor abdominal súbita e intensa',
      en: 'Rigid abdomen or sudden, severe abdominal pain',
      es: 'Abdomen duro o dolor abdominal súbito e intenso',
      de: 'Brettharter Bauch oder plötzliche starke Bauchschmerzen',
      fr: 'Ventre dur ou douleur abdominale brutale et intense',
    },
    when: anyOf(
      'rigid_abdomen',
      allOf('severe_abdominal_pain', anyOf({ suddenOnset: true }, FAINT, 'persistent_vomiting', 'fever', 'sweating', 'pallor')),
    ),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NHS: Stomach ache — call 999 or go to A&E for sudden severe pain; Manchester Triage System: abdominal pain',
  },
  {
    id: 'irreducible_hernia',
    label: {
      pt: 'Hérnia que não volta para dentro, dura ou dolorosa',
      en: 'A hernia that will not go back in, hard or painful',
      es: 'Hernia que no se reduce, dura o dolorosa',
      de: 'Bruch, der sich nicht mehr zurückdrücken lässt, hart oder schmerzhaft',
      fr: 'Hernie qui ne rentre plus, dure ou douloureuse',
    },
    when: { finding: 'irreducible_hernia' },
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source:
      'NHS: Inguinal hernia — go to A&E if a hernia is very painful, hard or cannot be pushed back in, or you feel sick or vomit (strangulation); NICE CKS: Hernia',
  },
  {
    id: 'bowel_obstruction',
    label: {
      pt: 'Barriga inchada, sem evacuar nem eliminar gases, com vômitos',
      en: 'Swollen belly, no poo or wind, and vomiting',
      es: 'Barriga hinchada, sin hacer caca ni expulsar gases, con vómitos',
      de: 'Aufgeblähter Bauch, kein Stuhlgang und keine Winde, mit Erbrechen',
      fr: 'Ventre gonflé, ni selles ni gaz, avec des vomissements',
    },
    when: allOf(anyOf('no_wind', 'constipation'), 'abdominal_bloating', anyOf('vomiting', 'persistent_vomiting')),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source:
      'NHS: Bowel obstruction — go to A&E with a swollen tummy, being sick and being unable to poo or pass wind; NICE CKS: Constipation (red flags)',
  },
  {
    id: 'severe_abdominal_pain',
    label: {
      pt: 'Dor abdominal intensa',
      en: 'Severe abdominal pain',
      es: 'Dolor abdominal intenso',
      de: 'Starke Bauchschmerzen',
      fr: 'Douleur abdominale intense',
    },
    when: { finding: 'severe_abdominal_pain' },
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'within_hours',
    source: 'NHS: Stomach ache; Manchester Triage System: severe pain',
  },
  {
    id: 'ectopic_pregnancy_unstable',
    label: {
      pt: 'Gravidez ou menstruação atrasada com dor na barriga e desmaio ou tontura',
      en: 'Pregnant or missed period with tummy pain and fainting or dizziness',
      es: 'Embarazo o retraso de la regla con dolor abdominal y desmayo o mareo',
      de: 'Schwangerschaft oder ausgebliebene Periode mit Bauchschmerzen und Ohnmacht oder Schwindel',
      fr: 'Grossesse ou retard de règles avec douleur au ventre et malaise ou vertiges',
    },
    when: allOf(
      NOT_MALE,
      anyOf({ pregnant: true }, 'missed_period'),
      anyOf(LOWER_BELLY_PAIN, 'vaginal_bleeding', 'severe_abdominal_pain'),
      // Pain at the shoulder tip is blood under the diaphragm (NICE NG126: ectopic pregnancy).
      anyOf(FAINT, 'dizziness', 'hypotension', 'severe_abdominal_pain', 'pallor', 'shoulder_tip_pain'),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NICE NG126: Ectopic pregnancy and miscarriage (haemodynamic instability: emergency); NHS: Ectopic pregnancy — call 999',
  },
  {
    id: 'ectopic_pregnancy_possible',
    label: {
      pt: 'Gravidez ou menstruação atrasada com dor no baixo ventre ou sangramento',
      en: 'Pregnant or missed period with lower tummy pain or bleeding',
      es: 'Embarazo o retraso de la regla con dolor en el bajo vientre o sangrado',
      de: 'Schwangerschaft oder ausgebliebene Periode mit Unterbauchschmerzen oder Blutung',
      fr: 'Grossesse ou retard de règles avec douleur du bas-ventre ou saignement',
    },
    when: allOf(NOT_MALE, anyOf({ pregnant: true }, 'missed_period'), anyOf(LOWER_BELLY_PAIN, 'vaginal_bleeding')),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'within_hours',
    source: 'NICE NG126: Ectopic pregnancy and miscarriage (refer to early pregnancy assessment the same day)',
  },
  {
    id: 'pregnancy_bleeding_after_injury_or_with_shock',
    label: {
      pt: 'Sangramento e dor na barriga na gravidez depois de uma queda ou pancada, ou com o coração acelerado',
      en: 'Bleeding and tummy pain in pregnancy after a fall or a blow, or with a racing heart',
      es: 'Sangrado y dolor de barriga en el embarazo tras una caída o un golpe, o con el corazón acelerado',
      de: 'Blutung und Bauchschmerzen in der Schwangerschaft nach einem Sturz oder Stoß oder mit Herzrasen',
      fr: 'Saignement et douleur au ventre pendant la grossesse après une chute ou un coup, ou avec le cœur qui s’emballe',
    },
    // A placental abruption is told by a belly pain that does not let up, a bleed and what set it off or what it does
    // to the circulation (RCOG Green-top Guideline 63: antepartum haemorrhage).
    when: allOf(
      { pregnant: true },
      'vaginal_bleeding',
      anyOf('abdominal_pain', 'severe_abdominal_pain', 'lower_abdominal_pain', 'rigid_abdomen'),
      anyOf('fall_or_knock', 'tachycardia', 'rigid_abdomen', { heartRateAbove: 110 }),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source:
      'NHS: Stomach pain in pregnancy — call 999 with bleeding and constant pain (placental abruption), or after a fall or a blow to the bump; RCOG Green-top Guideline 63',
  },
  {
    id: 'pregnancy_heavy_bleeding',
    label: {
      pt: 'Sangramento vaginal intenso na gravidez ou após o parto',
      en: 'Heavy vaginal bleeding in pregnancy or after giving birth',
      es: 'Sangrado vaginal abundante en el embarazo o tras el parto',
      de: 'Starke vaginale Blutung in der Schwangerschaft oder nach der Geburt',
      fr: "Saignement vaginal abondant pendant la grossesse ou après l'accouchement",
    },
    when: allOf(anyOf({ pregnant: true }, 'postpartum'), anyOf('heavy_vaginal_bleeding', 'severe_bleeding')),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: Vaginal bleeding in pregnancy — call 999 for heavy bleeding; RCOG Green-top 52: Postpartum haemorrhage',
  },
  {
    id: 'pre_eclampsia',
    label: {
      pt: 'Gravidez com dor de cabeça forte, visão alterada, dor abaixo das costelas ou inchaço súbito',
      en: 'Pregnancy with severe headache, vision problems, pain below the ribs or sudden swelling',
      es: 'Embarazo con dolor de cabeza fuerte, alteraciones de la vista, dolor bajo las costillas o hinchazón súbita',
      de: 'Schwangerschaft mit starkem Kopfschmerz, Sehstörungen, Schmerz unter den Rippen oder plötzlichen Schwellungen',
      fr: 'Grossesse avec mal de tête violent, troubles de la vue, douleur sous les côtes ou gonflement brutal',
    },
    when: allOf(
      { pregnant: true },
      anyOf(
        'severe_headache',
        'blurred_vision',
        'vision_loss',
        'right_upper_abdominal_pain',
        'upper_abdominal_pain',
        'facial_swelling',
        allOf('headache', 'leg_swelling'),
        'hypertension_severe',
      ),
    ),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NHS: Pre-eclampsia — call your maternity unit or 111 immediately; NICE NG133: Hypertension in pregnancy',
  },
  {
    id: 'reduced_fetal_movements',
    label: {
      pt: 'Bebê mexendo menos que o normal na gravidez',
      en: 'The baby moving less than usual in pregnancy',
      es: 'El bebé se mueve menos de lo normal en el embarazo',
      de: 'Das Baby bewegt sich in der Schwangerschaft weniger als sonst',
      fr: 'Le bébé bouge moins que d’habitude pendant la grossesse',
    },
    // A baby that moves in the womb is itself the sign of the pregnancy ("im 36 weeks", "enceinte de 34 semaines").
    // Moving less is seen within hours (the maternity unit the same day); not moving at all is the rule below.
    when: anyOf('reduced_fetal_movements'),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source:
      "NHS: Your baby's movements — call your midwife or maternity unit immediately if the baby is moving less than usual; do not wait until the next day; RCOG Green-top Guideline 57",
  },
  {
    id: 'no_fetal_movements',
    label: {
      pt: 'Bebê sem mexer nada na gravidez, ou mexendo menos com dor na barriga ou sangramento',
      en: 'The baby not moving at all in pregnancy, or moving less with belly pain or bleeding',
      es: 'El bebé no se mueve nada en el embarazo, o se mueve menos con dolor de barriga o sangrado',
      de: 'Das Baby bewegt sich in der Schwangerschaft gar nicht mehr, oder weniger mit Bauchschmerzen oder Blutung',
      fr: 'Le bébé ne bouge plus du tout pendant la grossesse, ou moins avec une douleur au ventre ou un saignement',
    },
    // Moving less with a belly pain that does not let up is how a placental abruption is told ("douleur brutale et
    // continue … MAF diminués").
    when: anyOf(
      'no_fetal_movements',
      allOf('reduced_fetal_movements', anyOf('abdominal_pain', 'severe_abdominal_pain', 'vaginal_bleeding')),
    ),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source:
      "NHS: Your baby's movements — call your midwife or maternity unit immediately if the baby has stopped moving; NHS: Stomach pain in pregnancy — call 999 with constant severe pain or bleeding (placental abruption); RCOG Green-top Guideline 57",
  },
  {
    id: 'pre_eclampsia_severe',
    label: {
      pt: 'Gravidez com dor de cabeça forte e alterações da visão, inchaço do rosto ou dor sob as costelas',
      en: 'Pregnancy with a severe headache and changes in vision, a swollen face or pain below the ribs',
      es: 'Embarazo con dolor de cabeza fuerte y alteraciones de la vista, cara hinchada o dolor bajo las costillas',
      de: 'Schwangerschaft mit starken Kopfschmerzen und Sehstörungen, geschwollenem Gesicht oder Schmerzen unter den Rippen',
      fr: 'Grossesse avec un mal de tête intense et des troubles de la vue, un visage gonflé ou une douleur sous les côtes',
    },
    // Pre-eclampsia may also start in the weeks after the birth (NHS: Pre-eclampsia; NICE NG133).
    when: allOf(
      anyOf({ pregnant: true }, 'postpartum'),
      anyOf('severe_headache', 'headache'),
      anyOf('blurred_vision', 'vision_loss', 'flashes', 'facial_swelling', 'right_upper_abdominal_pain', 'upper_abdominal_pain'),
      not({ ageUnder: 12 }),
    ),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source:
      'NHS: Pre-eclampsia — a severe headache with vision problems, swelling of the face or hands, or pain just below the ribs needs assessment in hospital now; NICE NG133 (severe pre-eclampsia)',
  },
  {
    id: 'pregnancy_high_blood_pressure',
    label: {
      pt: 'Pressão de 14 por 9 ou mais na gravidez',
      en: 'Blood pressure of 140/90 or more in pregnancy',
      es: 'Tensión de 140/90 o más en el embarazo',
      de: 'Blutdruck ab 140/90 in der Schwangerschaft',
      fr: 'Tension de 14/9 ou plus pendant la grossesse',
    },
    when: allOf({ pregnant: true }, { bloodPressureAtLeast: [140, 90] }),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'within_hours',
    source: 'NICE NG133: Hypertension in pregnancy (≥ 140/90 mmHg: same-day assessment for pre-eclampsia)',
  },
  {
    id: 'eclampsia',
    label: {
      pt: 'Convulsão ou pressão muito alta na gravidez',
      en: 'Seizure or very high blood pressure in pregnancy',
      es: 'Convulsión o tensión muy alta en el embarazo',
      de: 'Krampfanfall oder sehr hoher Blutdruck in der Schwangerschaft',
      fr: 'Convulsions ou tension très élevée pendant la grossesse',
    },
    when: allOf(
      anyOf({ pregnant: true }, 'postpartum'),
      anyOf('seizure', allOf('hypertension_severe', anyOf('headache', 'severe_headache', 'blurred_vision', 'upper_abdominal_pain'))),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NICE NG133: Hypertension in pregnancy (severe pre-eclampsia, eclampsia); NHS: Pre-eclampsia',
  },
  {
    id: 'testicular_torsion',
    label: {
      pt: 'Dor súbita ou forte no testículo',
      en: 'Sudden or severe pain in a testicle',
      es: 'Dolor súbito o intenso en un testículo',
      de: 'Plötzlicher oder starker Hodenschmerz',
      fr: 'Douleur brutale ou intense dans un testicule',
    },
    when: allOf(
      NOT_FEMALE,
      'testicular_pain',
      anyOf({ suddenOnset: true }, { severe: true }, { ageUnder: 25 }, 'vomiting', 'nausea', 'scrotal_swelling'),
      // Swelling that came on over days with a burning pee or a fever is epididymo-orchitis, seen the same day
      // (NICE CKS: Scrotal pain and swelling).
      not(allOf('gradual_onset', not({ suddenOnset: true }), anyOf('painful_urination', 'fever', 'high_fever'))),
    ),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NHS: Testicular torsion / testicle pain — go to A&E immediately; NICE CKS: Scrotal pain and swelling',
  },
  // — Diabetes, heat, poisoning, trauma, mental health —
  {
    id: 'diabetic_ketoacidosis',
    label: {
      pt: 'Diabetes com açúcar alto e vômitos, respiração rápida, dor de barriga ou sonolência',
      en: 'Diabetes with high sugar and vomiting, fast breathing, tummy pain or drowsiness',
      es: 'Diabetes con azúcar alto y vómitos, respiración rápida, dolor de barriga o somnolencia',
      de: 'Diabetes mit hohem Zucker und Erbrechen, schneller Atmung, Bauchschmerzen oder Benommenheit',
      fr: 'Diabète avec glycémie élevée et vomissements, respiration rapide, mal au ventre ou somnolence',
    },
    // Ketones in the urine of a pregnant woman who is vomiting, with no diabetes and no high reading, are from not
    // eating (hyperemesis: the same-day rule of its own), not diabetic ketoacidosis.
    // Without a reading: someone with diabetes who is vomiting and breathing fast, has belly pain or is drowsy.
    when: anyOf(
      allOf(
        anyOf('diabetes', allOf('high_blood_sugar', not({ pregnant: true })), { glucoseAtLeast: 250 }),
        anyOf('high_blood_sugar', { glucoseAtLeast: 250 }),
        anyOf(
          'vomiting',
          'persistent_vomiting',
          'rapid_breathing',
          'tachypnoea',
          'abdominal_pain',
          'confusion',
          'lethargy',
          'dehydration_signs',
        ),
      ),
      allOf(
        'diabetes',
        anyOf('vomiting', 'persistent_vomiting'),
        anyOf('rapid_breathing', 'tachypnoea', 'abdominal_pain', 'confusion', 'lethargy'),
      ),
      // Diabetes nobody has named yet, told by its signs: drinking and weeing all the time, then vomiting with fast
      // breathing, belly pain or drowsiness (NICE NG18: a child with new diabetes and DKA).
      allOf(
        'excessive_thirst',
        'frequent_urination',
        anyOf('vomiting', 'persistent_vomiting'),
        anyOf('rapid_breathing', 'tachypnoea', 'abdominal_pain', 'confusion', 'lethargy'),
      ),
    ),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NHS: Diabetic ketoacidosis — go to A&E; JBDS-IP: The management of diabetic ketoacidosis in adults; NICE NG17/NG18',
  },
  {
    id: 'diabetes_cannot_keep_fluids',
    label: {
      pt: 'Diabetes com vômitos que não param',
      en: 'Diabetes with vomiting that will not stop',
      es: 'Diabetes con vómitos que no paran',
      de: 'Diabetes mit anhaltendem Erbrechen',
      fr: 'Diabète avec vomissements incessants',
    },
    when: allOf('diabetes', 'persistent_vomiting'),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source: 'NHS: Diabetes sick day rules; JBDS-IP / NICE NG18 (risk of ketoacidosis)',
  },
  {
    id: 'hypoglycaemia_with_confusion',
    label: {
      pt: 'Açúcar baixo (ou diabetes) com confusão, convulsão ou desmaio',
      en: 'Low blood sugar (or diabetes) with confusion, seizure or passing out',
      es: 'Azúcar bajo (o diabetes) con confusión, convulsión o pérdida de conocimiento',
      de: 'Unterzuckerung (oder Diabetes) mit Verwirrtheit, Krampfanfall oder Bewusstlosigkeit',
      fr: 'Hypoglycémie (ou diabète) avec confusion, convulsions ou perte de connaissance',
    },
    when: allOf(
      anyOf('low_blood_sugar', 'diabetes', { glucoseBelow: 70 }),
      anyOf('confusion', 'loss_of_consciousness', 'seizure', 'lethargy', 'fainting', 'speech_difficulty'),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: Low blood sugar (hypoglycaemia) — call 999 if unconscious, fitting or unable to swallow; NICE NG17/NG28',
  },
  {
    id: 'heat_stroke',
    label: {
      pt: 'Calor excessivo com confusão, desmaio, convulsão ou temperatura de 40 °C',
      en: 'Heat exposure with confusion, collapse, seizure or a temperature of 40 °C',
      es: 'Exposición al calor con confusión, desmayo, convulsión o temperatura de 40 °C',
      de: 'Hitze mit Verwirrtheit, Kollaps, Krampfanfall oder 40 °C Temperatur',
      fr: 'Exposition à la chaleur avec confusion, malaise, convulsions ou 40 °C de température',
    },
    when: anyOf(
      allOf(
        'heat_exposure',
        anyOf(
          'confusion',
          'loss_of_consciousness',
          'seizure',
          'fainting',
          'lethargy',
          { temperatureAtLeast: 40 },
          'high_fever',
          'rapid_breathing',
          'hot_dry_skin',
        ),
      ),
      // Hot, dry skin that has stopped sweating, with a changed mind, is heat stroke whatever the weather was called.
      allOf('hot_dry_skin', anyOf('confusion', 'loss_of_consciousness', 'seizure', 'fainting')),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: Heat exhaustion and heatstroke — call 999; UKHSA: Beat the heat',
  },
  {
    id: 'hypothermia',
    label: {
      pt: 'Temperatura do corpo abaixo de 35 °C',
      en: 'Body temperature below 35 °C',
      es: 'Temperatura corporal por debajo de 35 °C',
      de: 'Körpertemperatur unter 35 °C',
      fr: 'Température du corps en dessous de 35 °C',
    },
    // Found cold (a night on the floor, outdoors) and confused or drowsy: hypothermia before any thermometer.
    when: anyOf(
      { finding: 'hypothermia' },
      allOf('cold_exposure', anyOf('confusion', 'lethargy', 'loss_of_consciousness', 'speech_difficulty')),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: Hypothermia — call 999; Royal College of Physicians NEWS2 (temperature ≤ 35 °C)',
  },
  {
    id: 'overdose_or_poisoning',
    label: {
      pt: 'Possível intoxicação ou overdose',
      en: 'Possible poisoning or overdose',
      es: 'Posible intoxicación o sobredosis',
      de: 'Mögliche Vergiftung oder Überdosis',
      fr: 'Intoxication ou surdosage possible',
    },
    when: anyOf('overdose', 'poisoning'),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: Poisoning — call 999 or go to A&E; NICE CKS: Poisoning or overdose',
  },
  {
    id: 'choking_child_or_airway',
    label: {
      pt: 'Engasgo em criança, ou com lábios roxos ou sem conseguir respirar',
      en: 'Choking in a child, or with blue lips or unable to breathe',
      es: 'Atragantamiento en un niño, o con labios azulados o sin poder respirar',
      de: 'Verschlucken bei einem Kind, oder mit blauen Lippen oder Atemnot',
      fr: 'Étouffement chez un enfant, ou avec lèvres bleues ou impossibilité de respirer',
    },
    when: allOf('choking', anyOf({ ageUnder: 12 }, 'blue_lips', 'severe_breathlessness', 'stridor', 'loss_of_consciousness')),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NHS: Choking — call 999 if back blows and abdominal thrusts have not cleared it; Resuscitation Council UK: Paediatric choking',
  },
  {
    id: 'carbon_monoxide',
    label: {
      pt: 'Dor de cabeça, tontura ou enjoo perto de um aquecedor, caldeira ou fogão a combustão (possível monóxido de carbono)',
      en: 'Headache, dizziness or sickness around a gas heater, boiler or stove (possible carbon monoxide)',
      es: 'Dolor de cabeza, mareo o náuseas cerca de una estufa, caldera o calentador (posible monóxido de carbono)',
      de: 'Kopfschmerzen, Schwindel oder Übelkeit in der Nähe von Gastherme, Ofen oder Heizung (mögliches Kohlenmonoxid)',
      fr: 'Maux de tête, vertiges ou nausées près d’un chauffe-eau, d’une chaudière ou d’un poêle (possible monoxyde de carbone)',
    },
    when: allOf(
      'carbon_monoxide_exposure',
      anyOf('headache', 'dizziness', 'nausea', 'vomiting', 'fainting', 'near_fainting', 'confusion', 'loss_of_consciousness', 'lethargy'),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source:
      'NHS: Carbon monoxide poisoning — get into fresh air and go to A&E or call 999 if symptoms are severe; UKHSA: Carbon monoxide — symptoms that ease away from home',
  },
  {
    id: 'shingles_near_the_eye',
    label: {
      pt: 'Bolhas na testa ou no nariz com o olho vermelho, dolorido ou lacrimejando (herpes-zóster perto do olho)',
      en: 'Blisters on the forehead or nose with a red, painful or watering eye (shingles near the eye)',
      es: 'Ampollas en la frente o la nariz con el ojo rojo, dolorido o lloroso (herpes zóster cerca del ojo)',
      de: 'Bläschen an Stirn oder Nase mit rotem, schmerzendem oder tränendem Auge (Gürtelrose am Auge)',
      fr: 'Cloques sur le front ou le nez avec un œil rouge, douloureux ou qui larmoie (zona près de l’œil)',
    },
    when: allOf('facial_blisters', anyOf('eye_redness', 'eye_pain', 'watering_eye', 'photophobia', 'blurred_vision', 'vision_loss')),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source:
      'NHS: Shingles — get an urgent GP appointment or call 111 if the rash is near the eyes; NICE CKS: Shingles (herpes zoster ophthalmicus: same-day ophthalmology)',
  },
  {
    id: 'suicidal_thoughts',
    label: {
      pt: 'Pensamentos de suicídio ou autolesão: você não está sozinho — ligue agora para {crisisLine}',
      en: 'Thoughts of suicide or self-harm: you are not alone — call {crisisLine} now',
      es: 'Pensamientos de suicidio o autolesión: no estás solo — llama ahora al {crisisLine}',
      de: 'Suizidgedanken oder Selbstverletzung: Du bist nicht allein — ruf jetzt {crisisLine} an',
      fr: "Pensées suicidaires ou d'automutilation : vous n'êtes pas seul — appelez maintenant le {crisisLine}",
    },
    when: anyOf('suicide_plan', allOf(anyOf('suicidal_thoughts', 'self_harm'), not('no_suicide_plan'))),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NHS: Help for suicidal thoughts — call 999 or go to A&E if in danger; NICE NG225: Self-harm',
  },
  {
    id: 'suicidal_thoughts_without_plan',
    label: {
      pt: 'Pensamentos de suicídio ou autolesão, mesmo sem plano: fale hoje com alguém — ligue para {crisisLine}',
      en: 'Thoughts of suicide or self-harm, even without a plan: talk to someone today — call {crisisLine}',
      es: 'Pensamientos de suicidio o autolesión, aunque no haya un plan: habla hoy con alguien — llama al {crisisLine}',
      de: 'Suizidgedanken oder Selbstverletzung, auch ohne Plan: sprich heute mit jemandem — ruf {crisisLine} an',
      fr: "Pensées suicidaires ou automutilation, même sans projet : parlez-en aujourd'hui — appelez le {crisisLine}",
    },
    // Self-harm told with no wish to die and no plan ("no quiero matarme, pero no puedo parar"): NICE NG225 asks for
    // a same-day assessment; a wound that needs treatment has its own rules.
    when: allOf(anyOf('suicidal_thoughts', 'self_harm'), 'no_suicide_plan', not('suicide_plan')),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source:
      'NHS: Help for suicidal thoughts — if you are not in immediate danger, get an urgent GP appointment, call 111 or a crisis line today; NICE NG225: Self-harm (assessment the same day)',
  },
  {
    id: 'acute_psychosis',
    label: {
      pt: 'Ouvir vozes ou ver coisas que não existem, de forma nova',
      en: 'Newly hearing voices or seeing things that are not there',
      es: 'Oír voces o ver cosas que no existen, de forma nueva',
      de: 'Neu aufgetretenes Stimmenhören oder Halluzinationen',
      fr: "Entendre des voix ou voir des choses qui n'existent pas, de façon nouvelle",
    },
    when: anyOf('hallucinations', 'delusions'),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source: 'NHS: Psychosis — get urgent help (111 or mental health crisis line); NICE CG178',
  },
  {
    id: 'major_trauma',
    label: {
      pt: 'Acidente grave (trânsito, queda de altura, arma)',
      en: 'Serious accident (road crash, fall from height, weapon)',
      es: 'Accidente grave (tráfico, caída de altura, arma)',
      de: 'Schwerer Unfall (Verkehrsunfall, Sturz aus der Höhe, Waffe)',
      fr: 'Accident grave (route, chute de hauteur, arme)',
    },
    when: { finding: 'major_trauma' },
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NICE NG39: Major trauma — assessment and initial management; Manchester Triage System: high-energy mechanism',
  },
  {
    id: 'major_trauma_with_warning_signs',
    label: {
      pt: 'Acidente grave com perda de consciência, sangramento, falta de ar ou deformidade',
      en: 'Serious accident with unconsciousness, bleeding, breathing trouble or a deformed limb',
      es: 'Accidente grave con pérdida de conocimiento, sangrado, falta de aire o deformidad',
      de: 'Schwerer Unfall mit Bewusstlosigkeit, Blutung, Atemnot oder Fehlstellung',
      fr: 'Accident grave avec perte de connaissance, saignement, gêne respiratoire ou déformation',
    },
    when: allOf(
      'major_trauma',
      anyOf(
        'loss_of_consciousness',
        'severe_bleeding',
        'shortness_of_breath',
        'severe_breathlessness',
        'deformity',
        'confusion',
        'chest_pain',
        'severe_abdominal_pain',
        'head_injury',
        'cannot_bear_weight',
        // Going pale after a high-energy injury is bleeding inside until shown otherwise (NICE NG39).
        'pallor',
      ),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'NICE NG39: Major trauma; NHS: When to call 999 — serious injuries',
  },
  {
    id: 'electric_shock_with_warning_signs',
    label: {
      pt: 'Choque elétrico com desmaio, coração irregular, confusão, dor no peito, falta de ar ou queimadura',
      en: 'Electric shock with passing out, an irregular heartbeat, confusion, chest pain, breathlessness or a burn',
      es: 'Descarga eléctrica con desmayo, latido irregular, confusión, dolor en el pecho, falta de aire o quemadura',
      de: 'Stromschlag mit Bewusstlosigkeit, Herzstolpern, Verwirrtheit, Brustschmerz, Atemnot oder Verbrennung',
      fr: 'Électrocution avec perte de connaissance, cœur irrégulier, confusion, douleur thoracique, essoufflement ou brûlure',
    },
    when: allOf(
      'electric_shock',
      anyOf(
        'loss_of_consciousness',
        'fainting',
        'palpitations',
        'confusion',
        'lethargy',
        'seizure',
        'chest_pain',
        'shortness_of_breath',
        'severe_breathlessness',
        'burn',
        'deep_burn',
        'numbness',
      ),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source:
      'NHS inform: Electric shock — call 999 if the person is unconscious, has burns, an irregular heartbeat, breathing difficulty or confusion; NICE CKS: Burns and scalds (electrical burns)',
  },
  {
    id: 'electric_shock',
    label: {
      pt: 'Choque elétrico: precisa de avaliação hoje, mesmo sem sintomas',
      en: 'Electric shock: needs checking today, even without symptoms',
      es: 'Descarga eléctrica: necesita valoración hoy, aunque no haya síntomas',
      de: 'Stromschlag: heute ärztlich abklären lassen, auch ohne Beschwerden',
      fr: 'Électrocution : à faire examiner aujourd’hui, même sans symptôme',
    },
    when: { finding: 'electric_shock' },
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'within_hours',
    source:
      'NHS inform: Electric shock — anyone who has had a significant electric shock should be assessed in hospital (heart rhythm, hidden burns)',
  },
  {
    id: 'near_drowning_with_symptoms',
    label: {
      pt: 'Após submersão na água: tosse, falta de ar, sonolência ou confusão',
      en: 'After being under water: coughing, breathlessness, drowsiness or confusion',
      es: 'Tras estar bajo el agua: tos, falta de aire, somnolencia o confusión',
      de: 'Nach dem Untergehen im Wasser: Husten, Atemnot, Benommenheit oder Verwirrtheit',
      fr: 'Après être resté sous l’eau : toux, essoufflement, somnolence ou confusion',
    },
    when: allOf(
      'near_drowning',
      anyOf(
        'cough',
        'shortness_of_breath',
        'severe_breathlessness',
        'rapid_breathing',
        'tachypnoea',
        'wheezing',
        'blue_lips',
        'lethargy',
        'confusion',
        'loss_of_consciousness',
        'vomiting',
        'chest_pain',
      ),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source:
      'NHS: When to call 999 — drowning; Resuscitation Council UK: drowning (anyone with symptoms after submersion needs hospital care)',
  },
  {
    id: 'near_drowning',
    label: {
      pt: 'Quase afogamento: precisa de avaliação hospitalar, mesmo que pareça bem',
      en: 'Nearly drowned: needs a hospital check, even if they seem fine',
      es: 'Casi ahogamiento: necesita valoración en el hospital, aunque parezca estar bien',
      de: 'Beinahe ertrunken: im Krankenhaus abklären lassen, auch wenn es gut zu gehen scheint',
      fr: 'Quasi-noyade : à faire examiner à l’hôpital, même si tout semble aller bien',
    },
    when: { finding: 'near_drowning' },
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source:
      'Resuscitation Council UK: drowning — anyone who needed rescue from the water should be assessed in hospital, as breathing can worsen hours later',
  },
  {
    id: 'peak_flow_severely_low',
    label: {
      pt: 'Pico de fluxo na metade do melhor valor ou menos (crise de asma grave)',
      en: 'Peak flow at half of the best or less (a severe asthma attack)',
      es: 'Flujo espiratorio máximo en la mitad del mejor valor o menos (crisis de asma grave)',
      de: 'Peak-Flow bei der Hälfte des Bestwerts oder darunter (schwerer Asthmaanfall)',
      fr: 'DEP à la moitié de la meilleure valeur ou moins (crise d’asthme grave)',
    },
    when: { finding: 'very_low_peak_flow' },
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'BTS/SIGN 158: peak flow 33–50 % of best is acute severe asthma, under 33 % life-threatening; NHS: Asthma attack — call 999',
  },
  {
    id: 'peak_flow_low',
    label: {
      pt: 'Pico de fluxo a 75% do melhor valor ou menos',
      en: 'Peak flow at 75% of the best or less',
      es: 'Flujo espiratorio máximo al 75% del mejor valor o menos',
      de: 'Peak-Flow bei 75 % des Bestwerts oder darunter',
      fr: 'DEP à 75 % de la meilleure valeur ou moins',
    },
    when: { finding: 'low_peak_flow' },
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source:
      'BTS/SIGN 158: peak flow 50–75 % of best is a moderate asthma attack; NHS: Asthma attack — get an urgent GP appointment or help from 111',
  },
  {
    id: 'asthma_reliever_overuse',
    label: {
      pt: 'Precisa da bombinha de alívio a cada poucas horas',
      en: 'Needing the reliever inhaler every few hours',
      es: 'Necesita el inhalador de rescate cada pocas horas',
      de: 'Braucht das Notfallspray alle paar Stunden',
      fr: 'Besoin de l’inhalateur de secours toutes les quelques heures',
    },
    when: anyOf('reliever_overuse'),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source:
      'NHS: Asthma attack — if the reliever inhaler is needed more than every 4 hours, get an urgent GP appointment or call 111; BTS/SIGN 158',
  },
  {
    id: 'infection_spreading_with_fever',
    label: {
      pt: 'Vermelhidão que se espalha, com febre ou diabetes',
      en: 'Spreading redness with a fever or diabetes',
      es: 'Enrojecimiento que se extiende, con fiebre o diabetes',
      de: 'Sich ausbreitende Rötung mit Fieber oder Diabetes',
      fr: 'Rougeur qui s’étend, avec fièvre ou diabète',
    },
    when: allOf(
      anyOf('looks_infected', 'spreading_redness'),
      anyOf('fever', 'high_fever', { temperatureAtLeast: 38 }, 'chills', 'diabetes'),
    ),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source:
      'NICE NG141: Cellulitis and erysipelas — systemic signs or comorbidity (diabetes) need same-day assessment; NHS: Cellulitis — call 111',
  },
  {
    id: 'spreading_redness',
    label: {
      pt: 'Vermelhidão da pele que passou do risco feito em volta dela',
      en: 'Redness of the skin that has spread past a line drawn round it',
      es: 'Enrojecimiento de la piel que ha pasado la raya marcada alrededor',
      de: 'Hautrötung, die sich über die gezogene Linie hinaus ausgebreitet hat',
      fr: 'Rougeur de la peau qui a dépassé le trait tracé autour',
    },
    when: { finding: 'spreading_redness' },
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source: 'NHS: Cellulitis — ask for an urgent GP appointment or call 111 if the redness is spreading; NICE NG141 (marking the edge)',
  },
  {
    id: 'giant_cell_arteritis_suspected',
    label: {
      pt: 'Dor de cabeça nova com dor na mandíbula ao mastigar, acima dos 50 anos',
      en: 'A new headache with jaw pain when chewing, over 50',
      es: 'Dolor de cabeza nuevo con dolor de mandíbula al masticar, a partir de los 50',
      de: 'Neue Kopfschmerzen mit Kieferschmerzen beim Kauen, über 50',
      fr: 'Maux de tête récents avec douleur de la mâchoire en mâchant, après 50 ans',
    },
    when: allOf(anyOf('headache', 'one_sided_headache'), 'jaw_pain', { ageAtLeast: 50 }),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source: 'NICE CKS: Giant cell arteritis — same-day assessment and steroids to protect sight; BSR guideline 2020',
  },
  {
    id: 'chickenpox_in_pregnancy',
    label: {
      pt: 'Catapora, ou contato com ela, na gravidez',
      en: 'Chickenpox, or contact with it, in pregnancy',
      es: 'Varicela, o contacto con ella, en el embarazo',
      de: 'Windpocken oder Kontakt damit in der Schwangerschaft',
      fr: 'Varicelle, ou contact avec elle, pendant la grossesse',
    },
    when: allOf({ pregnant: true }, 'chickenpox_named'),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source: 'NHS: Chickenpox in pregnancy — speak to a GP or midwife urgently if you are pregnant and have not had it; RCOG Green-top 13',
  },
  {
    id: 'hip_fracture_suspected',
    label: {
      pt: 'Dor no quadril depois de uma queda, numa pessoa idosa',
      en: 'Hip pain after a fall in an older person',
      es: 'Dolor de cadera después de una caída en una persona mayor',
      de: 'Hüftschmerzen nach einem Sturz bei einem älteren Menschen',
      fr: 'Douleur de hanche après une chute chez une personne âgée',
    },
    // The fall and the hip are often told in different sentences ("se cayó ayer de lado. le duele la cadera").
    when: allOf(anyOf('hip_pain_after_fall', allOf('fall_or_knock', 'hip_pain')), { ageAtLeast: 60 }),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NICE CG124: Hip fracture — suspect it in an older person with hip pain after a fall; NHS: Hip fracture — go to A&E',
  },
  {
    id: 'deformed_limb',
    label: {
      pt: 'Membro deformado ou osso exposto após lesão',
      en: 'Deformed limb or bone showing after an injury',
      es: 'Extremidad deformada o hueso expuesto tras una lesión',
      de: 'Fehlstellung oder sichtbarer Knochen nach einer Verletzung',
      fr: 'Membre déformé ou os visible après une blessure',
    },
    when: { finding: 'deformity' },
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NICE NG38: Fractures (non-complex) and NG37 (complex); NHS: Broken bones — go to A&E',
  },
  {
    id: 'injury_suspected_fracture',
    label: {
      pt: 'Lesão com suspeita de fratura: não consegue mexer ou apoiar, ou parece quebrado',
      en: 'Injury that may be a broken bone: cannot move it or put weight on it, or it seems broken',
      es: 'Lesión con sospecha de fractura: no puede moverlo ni apoyarlo, o parece roto',
      de: 'Verletzung mit Verdacht auf Bruch: lässt sich nicht bewegen oder belasten, oder scheint gebrochen',
      fr: 'Blessure qui peut être une fracture : impossible de bouger ou de s’appuyer dessus, ou semble cassé',
    },
    // "glissé sur le verglas … le poignet fait une bosse bizarre": the fall is the injury, the limb named in the sign.
    when: allOf(anyOf('limb_injury', 'fall_or_knock'), anyOf('cannot_use_limb', 'cannot_bear_weight', 'suspected_fracture')),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source:
      'NHS: Sprains and strains — go to an urgent treatment centre if you cannot put weight on or use the injured part, or you heard a crack; NHS: Broken arm or wrist; NICE NG38',
  },
  {
    id: 'serious_burn',
    label: {
      pt: 'Queimadura maior que a mão, profunda (pele branca ou carbonizada) ou com bolhas no rosto, mãos, pés ou genitais',
      en: 'Burn larger than the hand, deep (white or charred skin) or blistered on the face, hands, feet or genitals',
      es: 'Quemadura mayor que la mano, profunda (piel blanca o carbonizada) o con ampollas en cara, manos, pies o genitales',
      de: 'Verbrennung größer als die Hand, tief (weiße oder verkohlte Haut) oder mit Blasen an Gesicht, Händen, Füßen oder Genitalien',
      fr: 'Brûlure plus grande que la main, profonde (peau blanche ou carbonisée) ou avec cloques au visage, aux mains, aux pieds ou aux organes génitaux',
    },
    when: allOf('burn', anyOf('large_burn', 'deep_burn', allOf('burn_sensitive_area', 'blisters'))),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source:
      'NHS: Burns and scalds — go to A&E for large or deep burns (bigger than the hand, white or charred skin) and blistering burns of the face, hands, arms, feet, legs or genitals; NICE CKS: Burns and scalds',
  },
  {
    id: 'smoke_inhalation_with_symptoms',
    label: {
      pt: 'Fumaça inalada com tosse, rouquidão, falta de ar ou queimaduras',
      en: 'Smoke breathed in, with a cough, a hoarse voice, breathlessness or burns',
      es: 'Humo inhalado con tos, ronquera, falta de aire o quemaduras',
      de: 'Rauch eingeatmet, mit Husten, Heiserkeit, Atemnot oder Verbrennungen',
      fr: 'Fumée inhalée avec toux, voix rauque, essoufflement ou brûlures',
    },
    // Airways swell for hours after a fire: a hoarse voice or soot in the cough warns of it (NHS: burns and scalds).
    when: allOf(
      'smoke_inhalation',
      anyOf('cough', 'hoarseness', 'shortness_of_breath', 'severe_breathlessness', 'wheezing', 'stridor', 'burn', 'confusion'),
    ),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NHS: Burns and scalds — go to A&E if you have breathed in smoke or fumes; NHS inform: smoke inhalation',
  },
  {
    id: 'sudden_hearing_loss',
    label: {
      pt: 'Perda súbita de audição, sem dor de ouvido nem constipação',
      en: 'Hearing lost suddenly, without earache or a cold',
      es: 'Pérdida brusca de audición, sin dolor de oído ni resfriado',
      de: 'Plötzlicher Hörverlust ohne Ohrenschmerzen oder Erkältung',
      fr: 'Perte brutale de l’audition, sans douleur d’oreille ni rhume',
    },
    // With earache, a discharge or a cold, a blocked ear is most often an infection or glue ear.
    when: allOf('sudden_hearing_loss', not(anyOf('ear_pain', 'ear_discharge', 'runny_nose', 'nasal_congestion'))),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source:
      'NHS: Hearing loss — get an urgent GP appointment or help from 111 if you have suddenly lost hearing in one or both ears; NICE CKS: sudden sensorineural hearing loss, refer the same day',
  },
  {
    id: 'object_in_nose_or_ear',
    label: {
      pt: 'Objeto enfiado no nariz ou no ouvido que não sai',
      en: 'An object pushed into the nose or an ear that will not come out',
      es: 'Objeto metido en la nariz o en el oído que no sale',
      de: 'Fremdkörper in Nase oder Ohr, der nicht herauskommt',
      fr: 'Objet enfoncé dans le nez ou l’oreille qui ne ressort pas',
    },
    when: { finding: 'object_in_nose_or_ear' },
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source:
      'NHS: Objects in the nose or ear — go to an urgent treatment centre or A&E, do not try to get it out yourself (a button battery or magnets: A&E at once)',
  },
  {
    id: 'wound_needs_closure',
    label: {
      pt: 'Ferida aberta ou profunda que pode precisar de pontos',
      en: 'Gaping or deep wound that may need stitches',
      es: 'Herida abierta o profunda que puede necesitar puntos',
      de: 'Klaffende oder tiefe Wunde, die genäht werden muss',
      fr: 'Plaie béante ou profonde qui peut nécessiter des points de suture',
    },
    when: { finding: 'gaping_wound' },
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source: 'NHS: Cuts and grazes — go to an urgent treatment centre if the cut is large or deep, gaping or may need stitches',
  },
  {
    id: 'bite_broke_skin',
    label: {
      pt: 'Mordida de animal ou de pessoa que furou a pele',
      en: 'Animal or human bite that has broken the skin',
      es: 'Mordedura de animal o de persona que ha roto la piel',
      de: 'Tier- oder Menschenbiss, der die Haut verletzt hat',
      fr: 'Morsure d’animal ou humaine qui a percé la peau',
    },
    when: allOf('bite_or_sting', 'bite_broke_skin'),
    urgency: 'high',
    careSetting: 'urgent_care',
    timeWindow: 'within_hours',
    source:
      'NHS: Animal and human bites — get medical help the same day (urgent treatment centre or 111) if a bite has broken the skin; NICE CKS: Bites — human and animal',
  },
  // — Vital signs —
  {
    id: 'low_blood_pressure_with_symptoms',
    label: {
      pt: 'Pressão baixa com tontura, desmaio, confusão ou febre',
      en: 'Low blood pressure with dizziness, fainting, confusion or fever',
      es: 'Tensión baja con mareo, desmayo, confusión o fiebre',
      de: 'Niedriger Blutdruck mit Schwindel, Ohnmacht, Verwirrtheit oder Fieber',
      fr: 'Tension basse avec vertiges, malaise, confusion ou fièvre',
    },
    when: allOf(
      'hypotension',
      anyOf(
        'dizziness',
        'fainting',
        'near_fainting',
        'confusion',
        'fever',
        'chest_pain',
        'severe_bleeding',
        'cold_extremities',
        'mottled_skin',
        'pallor',
        'sweating',
      ),
    ),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'Royal College of Physicians NEWS2 (systolic ≤ 90 mmHg); NICE NG51: Sepsis; Manchester Triage System: shock',
  },
  {
    id: 'low_blood_pressure',
    label: {
      pt: 'Pressão arterial baixa',
      en: 'Low blood pressure',
      es: 'Tensión arterial baja',
      de: 'Niedriger Blutdruck',
      fr: 'Tension artérielle basse',
    },
    when: { finding: 'hypotension' },
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'within_hours',
    source: 'Royal College of Physicians NEWS2 (systolic ≤ 90 mmHg scores 3)',
  },
  {
    id: 'hypertensive_emergency',
    label: {
      pt: 'Pressão muito alta (18 por 12 ou mais) com dor no peito, dor de cabeça forte, visão alterada ou confusão',
      en: 'Very high blood pressure (180/120 or more) with chest pain, severe headache, vision problems or confusion',
      es: 'Tensión muy alta (180/120 o más) con dolor en el pecho, dolor de cabeza fuerte, alteraciones de la vista o confusión',
      de: 'Sehr hoher Blutdruck (ab 180/120) mit Brustschmerz, starkem Kopfschmerz, Sehstörung oder Verwirrtheit',
      fr: 'Tension très élevée (180/120 ou plus) avec douleur thoracique, mal de tête violent, troubles visuels ou confusion',
    },
    when: allOf(
      'hypertension_severe',
      anyOf(
        'chest_pain',
        'chest_pressure',
        'severe_headache',
        'headache',
        'confusion',
        'blurred_vision',
        'vision_loss',
        'shortness_of_breath',
        'one_sided_weakness',
        'speech_difficulty',
        'seizure',
        'nosebleed',
      ),
    ),
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    source: 'NICE NG136: Hypertension in adults (≥ 180/120 with life-threatening symptoms: same-day specialist referral); ESC 2018',
  },
  {
    id: 'fast_breathing',
    label: {
      pt: 'Respiração muito rápida para a idade',
      en: 'Breathing very fast for the age',
      es: 'Respiración muy rápida para la edad',
      de: 'Für das Alter sehr schnelle Atmung',
      fr: "Respiration très rapide pour l'âge",
    },
    when: allOf('tachypnoea', anyOf('shortness_of_breath', 'fever', 'cough', 'rapid_breathing', 'chest_pain')),
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'within_hours',
    source: 'Royal College of Physicians NEWS2 (respiratory rate ≥ 25); NICE NG143 (age-specific respiratory rates in under 5s)',
  },
  {
    id: 'slow_heart_rate_with_symptoms',
    label: {
      pt: 'Pulso lento com tontura, desmaio ou dor no peito',
      en: 'Slow pulse with dizziness, fainting or chest pain',
      es: 'Pulso lento con mareo, desmayo o dolor en el pecho',
      de: 'Langsamer Puls mit Schwindel, Ohnmacht oder Brustschmerz',
      fr: 'Pouls lent avec vertiges, malaise ou douleur thoracique',
    },
    when: allOf('bradycardia', anyOf('dizziness', 'fainting', 'near_fainting', 'confusion', 'shortness_of_breath')),
    urgency: 'emergency',
    careSetting: 'ambulance',
    timeWindow: 'now',
    source: 'Resuscitation Council UK: Adult bradycardia algorithm (adverse features: shock, syncope, ischaemia, heart failure)',
  },
];
