import { evaluateRedFlags } from '../compose';
import { RED_FLAG_RULES } from './red-flags';

/** For every rule: a lay sentence that must fire it, and its negated (or normal-value) form that must not. */
const CASES: Record<string, readonly [fires: string, doesNotFire: string]> = {
  chest_pain_radiating: ['Brustschmerzen, die in den linken Arm ausstrahlen', 'Keine Brustschmerzen, nur der Arm tut weh'],
  chest_pain_with_warning_signs: ['Brustschmerzen und ich bin kaltschweißig', 'Keine Brustschmerzen, aber ich schwitze'],
  chest_pressure: ['Ich habe ein Engegefühl in der Brust', 'Kein Druck auf der Brust'],
  chest_pain_cardiac_history: ['Ich bin Diabetiker und habe Brustschmerzen', 'Ich bin Diabetiker, aber keine Brustschmerzen'],
  chest_pain_over_40: ['Ein 55-jähriger Mann mit Brustschmerzen', 'Ein 55-jähriger Mann, Brustschmerzen werden verneint'],
  aortic_dissection: ['Plötzlicher reißender Schmerz in der Brust bis in den Rücken', 'Brustschmerzen, kein reißender Schmerz'],
  pulmonary_embolism: ['Ich wurde letzte Woche operiert und jetzt habe ich Schmerzen beim Atmen', 'Ich wurde letzte Woche operiert, keine Schmerzen beim Atmen und kein Husten'],
  deep_vein_thrombosis: ['Meine Wade ist geschwollen und tut weh', 'Keine Wadenschmerzen'],
  palpitations_with_warning_signs: ['Herzrasen und mir wird schwarz vor Augen', 'Kein Herzrasen, nur müde'],
  fainting_with_risk: ['Ich bin heute ohnmächtig geworden und habe eine Herzerkrankung', 'Ich bin nicht ohnmächtig geworden; ich habe eine Herzerkrankung'],
  stroke_fast: ['Bei meinem Vater hängt der Mundwinkel und er spricht verwaschen', 'Kein hängender Mundwinkel, keine Sprachstörung, keine Lähmung'],
  thunderclap_headache: ['Plötzlich die schlimmsten Kopfschmerzen meines Lebens', 'Keine Kopfschmerzen'],
  meningitis_signs: ['Hohes Fieber und steifer Nacken', 'Fieber, aber kein steifer Nacken'],
  non_blanching_rash: ['Er hat lila Flecken, die sich nicht wegdrücken lassen', 'Keine lila Flecken auf der Haut'],
  seizure: ['Mein Sohn hatte einen Krampfanfall', 'Kein Krampfanfall'],
  unresponsive: ['Sie ist bewusstlos und nicht ansprechbar', 'Keine Bewusstlosigkeit'],
  sudden_confusion: ['Meine Oma ist plötzlich verwirrt', 'Sie ist nicht verwirrt'],
  head_injury_serious: ['Er ist auf den Kopf gefallen und war bewusstlos', 'Keine Kopfverletzung und nicht bewusstlos'],
  head_injury_needs_assessment: ['Ich habe mir den Kopf gestoßen und nehme Marcumar', 'Ich habe mir den Kopf nicht gestoßen; ich nehme Marcumar'],
  sudden_vision_loss: ['Ich sehe plötzlich nichts mehr auf dem linken Auge, Sehverlust', 'Kein Sehverlust'],
  painful_eye_with_vision_change: ['Mein Auge tut weh und ich sehe verschwommen', 'Mein Auge tut weh, aber ich sehe nicht verschwommen'],
  cauda_equina: ['Rückenschmerzen und Taubheit im Genitalbereich', 'Rückenschmerzen, keine Taubheit im Genitalbereich und keine Inkontinenz'],
  severe_breathing_difficulty: ['Er ringt nach Luft und hat blaue Lippen', 'Er hat keine blauen Lippen und atmet ruhig'],
  slow_or_irregular_breathing: ['Er hat Heroin genommen und atmet ganz langsam', 'Er hat Heroin genommen und atmet normal'],
  severe_hypoxia: ['Sättigung 85%', 'Sättigung 98%'],
  hypoxia_with_breathlessness: ['Atemnot, Sättigung 92%', 'Atemnot, Sättigung 98%'],
  anaphylaxis: ['Nach Erdnüssen habe ich geschwollene Lippen und bekomme keine Luft', 'Nach Erdnüssen habe ich geschwollene Lippen, aber keine Atemnot'],
  face_or_tongue_swelling: ['Meine Zunge ist geschwollen', 'Keine Schwellung von Lippen oder Zunge'],
  drooling_with_fever_or_noisy_breathing: ['Mein Sohn sabbert und hat hohes Fieber', 'Er sabbert nicht, er hat nur Fieber'],
  wheeze_with_breathlessness: ['Pfeifende Atmung und Atemnot', 'Atemnot, aber keine pfeifende Atmung'],
  coughing_blood: ['Ich huste Blut', 'Husten ohne Blut, Hämoptysen verneint'],
  sepsis_signs: ['Fieber und sie ist verwirrt, die Haut ist marmoriert', 'Fieber, aber sie ist nicht verwirrt und die Haut ist nicht marmoriert'],
  possible_sepsis: ['Fieber 39 und Puls 125', 'Kein Fieber, Puls 125'],
  fever_immunosuppressed: ['Ich bekomme Chemotherapie und habe Fieber', 'Ich bekomme Chemotherapie und habe kein Fieber'],
  infant_fever_under_3_months: ['Mein 6 Wochen altes Baby hat Fieber', 'Mein 6 Wochen altes Baby hat kein Fieber'],
  infant_fever_3_to_6_months: ['Mein 4 Monate altes Baby hat 39,4 Fieber', 'Mein 4 Monate altes Baby hat kein Fieber'],
  baby_fever_age_unknown: ['Mein Baby hat Fieber', 'Mein Baby hat kein Fieber'],
  child_fever_red_features: ['Meine 2-jährige Tochter hat Fieber und ist kaum wach', 'Meine 2-jährige Tochter hat Fieber, ist aber nicht schläfrig'],
  child_fever_amber_features: ['Mein 2-jähriger Sohn hat Fieber und atmet schnell', 'Mein 2-jähriger Sohn hat Fieber, atmet aber nicht schnell'],
  baby_floppy_or_bulging_fontanelle: ['Mein Baby ist schlapp und schwer zu wecken', 'Mein Baby ist nicht lethargisch'],
  child_dehydration: ['Mein 1-jähriger Sohn hat Durchfall und trockene Windeln', 'Mein 1-jähriger Sohn hat trockene Windeln, aber kein Erbrechen und keinen Durchfall'],
  child_dehydration_shock: ['Mein 2-jähriger Sohn ist ausgetrocknet, sehr schläfrig und hat kalte Hände und Füße', 'Mein 2-jähriger Sohn ist nicht ausgetrocknet'],
  young_baby_not_feeding: ['Mein 3 Wochen altes Baby trinkt nicht', 'Mein 3 Wochen altes Baby hat kein Erbrechen und trinkt gut'],
  severe_bleeding: ['Die Wunde blutet stark und hört nicht auf', 'Die Wunde blutet nicht stark'],
  gastrointestinal_bleeding: ['Ich habe heute früh Blut erbrochen', 'Ich habe kein Blut erbrochen'],
  bleeding_on_anticoagulants: ['Ich nehme Marcumar und habe Blut im Stuhl', 'Ich nehme Marcumar und habe kein Blut im Stuhl'],
  rectal_bleeding_with_faintness: ['Blut im Stuhl und mir ist schwindelig', 'Kein Blut im Stuhl, mir ist schwindelig'],
  acute_abdomen: ['Mein Bauch ist bretthart', 'Mein Bauch ist nicht hart'],
  severe_abdominal_pain: ['Unerträgliche Bauchschmerzen', 'Bauchschmerzen, aber nicht stark'],
  ectopic_pregnancy_unstable: ['Meine Periode ist ausgeblieben, ich habe Unterbauchschmerzen und bin fast ohnmächtig', 'Meine Periode ist ausgeblieben, ich habe Unterbauchschmerzen, aber keinen Schwindel und keine Ohnmacht'],
  ectopic_pregnancy_possible: ['Ich bin schwanger und habe Schmerzen im Unterbauch', 'Ich bin schwanger, keine Unterbauchschmerzen und keine Blutung'],
  pregnancy_heavy_bleeding: ['Ich bin in der 20. Woche schwanger und blute stark', 'Ich bin in der 20. Woche schwanger und habe keine Blutung'],
  pre_eclampsia: ['Ich bin in der 34. Woche schwanger und habe sehr starke Kopfschmerzen und sehe verschwommen', 'Ich bin in der 34. Woche schwanger, keine Kopfschmerzen und keine Sehstörungen'],
  pregnancy_high_blood_pressure: ['Ich bin in der 30. Woche schwanger, Blutdruck 150/95', 'Ich bin in der 30. Woche schwanger, Blutdruck 115/70'],
  eclampsia: ['Sie ist schwanger und hatte einen Krampfanfall', 'Sie ist schwanger, kein Krampfanfall'],
  testicular_torsion: ['Mein 14-jähriger Sohn hat plötzlich Hodenschmerzen', 'Mein 14-jähriger Sohn hat keine Hodenschmerzen'],
  diabetic_ketoacidosis: ['Ich bin Diabetiker, mein Blutzucker ist hoch und ich erbreche', 'Ich bin Diabetiker, mein Blutzucker ist hoch, kein Erbrechen und keine Bauchschmerzen'],
  diabetes_cannot_keep_fluids: ['Ich habe Typ 1 Diabetes und kann nichts bei mir behalten', 'Ich habe Typ 1 Diabetes und kein Erbrechen'],
  hypoglycaemia_with_confusion: ['Mein Mann ist Diabetiker, hat Unterzucker und ist verwirrt', 'Mein Mann ist Diabetiker, hat Unterzucker, ist aber nicht verwirrt'],
  heat_stroke: ['Nach der Arbeit in der Hitze ist er verwirrt', 'Nach der Arbeit in der Hitze ist er nicht verwirrt'],
  hypothermia: ['Seine Temperatur ist 34,5', 'Seine Temperatur ist 36,8'],
  overdose_or_poisoning: ['Sie hat zu viele Tabletten genommen', 'Sie hat nicht zu viele Tabletten genommen'],
  suicidal_thoughts: ['Ich will mich umbringen', 'Ich will mich nicht umbringen'],
  acute_psychosis: ['Er hört Stimmen', 'Er hört keine Stimmen'],
  major_trauma: ['Ich hatte einen Motorradunfall', 'Ich hatte keinen Motorradunfall'],
  major_trauma_with_warning_signs: ['Autounfall, er war bewusstlos', 'Autounfall, er war nicht bewusstlos'],
  deformed_limb: ['Mein Arm steht nach dem Sturz in einer Fehlstellung', 'Keine Fehlstellung am Arm'],
  serious_burn: ['Ich habe mich mit kochendem Wasser verbrüht, die Verbrennung ist größer als die Hand', 'Ich habe mir den Finger am Ofen verbrannt, die Verbrennung ist nicht größer als die Hand'],
  wound_needs_closure: ['Ich habe mich mit dem Messer geschnitten, die Wunde ist klaffend und muss genäht werden', 'Kleiner Schnitt am Finger, nicht klaffend'],
  bite_broke_skin: ['Ein Hund hat mich gebissen, die Haut ist verletzt', 'Ein Hund hat mich gebissen, die Haut ist nicht verletzt'],
  low_blood_pressure_with_symptoms: ['Blutdruck 80/50 und mir ist schwindelig', 'Blutdruck 80/50, kein Schwindel und keine Ohnmacht'],
  low_blood_pressure: ['Mein Blutdruck ist 85/55', 'Mein Blutdruck ist 125/80'],
  hypertensive_emergency: ['Blutdruck 200/120 mit Brustschmerzen', 'Blutdruck 200/120, keine Brustschmerzen und keine Kopfschmerzen'],
  fast_breathing: ['Atemfrequenz 32 und Fieber', 'Atemfrequenz 16 und Fieber'],
  slow_heart_rate_with_symptoms: ['Puls 38 und mir ist schwindelig', 'Puls 38, kein Schwindel und keine Ohnmacht'],
};

const fired = (text: string) => evaluateRedFlags({ text, language: 'de' }).redFlags.map((flag) => flag.id);

describe('red-flag rules read in German', () => {
  it('has a sentence and its negated form for every rule', () => {
    expect(Object.keys(CASES).sort()).toEqual(RED_FLAG_RULES.map((rule) => rule.id).sort());
  });

  describe.each(Object.entries(CASES))('%s', (id, [fires, doesNotFire]) => {
    it(`fires on "${fires}"`, () => expect(fired(fires)).toContain(id));
    it(`does not fire on "${doesNotFire}"`, () => expect(fired(doesNotFire)).not.toContain(id));
  });
});
