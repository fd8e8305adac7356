import { evaluateRedFlags } from '../compose';
import { RED_FLAG_RULES } from './red-flags';

/** For every rule: a lay sentence that must fire it, and its negated (or normal-value) form that must not. */
const CASES: Record<string, readonly [fires: string, doesNotFire: string]> = {
  chest_pain_radiating: ['I have chest pain spreading to my left arm', 'I have no chest pain, just a sore arm'],
  chest_pain_with_warning_signs: ['Chest pain and I am sweating a lot', 'No chest pain, but I am sweating a lot'],
  chest_pressure: ['It feels like a weight on my chest, very tight', 'There is no tightness in my chest'],
  chest_pain_cardiac_history: ['I have diabetes and chest pain since an hour', 'I have diabetes but no chest pain'],
  chest_pain_over_40: ['A 55-year-old man with chest pain', 'A 55-year-old man, denies chest pain'],
  aortic_dissection: ['Sudden tearing pain in my chest going through to my back', 'Chest pain, no tearing pain'],
  pulmonary_embolism: ['I had surgery last week and now it hurts when I breathe', 'I had surgery last week, it does not hurt when I breathe and no cough'],
  deep_vein_thrombosis: ['My calf is swollen and painful', 'No swollen calf and no calf pain'],
  palpitations_with_warning_signs: ['My heart is racing and I feel faint', 'No palpitations, I am just tired'],
  fainting_with_risk: ['I fainted this morning and I have heart disease', 'I did not faint; I have heart disease'],
  stroke_fast: ["My dad's face is drooping and his speech is slurred", 'No face drooping, no slurred speech, no weakness'],
  thunderclap_headache: ['Suddenly the worst headache of my life', 'No headache at all'],
  meningitis_signs: ['High fever and a stiff neck', 'Fever but no stiff neck'],
  non_blanching_rash: ['He has purple spots that do not fade under a glass', 'There are no purple spots on his skin'],
  seizure: ['My son had a seizure', 'No seizures'],
  unresponsive: ['She is unconscious and not responding', 'No loss of consciousness'],
  sudden_confusion: ['My grandmother is suddenly confused', 'She is not confused'],
  head_injury_serious: ['He hit his head and was knocked out', 'He has no head injury and was not knocked out'],
  head_injury_needs_assessment: ['I hit my head and I take warfarin', 'I did not hit my head; I take warfarin'],
  sudden_vision_loss: ['I suddenly lost vision in my left eye', 'No loss of vision'],
  painful_eye_with_vision_change: ['My eye hurts and my vision is blurry', 'My eye hurts but no blurred vision'],
  cauda_equina: ['Back pain and numbness around my bottom', 'Back pain, no numbness around my bottom and no incontinence'],
  severe_breathing_difficulty: ['He is gasping for air and his lips are blue', 'He is not gasping and his lips are not blue'],
  slow_or_irregular_breathing: ['He took heroin and his breathing is very slow', 'He took heroin and his breathing is normal'],
  severe_hypoxia: ['Oxygen saturation 85%', 'Oxygen saturation 98%'],
  hypoxia_with_breathlessness: ['Short of breath, sats 92%', 'Short of breath, sats 98%'],
  anaphylaxis: ["After eating peanuts my lips are swollen and I can't breathe", 'After eating peanuts my lips are swollen but I have no trouble breathing'],
  face_or_tongue_swelling: ['My tongue is swollen', 'No swelling of the lips or tongue'],
  drooling_with_fever_or_noisy_breathing: ['My son is drooling and has a high fever', 'He is not drooling, he has a fever'],
  wheeze_with_breathlessness: ['Wheezing and short of breath', 'Short of breath but no wheezing'],
  coughing_blood: ['I am coughing up blood', 'No blood when I cough'],
  sepsis_signs: ['Fever and she is confused, with mottled skin', 'Fever, but she is not confused and the skin is not mottled'],
  possible_sepsis: ['Fever of 39 and heart rate 125', 'No fever, heart rate 125'],
  fever_immunosuppressed: ["I'm on chemotherapy and I have a fever", "I'm on chemotherapy and have no fever"],
  infant_fever_under_3_months: ['My 6-week-old baby has a fever', 'My 6-week-old baby has no fever'],
  infant_fever_3_to_6_months: ['My 4-month-old has a temperature of 39.4', 'My 4-month-old has no fever'],
  baby_fever_age_unknown: ['My baby has a fever', 'My baby has no fever'],
  child_fever_red_features: ['My 2-year-old has a fever and is very drowsy', 'My 2-year-old has a fever but is not drowsy'],
  child_fever_amber_features: ['My 2 year old has a fever and is breathing fast', 'My 2 year old has a fever but is not breathing fast'],
  baby_floppy_or_bulging_fontanelle: ['My baby is floppy and hard to wake', 'My baby is not floppy'],
  child_dehydration: ['My 1-year-old has diarrhoea and fewer wet nappies', 'My 1-year-old has fewer wet nappies but no vomiting or diarrhoea'],
  child_dehydration_shock: ['My 2-year-old is dehydrated, very drowsy, with cold hands and feet', 'My 2-year-old is not dehydrated'],
  young_baby_not_feeding: ['My 3-week-old baby is not feeding', 'My 3-week-old baby has no vomiting and no poor feeding'],
  severe_bleeding: ['The cut is bleeding heavily and will not stop', 'The cut is not bleeding heavily'],
  gastrointestinal_bleeding: ['I vomited blood this morning', 'I have not vomited blood'],
  bleeding_on_anticoagulants: ['I take warfarin and there is blood in my stool', 'I take warfarin and there is no blood in my stool'],
  rectal_bleeding_with_faintness: ['Blood in my stool and I feel dizzy', 'No blood in my stool, I feel dizzy'],
  acute_abdomen: ['My belly is hard as a board', 'My belly is not hard'],
  severe_abdominal_pain: ['Severe stomach pain', 'Stomach pain, not severe'],
  ectopic_pregnancy_unstable: ['My period is late, I have lower tummy pain and I feel faint', 'My period is late, I have lower tummy pain but I do not feel faint or dizzy'],
  ectopic_pregnancy_possible: ['I am pregnant and have pain in my lower belly', 'I am pregnant and have no lower belly pain and no bleeding'],
  pregnancy_heavy_bleeding: ['I am 20 weeks pregnant and bleeding heavily', 'I am 20 weeks pregnant and not bleeding'],
  pre_eclampsia: ['I am 34 weeks pregnant with a severe headache and blurred vision', 'I am 34 weeks pregnant, no headache and no blurred vision'],
  pregnancy_high_blood_pressure: ['I am 30 weeks pregnant and my blood pressure is 150/95', 'I am 30 weeks pregnant and my blood pressure is 115/70'],
  eclampsia: ['She is pregnant and had a seizure', 'She is pregnant, no seizures'],
  testicular_torsion: ['My 14-year-old son has sudden pain in his testicle', 'My 14-year-old son has no testicle pain'],
  diabetic_ketoacidosis: ["I'm diabetic, my blood sugar is high and I keep vomiting", "I'm diabetic, my blood sugar is high, no vomiting and no stomach pain"],
  diabetes_cannot_keep_fluids: ["I have type 1 diabetes and can't keep anything down", 'I have type 1 diabetes and no vomiting'],
  hypoglycaemia_with_confusion: ['My diabetic husband has low blood sugar and is confused', 'My diabetic husband has low blood sugar but is not confused'],
  heat_stroke: ['After working in the heat he is confused', 'After working in the heat he is not confused'],
  hypothermia: ['His temperature is 34.5', 'His temperature is 36.8'],
  overdose_or_poisoning: ['She took too many pills', 'She has not taken too many pills'],
  suicidal_thoughts: ['I want to kill myself', 'I do not want to kill myself'],
  acute_psychosis: ['He is hearing voices', 'He is not hearing voices'],
  major_trauma: ['I was in a car accident', 'I was not in a car accident'],
  major_trauma_with_warning_signs: ['Car crash, he was knocked out', 'Car crash, he was not knocked out'],
  deformed_limb: ['My arm looks bent the wrong way', 'My arm is not deformed'],
  serious_burn: ['I spilled boiling water and burned my whole arm, the burn is bigger than my hand', 'I burned my finger on the oven, the burn is not bigger than my hand'],
  wound_needs_closure: ['I cut my hand with a knife, it is gaping and needs stitches', 'Small cut on my finger, no gaping and no need for stitches'],
  bite_broke_skin: ['A dog bit my leg and broke the skin', 'A dog bit my sleeve but did not break the skin'],
  low_blood_pressure_with_symptoms: ['Blood pressure 80/50 and I feel dizzy', 'Blood pressure 80/50, not dizzy and no fainting'],
  low_blood_pressure: ['My blood pressure is 85/55', 'My blood pressure is 125/80'],
  hypertensive_emergency: ['Blood pressure 200/120 with chest pain', 'Blood pressure 200/120, no chest pain and no headache'],
  fast_breathing: ['Respiratory rate 32 and fever', 'Respiratory rate 16 and fever'],
  slow_heart_rate_with_symptoms: ['Pulse 38 and I feel dizzy', 'Pulse 38, not dizzy and no fainting'],
};

const fired = (text: string) => evaluateRedFlags({ text, language: 'en' }).redFlags.map((flag) => flag.id);

describe('red-flag rules read in English', () => {
  it('has a sentence and its negated form for every rule', () => {
    expect(Object.keys(CASES).sort()).toEqual(RED_FLAG_RULES.map((rule) => rule.id).sort());
  });

  describe.each(Object.entries(CASES))('%s', (id, [fires, doesNotFire]) => {
    it(`fires on "${fires}"`, () => expect(fired(fires)).toContain(id));
    it(`does not fire on "${doesNotFire}"`, () => expect(fired(doesNotFire)).not.toContain(id));
  });
});
