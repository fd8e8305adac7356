import { evaluateRedFlags } from '../compose';
import { RED_FLAG_RULES } from './red-flags';

/**
 * For every rule: a lay sentence that must fire it, its negated (or normal-value) form that must not, and the same
 * event told as long past (months or years ago, over and done), which must not fire it either.
 */
const CASES: Record<string, readonly [fires: string, doesNotFire: string, longAgo: string]> = {
  chest_pain_radiating: [
    'I have chest pain spreading to my left arm',
    'I have no chest pain, just a sore arm',
    'I had chest pain spreading to my left arm 3 years ago',
  ],
  chest_pain_with_warning_signs: [
    'Chest pain and I am sweating a lot',
    'No chest pain, but I am sweating a lot',
    'Two years ago I had chest pain and was sweating a lot',
  ],
  chest_pressure: [
    'It feels like a weight on my chest, very tight',
    'There is no tightness in my chest',
    'Last year it felt like a weight on my chest, very tight',
  ],
  chest_pain_cardiac_history: [
    'I have diabetes and chest pain since an hour',
    'I have diabetes but no chest pain',
    'I have diabetes. I had chest pain once, 5 years ago',
  ],
  chest_pain_over_40: [
    'A 55-year-old man with chest pain',
    'A 55-year-old man, denies chest pain',
    'A 55-year-old man who had chest pain 10 years ago',
  ],
  aortic_dissection: [
    'Sudden tearing pain in my chest going through to my back',
    'Chest pain, no tearing pain',
    'I had a sudden tearing pain in my chest going through to my back 6 years ago',
  ],
  pulmonary_embolism: [
    'I had surgery last week and now it hurts when I breathe',
    'I had surgery last week, it does not hurt when I breathe and no cough',
    'After an operation 2 years ago I had chest pain and a swollen calf',
  ],
  deep_vein_thrombosis: [
    'My calf is swollen and painful',
    'No swollen calf and no calf pain',
    'Last year I had a swollen calf that really hurt',
  ],
  palpitations_with_warning_signs: [
    'My heart is racing and I feel faint',
    'No palpitations, I am just tired',
    'Years ago my heart was racing and I felt faint',
  ],
  palpitations_fast_heart_rate: [
    'My heart is racing and my watch says 130',
    'My heart is racing, my watch says 95',
    'Years ago my heart was racing at 130',
  ],
  fainting_with_risk: [
    'I fainted this morning and I have heart disease',
    'I did not faint; I have heart disease',
    'I fainted once 10 years ago; I have heart disease',
  ],
  facial_palsy: [
    'I woke up with one side of my face drooping and I cannot wrinkle my forehead on that side',
    'One side of my face is drooping but I can still wrinkle my forehead',
    'One side of my face drooped and I could not wrinkle my forehead 6 years ago',
  ],
  stroke_fast: [
    "My dad's face is drooping and his speech is slurred",
    'No face drooping, no slurred speech, no weakness',
    "My dad's face drooped and his speech was slurred 4 years ago",
  ],
  thunderclap_headache: [
    'Suddenly the worst headache of my life',
    'No headache at all',
    'Three years ago I suddenly had the worst headache of my life',
  ],
  meningitis_signs: ['High fever and a stiff neck', 'Fever but no stiff neck', 'As a child I had a high fever and a stiff neck'],
  non_blanching_rash: [
    'He has purple spots that do not fade under a glass',
    'There are no purple spots on his skin',
    'As a child he had purple spots that did not fade under a glass',
  ],
  seizure: ['My son had a seizure', 'No seizures', 'My son had a seizure 2 years ago'],
  seizure_over_as_before: [
    'My son has epilepsy, he had a seizure of 2 minutes and is now awake and normal',
    'My son has epilepsy, no seizure today, he is now awake and normal',
    'My son has epilepsy. He had a seizure 2 years ago and was soon back to normal',
  ],
  unresponsive: [
    'She is unconscious and not responding',
    'No loss of consciousness',
    'Six months ago she was unconscious and not responding',
  ],
  sudden_confusion: ['My grandmother is suddenly confused', 'She is not confused', 'My grandmother got suddenly confused last year'],
  head_injury_serious: [
    'He hit his head and was knocked out',
    'He has no head injury and was not knocked out',
    'He hit his head and was knocked out as a teenager',
  ],
  head_injury_needs_assessment: [
    'I hit my head and I take warfarin',
    'I did not hit my head; I take warfarin',
    'I take warfarin; I hit my head 2 years ago',
  ],
  sudden_vision_loss: ['I suddenly lost vision in my left eye', 'No loss of vision', 'I suddenly lost vision in my left eye 5 years ago'],
  painful_eye_with_vision_change: [
    'My eye hurts and my vision is blurry',
    'My eye hurts but no blurred vision',
    'A year ago I had eye pain and blurry vision',
  ],
  retinal_detachment_signs: [
    'Since this morning I see flashes of light and lots of new floaters in my left eye',
    'No flashes, no floaters, my eyes are fine',
    'I had flashes of light and floaters in my eye 6 years ago',
  ],
  urinary_retention: [
    'My husband is 78 and cannot pee since this morning, his lower belly is swollen and painful',
    'My husband is 78, lower belly pain, he can pee normally',
    'Two years ago my husband could not pee and had lower belly pain',
  ],
  cauda_equina: [
    'Back pain and numbness around my bottom',
    'Back pain, no numbness around my bottom and no incontinence',
    'I had back pain and numbness around my bottom 3 years ago',
  ],
  severe_breathing_difficulty: [
    'He is gasping for air and his lips are blue',
    'He is not gasping and his lips are not blue',
    'Two years ago he was gasping for air and his lips were blue',
  ],
  slow_or_irregular_breathing: [
    'He took heroin and his breathing is very slow',
    'He took heroin and his breathing is normal',
    'Years ago he took heroin and his breathing went very slow',
  ],
  severe_hypoxia: ['Oxygen saturation 85%', 'Oxygen saturation 98%', 'Two years ago my oxygen saturation dropped to 85%'],
  hypoxia_with_breathlessness: [
    'Short of breath, sats 92%',
    'Short of breath, sats 98%',
    'I was short of breath with sats of 92% last year',
  ],
  anaphylaxis: [
    "After eating peanuts my lips are swollen and I can't breathe",
    'After eating peanuts my lips are swollen but I have no trouble breathing',
    'Ten years ago my lips swelled up after peanuts and I could not breathe',
  ],
  face_or_tongue_swelling: ['My tongue is swollen', 'No swelling of the lips or tongue', 'My tongue swelled up a few years ago'],
  drooling_with_fever_or_noisy_breathing: [
    'My son is drooling and has a high fever',
    'He is not drooling, he has a fever',
    'Years ago my son was drooling and had a high fever',
  ],
  wheeze_with_breathlessness: [
    'Wheezing and short of breath',
    'Short of breath but no wheezing',
    'I was wheezing and short of breath as a child',
  ],
  coughing_blood: ['I am coughing up blood', 'No blood when I cough', 'I coughed up blood once 8 years ago'],
  sepsis_signs: [
    'Fever and she is confused, with mottled skin',
    'Fever, but she is not confused and the skin is not mottled',
    'Three years ago she had a fever and was confused with mottled skin',
  ],
  possible_sepsis: ['Fever of 39 and heart rate 125', 'No fever, heart rate 125', 'Last year I had a fever of 39 and a heart rate of 125'],
  fever_immunosuppressed: [
    "I'm on chemotherapy and I have a fever",
    "I'm on chemotherapy and have no fever",
    'I had a fever during chemotherapy 5 years ago',
  ],
  infant_fever_under_3_months: [
    'My 6-week-old baby has a fever',
    'My 6-week-old baby has no fever',
    'Two years ago my son had a fever when he was 6 weeks old',
  ],
  eyelid_swelling_with_fever: [
    'My daughter is 6, her eyelid is swollen and red and she has a temperature of 38.4',
    'My daughter is 6 with a temperature of 38.4, her eyelids are not swollen',
    'My daughter is 6; three years ago her eyelid was swollen with a fever',
  ],
  child_limp_with_fever: [
    'My son is 4 and has been limping since this morning, temperature 38.5',
    'My son is 4 and has a temperature of 38.5, no limp, walking fine',
    'My son is 4; two years ago he was limping with a fever for a day',
  ],
  infant_fever_under_3_months_unwell: [
    'My 6-week-old has a temperature of 38.4 and is feeding less',
    'My 6-week-old has a temperature of 38.4 but is feeding well and alert',
    'Two years ago my son had a temperature of 38.4 and was feeding less when he was 6 weeks old',
  ],
  infant_fever_3_to_6_months: [
    'My 4-month-old has a temperature of 39.4',
    'My 4-month-old has no fever',
    'Three years ago my daughter had a temperature of 39.4 at 4 months old',
  ],
  baby_fever_age_unknown: ['My baby has a fever', 'My baby has no fever', 'My baby had a fever a few months ago'],
  child_fever_red_features: [
    'My 2-year-old has a fever and is very drowsy',
    'My 2-year-old has a fever but is not drowsy',
    'Last year my 2-year-old had a fever and was very drowsy',
  ],
  child_fever_amber_features: [
    'My 2 year old has a fever and is breathing fast',
    'My 2 year old has a fever but is not breathing fast',
    'My 2 year old had a fever and was breathing fast 6 months ago',
  ],
  baby_floppy_or_bulging_fontanelle: [
    'My baby is floppy and hard to wake',
    'My baby is not floppy',
    'My baby was floppy and hard to wake a few months ago',
  ],
  child_dehydration: [
    'My 1-year-old has diarrhoea and fewer wet nappies',
    'My 1-year-old has fewer wet nappies but no vomiting or diarrhoea',
    'Last year my 1-year-old had diarrhoea and fewer wet nappies',
  ],
  dehydration_with_losses: [
    'I keep vomiting and have diarrhoea, my mouth is dry and I have hardly peed today',
    'I have diarrhoea but I am drinking well and peeing normally',
    'I had diarrhoea with a dry mouth and hardly any pee 3 years ago',
  ],
  child_dehydration_shock: [
    'My 2-year-old is dehydrated, very drowsy, with cold hands and feet',
    'My 2-year-old is not dehydrated',
    'A year ago my 2-year-old was dehydrated and very drowsy with cold hands and feet',
  ],
  young_baby_not_feeding: [
    'My 3-week-old baby is not feeding',
    'My 3-week-old baby has no vomiting and no poor feeding',
    'Two years ago my son was not feeding at 3 weeks old',
  ],
  severe_bleeding: [
    'The cut is bleeding heavily and will not stop',
    'The cut is not bleeding heavily',
    'Years ago I had a cut that bled heavily and would not stop',
  ],
  gastrointestinal_bleeding: ['I vomited blood this morning', 'I have not vomited blood', 'I vomited blood 6 years ago'],
  bleeding_on_anticoagulants: [
    'I take warfarin and there is blood in my stool',
    'I take warfarin and there is no blood in my stool',
    'I take warfarin and had blood in my stool 2 years ago',
  ],
  rectal_bleeding_with_faintness: [
    'Blood in my stool and I feel dizzy',
    'No blood in my stool, I feel dizzy',
    'Two years ago I had blood in my stool and felt dizzy',
  ],
  acute_abdomen: ['My belly is hard as a board', 'My belly is not hard', 'Five years ago my belly went rock hard'],
  severe_abdominal_pain: ['Severe stomach pain', 'Stomach pain, not severe', 'I had severe stomach pain 10 years ago'],
  ectopic_pregnancy_unstable: [
    'My period is late, I have lower tummy pain and I feel faint',
    'My period is late, I have lower tummy pain but I do not feel faint or dizzy',
    'Three years ago my period was late and I had lower tummy pain and felt faint',
  ],
  ectopic_pregnancy_possible: [
    'I am pregnant and have pain in my lower belly',
    'I am pregnant and have no lower belly pain and no bleeding',
    'When I was pregnant 2 years ago I had pain in my lower belly',
  ],
  pregnancy_bleeding_after_injury_or_with_shock: [
    'I am 30 weeks pregnant, fell down the stairs and I am bleeding and my tummy hurts',
    'I am 30 weeks pregnant, fell down the stairs, no bleeding and no tummy pain',
    'I am 30 weeks pregnant. I fell and had bleeding and tummy pain in my first pregnancy 5 years ago',
  ],
  pregnancy_heavy_bleeding: [
    'I am 20 weeks pregnant and bleeding heavily',
    'I am 20 weeks pregnant and not bleeding',
    'Four years ago I bled heavily at 20 weeks pregnant',
  ],
  pre_eclampsia: [
    'I am 34 weeks pregnant with a severe headache and blurred vision',
    'I am 34 weeks pregnant, no headache and no blurred vision',
    'Five years ago at 34 weeks pregnant I had a severe headache and blurred vision',
  ],
  chest_recession: [
    'My 4 month old is breathing fast and his tummy pulls in under his ribs',
    'My 4 month old is breathing fine, no pulling in under his ribs',
    'Two years ago he had chest recession with bronchiolitis',
  ],
  no_fetal_movements: [
    "I'm 34 weeks pregnant and I have not felt the baby move at all since yesterday",
    "I'm 34 weeks pregnant and the baby is moving as much as usual",
    'Two years ago in my last pregnancy the baby did not move for a day',
  ],
  reduced_fetal_movements: [
    "I'm 34 weeks pregnant and the baby is moving less than usual today",
    "I'm 34 weeks pregnant and the baby is moving as much as usual",
    'Two years ago in my last pregnancy the baby moved less for a day',
  ],
  pre_eclampsia_severe: [
    "I'm 34 weeks pregnant with a terrible headache and blurry vision",
    "I'm 34 weeks pregnant, no headache, no blurry vision and no swelling",
    'Five years ago in my first pregnancy I had a terrible headache and blurry vision',
  ],
  pregnancy_high_blood_pressure: [
    'I am 30 weeks pregnant and my blood pressure is 150/95',
    'I am 30 weeks pregnant and my blood pressure is 115/70',
    'Three years ago at 30 weeks pregnant my blood pressure was 150/95',
  ],
  eclampsia: ['She is pregnant and had a seizure', 'She is pregnant, no seizures', 'Six years ago she had a seizure when she was pregnant'],
  testicular_torsion: [
    'My 14-year-old son has sudden pain in his testicle',
    'My 14-year-old son has no testicle pain',
    'My 14-year-old son had sudden pain in his testicle last year',
  ],
  diabetic_ketoacidosis: [
    "I'm diabetic, my blood sugar is high and I keep vomiting",
    "I'm diabetic, my blood sugar is high, no vomiting and no stomach pain",
    "I'm diabetic; 2 years ago I had high blood sugar and kept vomiting",
  ],
  diabetes_cannot_keep_fluids: [
    "I have type 1 diabetes and can't keep anything down",
    'I have type 1 diabetes and no vomiting',
    'I have type 1 diabetes. A year ago I was vomiting everything',
  ],
  hypoglycaemia_with_confusion: [
    'My diabetic husband has low blood sugar and is confused',
    'My diabetic husband has low blood sugar but is not confused',
    'Last year my diabetic husband had a low blood sugar and was confused',
  ],
  heat_stroke: [
    'After working in the heat he is confused',
    'After working in the heat he is not confused',
    'Years ago he got confused after working in the heat',
  ],
  hypothermia: ['His temperature is 34.5', 'His temperature is 36.8', 'Years ago his temperature dropped to 34.5'],
  choking_child_or_airway: [
    'My 2 year old is choking on a grape',
    'My 2 year old is not choking on anything',
    'Ten years ago my son choked on a grape',
  ],
  injury_suspected_fracture: [
    "My son fell off his bike onto his wrist and now he can't move it",
    'My son fell off his bike onto his wrist, it is sore but he can move it fine',
    'My son fell onto his wrist and could not move it 3 years ago',
  ],
  sepsis_signs_without_fever: [
    'My mum is on antibiotics for a water infection and today she is all muddled and breathing fast',
    'My mum is on antibiotics for a water infection, she is not confused and breathing normally',
    'Two years ago my mum was on antibiotics for a water infection and was muddled and breathing fast',
  ],
  st_elevation_on_ecg: [
    '58M, central chest discomfort 1 h. ECG: ST elevation in V1-V4',
    '58M, central chest discomfort 1 h. ECG: no ST elevation',
    '58M, ST elevation on the ECG 5 years ago, treated with a stent',
  ],
  eye_injury_affecting_sight: [
    'I was grinding metal and got something in my eye, now my vision is blurry',
    'I got something in my eye but I can see fine and it is not blurry',
    'I got metal in my eye 3 years ago and my vision was blurry',
  ],
  dental_infection_spreading: [
    'My tooth has an abscess, my whole cheek is swollen and I have a fever of 38.5',
    'My tooth has an abscess but my cheek is not swollen and no fever',
    'Three years ago my tooth had an abscess with a swollen cheek and a fever',
  ],
  shingles_near_the_eye: [
    'I have blisters on my forehead down to the tip of my nose and my eye is red',
    'I have blisters on my forehead but my eye is not red or sore',
    'Ten years ago I had blisters on my forehead and a red eye',
  ],
  carbon_monoxide: [
    'We all have a headache and feel dizzy since the gas heater was switched on',
    'We have a gas heater and none of us has a headache, dizziness or nausea',
    'Ten years ago we all had a headache from a faulty gas heater',
  ],
  hip_fracture_suspected: [
    'My 82 year old mother fell and her hip hurts badly',
    'My 82 year old mother fell but her hip does not hurt',
    'My 82 year old mother fell and hurt her hip 10 years ago',
  ],
  asthma_reliever_overuse: [
    'My asthma is bad and I need my blue inhaler every 3 hours',
    'My asthma is fine and I do not need my blue inhaler every 3 hours',
    'Ten years ago I needed my blue inhaler every 3 hours',
  ],
  spreading_redness: [
    'My leg is red and the redness is spreading past the pen line',
    'My leg is red but the redness is not spreading',
    'My leg was red and the redness spread past the pen line 3 years ago',
  ],
  infection_spreading_with_fever: [
    'The redness on my leg is spreading and I have a fever',
    'The redness on my leg is not spreading and I have no fever',
    'Ten years ago the redness on my leg was spreading and I had a fever',
  ],
  giant_cell_arteritis_suspected: [
    'I am 72 and have a new headache and my jaw hurts when I chew',
    'I am 72, no headache and my jaw does not hurt',
    'I am 72; ten years ago I had a headache and jaw pain',
  ],
  chickenpox_in_pregnancy: [
    'I am 20 weeks pregnant and my nephew has chickenpox',
    'I am 20 weeks pregnant and have no chickenpox',
    'I had chickenpox ten years ago, long before I was pregnant',
  ],
  overdose_or_poisoning: ['She took too many pills', 'She has not taken too many pills', 'She took too many pills 10 years ago'],
  suicidal_thoughts: ['I want to kill myself', 'I do not want to kill myself', 'As a teenager I wanted to kill myself'],
  suicidal_thoughts_without_plan: [
    'I keep thinking everyone would be better off without me, but I have no plan and would not act on it',
    'I keep thinking everyone would be better off without me and I have a plan',
    'Years ago I thought everyone would be better off without me, but I had no plan',
  ],
  acute_psychosis: ['He is hearing voices', 'He is not hearing voices', 'Twenty years ago he was hearing voices'],
  major_trauma: ['I was in a car accident', 'I was not in a car accident', 'I was in a car accident 10 years ago'],
  major_trauma_with_warning_signs: [
    'Car crash, he was knocked out',
    'Car crash, he was not knocked out',
    'He was knocked out in a car crash 5 years ago',
  ],
  deformed_limb: ['My arm looks bent the wrong way', 'My arm is not deformed', 'My arm was bent the wrong way after a fall as a kid'],
  serious_burn: [
    'I spilled boiling water and burned my whole arm, the burn is bigger than my hand',
    'I burned my finger on the oven, the burn is not bigger than my hand',
    'Years ago I spilled boiling water and burned my whole arm',
  ],
  sudden_hearing_loss: [
    'I woke up this morning and cannot hear anything in my right ear',
    'My hearing is fine, I did not lose any hearing',
    'Two years ago I woke up and could not hear anything in my right ear',
  ],
  peak_flow_severely_low: [
    'My asthma is bad, peak flow 30% of my best',
    'My peak flow is normal, nowhere near 30%',
    'Years ago my peak flow was 30% of my best',
  ],
  peak_flow_low: [
    'I am wheezy and my peak flow is about 60% of my best',
    'My peak flow is fine, not 60% of my best',
    'Two years ago my peak flow was about 60% of my best',
  ],
  object_in_nose_or_ear: [
    'My 3 year old pushed a bead up her nose and I cannot get it out',
    'No bead up her nose, she just has a runny nose',
    'Years ago my son pushed a bead up his nose',
  ],
  wound_needs_closure: [
    'I cut my hand with a knife, it is gaping and needs stitches',
    'Small cut on my finger, no gaping and no need for stitches',
    'Three years ago I got a deep cut on my hand from a knife',
  ],
  bite_broke_skin: [
    'A dog bit my leg and broke the skin',
    'A dog bit my sleeve but did not break the skin',
    'A dog bit my leg and broke the skin when I was a kid',
  ],
  low_blood_pressure_with_symptoms: [
    'Blood pressure 80/50 and I feel dizzy',
    'Blood pressure 80/50, not dizzy and no fainting',
    'Two years ago my blood pressure was 80/50 and I felt dizzy',
  ],
  low_blood_pressure: ['My blood pressure is 85/55', 'My blood pressure is 125/80', 'My blood pressure was 85/55 once, 2 years ago'],
  hypertensive_emergency: [
    'Blood pressure 200/120 with chest pain',
    'Blood pressure 200/120, no chest pain and no headache',
    'Five years ago my blood pressure was 200/120 with chest pain',
  ],
  fast_breathing: [
    'Respiratory rate 32 and fever',
    'Respiratory rate 16 and fever',
    'Last year I had a fever and a respiratory rate of 32',
  ],
  slow_heart_rate_with_symptoms: [
    'Pulse 38 and I feel dizzy',
    'Pulse 38, not dizzy and no fainting',
    'A year ago my pulse was 38 and I felt dizzy',
  ],
  irreducible_hernia: [
    'My hernia is hard and painful and I cannot push it back in',
    'My hernia goes back in easily when I lie down',
    'Two years ago my hernia would not go back in, it was repaired then',
  ],
  bowel_obstruction: [
    'No poo and not passing wind for 3 days, my belly is swollen and I keep vomiting',
    'Constipated for 3 days with a bloated belly, but no vomiting',
    'I was constipated with a swollen belly and vomiting, but that was years ago',
  ],
  jaw_pain_with_cardiac_signs: [
    "I am 62, my jaw hurts, I feel nauseous and I'm in a cold sweat",
    "I am 62, my jaw hurts but no sweating and I don't feel sick",
    'Years ago, back in 2019, I had jaw pain with a cold sweat and felt sick',
  ],
  electric_shock_with_warning_signs: [
    'He got an electric shock from the socket and now his heart feels irregular',
    'He got an electric shock from the socket, no palpitations, not confused, no burn',
    'He got an electric shock 3 years ago and passed out',
  ],
  electric_shock: ['I got an electric shock changing a plug', 'I did not get an electric shock', 'I got an electric shock 10 years ago'],
  near_drowning_with_symptoms: [
    'We pulled my son out of the pool after he was under the water, now he keeps coughing',
    'We pulled my son out of the pool after he was under the water, no cough, breathing fine, fully alert',
    'He nearly drowned as a child and was coughing a lot',
  ],
  near_drowning: [
    'My daughter nearly drowned at the beach',
    'My daughter did not go under the water',
    'My daughter nearly drowned 4 years ago',
  ],
  young_baby_not_feeding_red_features: [
    'My 3-week-old is not feeding and is floppy',
    'My 3-week-old is feeding well and is not floppy',
    'Two years ago my son was not feeding and floppy at 3 weeks old',
  ],
  smoke_inhalation_with_symptoms: [
    'There was a fire in the kitchen, he breathed in a lot of smoke and now has a hoarse voice',
    'There was a fire in the kitchen, he did not breathe in any smoke, no cough, voice normal',
    'Five years ago he breathed in a lot of smoke in a house fire and coughed for days',
  ],
  posterior_stroke_signs: [
    'Woke up with the room spinning and seeing double, cant walk straight',
    'Room spinning when I turn in bed, no double vision, walking fine',
    'Five years ago I had double vision and the room was spinning',
  ],
};

const fired = (text: string) => evaluateRedFlags({ text, language: 'en' }).redFlags.map((flag) => flag.id);

describe('red-flag rules read in English', () => {
  it('has a sentence, its negated form and its long-past form for every rule', () => {
    expect(Object.keys(CASES).sort()).toEqual(RED_FLAG_RULES.map((rule) => rule.id).sort());
  });

  describe.each(Object.entries(CASES))('%s', (id, [fires, doesNotFire, longAgo]) => {
    it(`fires on "${fires}"`, () => expect(fired(fires)).toContain(id));
    it(`does not fire on "${doesNotFire}"`, () => expect(fired(doesNotFire)).not.toContain(id));
    it(`does not fire when it happened long ago: "${longAgo}"`, () => expect(fired(longAgo)).not.toContain(id));
  });
});
