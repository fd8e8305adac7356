import { evaluateRedFlags } from '../compose';
import { RED_FLAG_RULES } from './red-flags';

/**
 * For every rule: a lay sentence that must fire it, its negated (or normal-value) form that must not, and the same
 * event told as long past (months or years ago, over and done), which must not fire it either.
 */
const CASES: Record<string, readonly [fires: string, doesNotFire: string, longAgo: string]> = {
  chest_pain_radiating: [
    'Brustschmerzen, die in den linken Arm ausstrahlen',
    'Keine Brustschmerzen, nur der Arm tut weh',
    'Vor drei Jahren hatte ich Brustschmerzen mit Ausstrahlung in den linken Arm',
  ],
  chest_pain_with_warning_signs: [
    'Brustschmerzen und ich bin kaltschweißig',
    'Keine Brustschmerzen, aber ich schwitze',
    'Vor zwei Jahren hatte ich Brustschmerzen und war kaltschweißig',
  ],
  chest_pressure: [
    'Ich habe ein Engegefühl in der Brust',
    'Kein Druck auf der Brust',
    'Letztes Jahr hatte ich ein Engegefühl in der Brust',
  ],
  chest_pain_cardiac_history: [
    'Ich bin Diabetiker und habe Brustschmerzen',
    'Ich bin Diabetiker, aber keine Brustschmerzen',
    'Ich bin Diabetiker und hatte vor vier Jahren Brustschmerzen',
  ],
  chest_pain_over_40: [
    'Ein 55-jähriger Mann mit Brustschmerzen',
    'Ein 55-jähriger Mann, Brustschmerzen werden verneint',
    'Ein 55-jähriger Mann, der vor 10 Jahren Brustschmerzen hatte',
  ],
  aortic_dissection: [
    'Plötzlicher reißender Schmerz in der Brust bis in den Rücken',
    'Brustschmerzen, kein reißender Schmerz',
    'Vor sechs Jahren hatte ich plötzlich einen reißenden Schmerz in der Brust bis in den Rücken',
  ],
  pulmonary_embolism: [
    'Ich wurde letzte Woche operiert und jetzt habe ich Schmerzen beim Atmen',
    'Ich wurde letzte Woche operiert, keine Schmerzen beim Atmen und kein Husten',
    'Nach einer Operation vor zwei Jahren hatte ich Schmerzen beim Atmen',
  ],
  deep_vein_thrombosis: [
    'Meine Wade ist geschwollen und tut weh',
    'Keine Wadenschmerzen',
    'Vor einem Jahr war meine Wade geschwollen und tat weh',
  ],
  palpitations_with_warning_signs: [
    'Herzrasen und mir wird schwarz vor Augen',
    'Kein Herzrasen, nur müde',
    'Vor Jahren hatte ich Herzrasen und mir wurde schwarz vor Augen',
  ],
  palpitations_fast_heart_rate: [
    'Herzrasen, die Uhr zeigt Puls 130',
    'Herzrasen, die Uhr zeigt Puls 95',
    'Vor Jahren hatte ich Herzrasen mit Puls 130',
  ],
  fainting_with_risk: [
    'Ich bin heute ohnmächtig geworden und habe eine Herzerkrankung',
    'Ich bin nicht ohnmächtig geworden; ich habe eine Herzerkrankung',
    'Ich bin vor zehn Jahren einmal ohnmächtig geworden; ich habe eine Herzerkrankung',
  ],
  facial_palsy: [
    'Heute früh hängt meine rechte Gesichtshälfte und ich kann die Stirn rechts nicht runzeln',
    'Meine rechte Gesichtshälfte hängt, aber die Stirn kann ich runzeln',
    'Vor zehn Jahren hing meine rechte Gesichtshälfte und ich konnte die Stirn nicht runzeln',
  ],
  stroke_fast: [
    'Bei meinem Vater hängt der Mundwinkel und er spricht verwaschen',
    'Kein hängender Mundwinkel, keine Sprachstörung, keine Lähmung',
    'Vor vier Jahren hing bei meinem Vater der Mundwinkel und er sprach verwaschen',
  ],
  thunderclap_headache: [
    'Plötzlich die schlimmsten Kopfschmerzen meines Lebens',
    'Keine Kopfschmerzen',
    'Vor drei Jahren hatte ich plötzlich die schlimmsten Kopfschmerzen meines Lebens',
  ],
  meningitis_signs: [
    'Hohes Fieber und steifer Nacken',
    'Fieber, aber kein steifer Nacken',
    'Als Kind hatte ich hohes Fieber und einen steifen Nacken',
  ],
  non_blanching_rash: [
    'Er hat lila Flecken, die sich nicht wegdrücken lassen',
    'Keine lila Flecken auf der Haut',
    'Als Kind hatte er lila Flecken, die sich nicht wegdrücken ließen',
  ],
  seizure: ['Mein Sohn hatte einen Krampfanfall', 'Kein Krampfanfall', 'Mein Sohn hatte vor zwei Jahren einen Krampfanfall'],
  seizure_over_as_before: [
    'Mein Sohn hat Epilepsie, er hatte einen Krampfanfall von 2 Minuten und ist jetzt wieder wach und normal',
    'Mein Sohn hat Epilepsie, heute kein Krampfanfall, er ist jetzt wach und normal',
    'Mein Sohn hat Epilepsie. Vor 2 Jahren hatte er einen Krampfanfall',
  ],
  unresponsive: [
    'Sie ist bewusstlos und nicht ansprechbar',
    'Keine Bewusstlosigkeit',
    'Vor ein paar Monaten war sie bewusstlos und nicht ansprechbar',
  ],
  sudden_confusion: ['Meine Oma ist plötzlich verwirrt', 'Sie ist nicht verwirrt', 'Letztes Jahr war meine Oma plötzlich verwirrt'],
  head_injury_serious: [
    'Er ist auf den Kopf gefallen und war bewusstlos',
    'Keine Kopfverletzung und nicht bewusstlos',
    'Als Jugendlicher ist er auf den Kopf gefallen und war bewusstlos',
  ],
  head_injury_needs_assessment: [
    'Ich habe mir den Kopf gestoßen und nehme Marcumar',
    'Ich habe mir den Kopf nicht gestoßen; ich nehme Marcumar',
    'Ich nehme Marcumar; vor zwei Jahren habe ich mir den Kopf gestoßen',
  ],
  sudden_vision_loss: [
    'Ich sehe plötzlich nichts mehr auf dem linken Auge, Sehverlust',
    'Kein Sehverlust',
    'Vor fünf Jahren hatte ich einen plötzlichen Sehverlust auf dem linken Auge',
  ],
  painful_eye_with_vision_change: [
    'Mein Auge tut weh und ich sehe verschwommen',
    'Mein Auge tut weh, aber ich sehe nicht verschwommen',
    'Vor einem Jahr hatte ich Augenschmerzen und verschwommenes Sehen',
  ],
  retinal_detachment_signs: [
    'Seit heute früh sehe ich Lichtblitze und viele schwarze Punkte im linken Auge',
    'Keine Lichtblitze und keine schwarzen Punkte',
    'Vor sechs Jahren hatte ich Lichtblitze und schwarze Punkte im Auge',
  ],
  urinary_retention: [
    'Mein Mann ist 78 und kann seit heute früh kein Wasser lassen, der Unterbauch ist vorgewölbt und tut weh',
    'Mein Mann ist 78, Unterbauchschmerzen, Wasserlassen geht normal',
    'Mein Mann ist 78 und konnte vor 2 Jahren kein Wasser lassen, mit Unterbauchschmerzen',
  ],
  cauda_equina: [
    'Rückenschmerzen und Taubheit im Genitalbereich',
    'Rückenschmerzen, keine Taubheit im Genitalbereich und keine Inkontinenz',
    'Vor drei Jahren hatte ich Rückenschmerzen und Taubheit im Genitalbereich',
  ],
  severe_breathing_difficulty: [
    'Er ringt nach Luft und hat blaue Lippen',
    'Er hat keine blauen Lippen und atmet ruhig',
    'Vor zwei Jahren rang er nach Luft und hatte blaue Lippen',
  ],
  slow_or_irregular_breathing: [
    'Er hat Heroin genommen und atmet ganz langsam',
    'Er hat Heroin genommen und atmet normal',
    'Vor Jahren hat er Heroin genommen und hatte danach eine ganz langsame Atmung',
  ],
  severe_hypoxia: ['Sättigung 85%', 'Sättigung 98%', 'Vor zwei Jahren lag meine Sättigung bei 85%'],
  hypoxia_with_breathlessness: [
    'Atemnot, Sättigung 92%',
    'Atemnot, Sättigung 98%',
    'Letztes Jahr hatte ich Atemnot mit einer Sättigung von 92%',
  ],
  anaphylaxis: [
    'Nach Erdnüssen habe ich geschwollene Lippen und bekomme keine Luft',
    'Nach Erdnüssen habe ich geschwollene Lippen, aber keine Atemnot',
    'Vor zehn Jahren bekam ich nach Erdnüssen geschwollene Lippen und keine Luft mehr',
  ],
  face_or_tongue_swelling: [
    'Meine Zunge ist geschwollen',
    'Keine Schwellung von Lippen oder Zunge',
    'Vor ein paar Jahren war meine Zunge geschwollen',
  ],
  drooling_with_fever_or_noisy_breathing: [
    'Mein Sohn sabbert und hat hohes Fieber',
    'Er sabbert nicht, er hat nur Fieber',
    'Vor Jahren hatte mein Sohn hohes Fieber mit starkem Speichelfluss',
  ],
  wheeze_with_breathlessness: [
    'Pfeifende Atmung und Atemnot',
    'Atemnot, aber keine pfeifende Atmung',
    'Als Kind hatte ich pfeifende Atmung und Atemnot',
  ],
  coughing_blood: ['Ich huste Blut', 'Husten ohne Blut, Hämoptysen verneint', 'Ich habe vor acht Jahren einmal Blut gehustet'],
  sepsis_signs: [
    'Fieber und sie ist verwirrt, die Haut ist marmoriert',
    'Fieber, aber sie ist nicht verwirrt und die Haut ist nicht marmoriert',
    'Vor drei Jahren hatte sie Fieber und war verwirrt mit marmorierter Haut',
  ],
  possible_sepsis: ['Fieber 39 und Puls 125', 'Kein Fieber, Puls 125', 'Letztes Jahr hatte ich Fieber 39 und Puls 125'],
  fever_immunosuppressed: [
    'Ich bekomme Chemotherapie und habe Fieber',
    'Ich bekomme Chemotherapie und habe kein Fieber',
    'Während der Chemotherapie vor fünf Jahren hatte ich Fieber',
  ],
  infant_fever_under_3_months: [
    'Mein 6 Wochen altes Baby hat Fieber',
    'Mein 6 Wochen altes Baby hat kein Fieber',
    'Vor zwei Jahren hatte unser 6 Wochen altes Baby Fieber',
  ],
  eyelid_swelling_with_fever: [
    'Meine Tochter ist 6, das Augenlid ist geschwollen und rot, Fieber 38,4',
    'Meine Tochter ist 6, Fieber 38,4, das Lid ist nicht geschwollen',
    'Meine Tochter ist 6, vor 3 Jahren war ihr Augenlid mit Fieber geschwollen',
  ],
  child_limp_with_fever: [
    'Mein Sohn ist 4 und hinkt seit heute früh, Fieber 38,5',
    'Mein Sohn ist 4, Fieber 38,5, er hinkt nicht',
    'Mein Sohn ist 4, vor 2 Jahren hinkte er mal mit Fieber',
  ],
  infant_fever_under_3_months_unwell: [
    'unser Baby ist 6 Wochen alt, hat 38,4 Fieber und trinkt weniger',
    'unser Baby ist 6 Wochen alt, hat 38,4 Fieber, trinkt aber gut und ist wach',
    'Vor zwei Jahren hatte unser Baby mit 6 Wochen 38,4 Fieber und trank weniger',
  ],
  infant_fever_3_to_6_months: [
    'Mein 4 Monate altes Baby hat 39,4 Fieber',
    'Mein 4 Monate altes Baby hat kein Fieber',
    'Vor drei Jahren hatte unser 4 Monate altes Baby 39,4 Fieber',
  ],
  baby_fever_age_unknown: ['Mein Baby hat Fieber', 'Mein Baby hat kein Fieber', 'Mein Baby hatte vor ein paar Monaten Fieber'],
  child_fever_red_features: [
    'Meine 2-jährige Tochter hat Fieber und ist kaum wach',
    'Meine 2-jährige Tochter hat Fieber, ist aber nicht schläfrig',
    'Letztes Jahr hatte meine 2-jährige Tochter Fieber und war kaum wach',
  ],
  child_fever_amber_features: [
    'Mein 2-jähriger Sohn hat Fieber und atmet schnell',
    'Mein 2-jähriger Sohn hat Fieber, atmet aber nicht schnell',
    'Vor sechs Monaten hatte mein 2-jähriger Sohn Fieber und atmete schnell',
  ],
  baby_floppy_or_bulging_fontanelle: [
    'Mein Baby ist schlapp und schwer zu wecken',
    'Mein Baby ist nicht lethargisch',
    'Vor einigen Monaten war mein Baby schlapp und schwer zu wecken',
  ],
  child_dehydration: [
    'Mein 1-jähriger Sohn hat Durchfall und trockene Windeln',
    'Mein 1-jähriger Sohn hat trockene Windeln, aber kein Erbrechen und keinen Durchfall',
    'Letztes Jahr hatte mein 1-jähriger Sohn Durchfall und trockene Windeln',
  ],
  dehydration_with_losses: [
    'Ich habe Durchfall und Erbrechen, einen trockenen Mund und kaum Urin heute',
    'Ich habe Durchfall, trinke aber gut und pinkle normal',
    'Vor drei Jahren hatte ich Durchfall mit trockenem Mund und kaum Urin',
  ],
  child_dehydration_shock: [
    'Mein 2-jähriger Sohn ist ausgetrocknet, sehr schläfrig und hat kalte Hände und Füße',
    'Mein 2-jähriger Sohn ist nicht ausgetrocknet',
    'Vor einem Jahr war mein 2-jähriger Sohn ausgetrocknet und sehr schläfrig mit kalten Händen und Füßen',
  ],
  young_baby_not_feeding: [
    'Mein 3 Wochen altes Baby trinkt nicht',
    'Mein 3 Wochen altes Baby hat kein Erbrechen und trinkt gut',
    'Vor zwei Jahren hatte unser 3 Wochen altes Baby eine Trinkschwäche',
  ],
  severe_bleeding: [
    'Die Wunde blutet stark und hört nicht auf',
    'Die Wunde blutet nicht stark',
    'Vor Jahren hatte ich eine starke Blutung am Bein, die nicht aufhörte',
  ],
  gastrointestinal_bleeding: [
    'Ich habe heute früh Blut erbrochen',
    'Ich habe kein Blut erbrochen',
    'Vor sechs Jahren habe ich Blut erbrochen',
  ],
  bleeding_on_anticoagulants: [
    'Ich nehme Marcumar und habe Blut im Stuhl',
    'Ich nehme Marcumar und habe kein Blut im Stuhl',
    'Ich nehme Marcumar und hatte vor zwei Jahren Blut im Stuhl',
  ],
  rectal_bleeding_with_faintness: [
    'Blut im Stuhl und mir ist schwindelig',
    'Kein Blut im Stuhl, mir ist schwindelig',
    'Vor zwei Jahren hatte ich Blut im Stuhl und mir war schwindelig',
  ],
  acute_abdomen: ['Mein Bauch ist bretthart', 'Mein Bauch ist nicht hart', 'Vor fünf Jahren war mein Bauch bretthart'],
  severe_abdominal_pain: [
    'Unerträgliche Bauchschmerzen',
    'Bauchschmerzen, aber nicht stark',
    'Ich hatte vor zehn Jahren unerträgliche Bauchschmerzen',
  ],
  ectopic_pregnancy_unstable: [
    'Meine Periode ist ausgeblieben, ich habe Unterbauchschmerzen und bin fast ohnmächtig',
    'Meine Periode ist ausgeblieben, ich habe Unterbauchschmerzen, aber keinen Schwindel und keine Ohnmacht',
    'Vor drei Jahren ist meine Periode ausgeblieben und ich hatte Unterbauchschmerzen und war fast ohnmächtig',
  ],
  ectopic_pregnancy_possible: [
    'Ich bin schwanger und habe Schmerzen im Unterbauch',
    'Ich bin schwanger, keine Unterbauchschmerzen und keine Blutung',
    'In meiner Schwangerschaft vor zwei Jahren hatte ich Schmerzen im Unterbauch',
  ],
  pregnancy_bleeding_after_injury_or_with_shock: [
    'Ich bin in der 30. Woche schwanger, bin die Treppe runtergestürzt, blute und habe Bauchschmerzen',
    'Ich bin in der 30. Woche schwanger, bin die Treppe runtergestürzt, keine Blutung und keine Bauchschmerzen',
    'Ich bin in der 30. Woche schwanger. Vor 5 Jahren bin ich in der ersten Schwangerschaft gestürzt und hatte Blutung und Bauchschmerzen',
  ],
  pregnancy_heavy_bleeding: [
    'Ich bin in der 20. Woche schwanger und blute stark',
    'Ich bin in der 20. Woche schwanger und habe keine Blutung',
    'Vor vier Jahren hatte ich in der Schwangerschaft eine starke Blutung',
  ],
  pre_eclampsia: [
    'Ich bin in der 34. Woche schwanger und habe sehr starke Kopfschmerzen und sehe verschwommen',
    'Ich bin in der 34. Woche schwanger, keine Kopfschmerzen und keine Sehstörungen',
    'Vor fünf Jahren hatte ich in der Schwangerschaft sehr starke Kopfschmerzen und sah verschwommen',
  ],
  chest_recession: [
    'Mein Baby (5 Monate) atmet schnell und hat Einziehungen',
    'Mein Baby (5 Monate) atmet ruhig, keine Einziehungen',
    'Vor zwei Jahren hatte er Einziehungen bei einer Bronchiolitis',
  ],
  no_fetal_movements: [
    'schwanger in der 33 Woche und ich spüre das Baby seit gestern nicht mehr',
    'schwanger in der 33 Woche und das Baby bewegt sich wie immer',
    'Vor zwei Jahren in der letzten Schwangerschaft habe ich das Baby einen Tag nicht gespürt',
  ],
  reduced_fetal_movements: [
    'schwanger in der 33 Woche und das Baby bewegt sich weniger als sonst',
    'schwanger in der 33 Woche und das Baby bewegt sich wie immer',
    'Vor zwei Jahren in der letzten Schwangerschaft hat sich das Baby einen Tag weniger bewegt',
  ],
  pre_eclampsia_severe: [
    '35. SSW schwanger, heftige Kopfschmerzen und ich sehe verschwommen',
    'schwanger in der 35. Woche, keine Kopfschmerzen und ich sehe normal',
    'vor 5 Jahren hatte ich in der Schwangerschaft heftige Kopfschmerzen und Sehstörungen',
  ],
  pregnancy_high_blood_pressure: [
    'Ich bin in der 30. Woche schwanger, Blutdruck 150/95',
    'Ich bin in der 30. Woche schwanger, Blutdruck 115/70',
    'Vor drei Jahren lag mein Blutdruck in der Schwangerschaft bei 150/95',
  ],
  eclampsia: [
    'Sie ist schwanger und hatte einen Krampfanfall',
    'Sie ist schwanger, kein Krampfanfall',
    'Sie hatte vor sechs Jahren in der Schwangerschaft einen Krampfanfall',
  ],
  testicular_torsion: [
    'Mein 14-jähriger Sohn hat plötzlich Hodenschmerzen',
    'Mein 14-jähriger Sohn hat keine Hodenschmerzen',
    'Letztes Jahr hatte mein 14-jähriger Sohn plötzlich Hodenschmerzen',
  ],
  diabetic_ketoacidosis: [
    'Ich bin Diabetiker, mein Blutzucker ist hoch und ich erbreche',
    'Ich bin Diabetiker, mein Blutzucker ist hoch, kein Erbrechen und keine Bauchschmerzen',
    'Ich bin Diabetiker; vor zwei Jahren war mein Blutzucker hoch und ich habe erbrochen',
  ],
  diabetes_cannot_keep_fluids: [
    'Ich habe Typ 1 Diabetes und kann nichts bei mir behalten',
    'Ich habe Typ 1 Diabetes und kein Erbrechen',
    'Ich habe Typ 1 Diabetes; vor einem Jahr hatte ich ständiges Erbrechen',
  ],
  hypoglycaemia_with_confusion: [
    'Mein Mann ist Diabetiker, hat Unterzucker und ist verwirrt',
    'Mein Mann ist Diabetiker, hat Unterzucker, ist aber nicht verwirrt',
    'Mein Mann ist Diabetiker und hatte letztes Jahr Unterzucker und war verwirrt',
  ],
  heat_stroke: [
    'Nach der Arbeit in der Hitze ist er verwirrt',
    'Nach der Arbeit in der Hitze ist er nicht verwirrt',
    'Vor Jahren war er nach der Arbeit in der Hitze verwirrt',
  ],
  hypothermia: ['Seine Temperatur ist 34,5', 'Seine Temperatur ist 36,8', 'Seine Temperatur war vor Jahren einmal 34,5'],
  choking_child_or_airway: [
    'Mein Sohn (2 Jahre) hat sich an einer Traube verschluckt und bekommt keine Luft',
    'Mein Sohn (2 Jahre) hat sich nicht verschluckt',
    'Vor zehn Jahren hat sich mein Sohn an einer Traube verschluckt',
  ],
  injury_suspected_fracture: [
    'Mein Sohn ist vom Fahrrad auf die Hand gefallen und kann das Handgelenk nicht bewegen',
    'Mein Sohn ist vom Fahrrad auf die Hand gefallen, es tut etwas weh, aber er kann das Handgelenk gut bewegen',
    'Vor 3 Jahren ist mein Sohn auf die Hand gefallen und konnte das Handgelenk nicht bewegen',
  ],
  sepsis_signs_without_fever: [
    'Meine Mutter nimmt Antibiotika wegen einer Blasenentzündung und ist heute verwirrt und atmet schnell',
    'Meine Mutter nimmt Antibiotika wegen einer Blasenentzündung, sie ist nicht verwirrt und atmet normal',
    'Vor zwei Jahren nahm meine Mutter Antibiotika wegen einer Blasenentzündung und war verwirrt und atmete schnell',
  ],
  st_elevation_on_ecg: [
    'Mann, 58 J., Brustschmerz seit 1 h. EKG mit ST-Hebung in V1-V4',
    'Mann, 58 J., Brustschmerz seit 1 h. EKG ohne ST-Hebung',
    'Mann, 58 J., vor 5 Jahren ST-Hebung im EKG, damals Stent',
  ],
  eye_injury_affecting_sight: [
    'Hab geflext und jetzt ist was im Auge, ich sehe verschwommen',
    'Ich hab was im Auge, sehe aber klar, nichts verschwommen',
    'Vor 3 Jahren hatte ich einen Metallsplitter im Auge und sah verschwommen',
  ],
  dental_infection_spreading: [
    'Mein Zahn eitert, die Backe ist dick geschwollen und ich habe 38,5 Fieber',
    'Mein Zahn eitert, aber die Backe ist nicht geschwollen und ich habe kein Fieber',
    'Vor drei Jahren hatte ich einen eiternden Zahn mit geschwollener Backe und Fieber',
  ],
  shingles_near_the_eye: [
    'Ich habe Bläschen auf der Stirn bis zur Nasenspitze und das Auge ist rot',
    'Ich habe Bläschen auf der Stirn, das Auge ist nicht rot und tut nicht weh',
    'Vor 10 Jahren hatte ich Bläschen auf der Stirn und ein rotes Auge',
  ],
  carbon_monoxide: [
    'Seit die Gastherme läuft, haben wir alle Kopfschmerzen und Schwindel',
    'Wir haben eine Gastherme und keine Kopfschmerzen, keinen Schwindel und keine Übelkeit',
    'Vor zehn Jahren hatten wir alle Kopfschmerzen wegen einer kaputten Gastherme',
  ],
  hip_fracture_suspected: [
    'Meine 82-jährige Mutter ist gestürzt und hat starke Schmerzen in der Hüfte',
    'Meine 82-jährige Mutter ist gestürzt, hat aber keine Schmerzen in der Hüfte',
    'Vor zehn Jahren ist meine 82-jährige Mutter gestürzt und hatte Schmerzen in der Hüfte',
  ],
  asthma_reliever_overuse: [
    'Mein Asthma ist schlimmer, ich brauche das Notfallspray alle 3 Stunden',
    'Mein Asthma ist gut, ich brauche das Notfallspray nicht alle 3 Stunden',
    'Vor zehn Jahren brauchte ich das Notfallspray alle 3 Stunden',
  ],
  spreading_redness: [
    'Das Bein ist rot und die Rötung breitet sich aus, schon über die Linie',
    'Das Bein ist rot, aber die Rötung breitet sich nicht aus',
    'Vor drei Jahren breitete sich eine Rötung am Bein über die Linie aus',
  ],
  infection_spreading_with_fever: [
    'Die Rötung am Bein breitet sich aus und ich habe Fieber',
    'Die Rötung am Bein breitet sich nicht aus und ich habe kein Fieber',
    'Vor zehn Jahren breitete sich die Rötung am Bein aus und ich hatte Fieber',
  ],
  giant_cell_arteritis_suspected: [
    'Ich bin 72, habe neue Kopfschmerzen und Kieferschmerzen beim Kauen',
    'Ich bin 72, keine Kopfschmerzen und keine Kieferschmerzen',
    'Ich bin 72; vor zehn Jahren hatte ich Kopfschmerzen und Kieferschmerzen',
  ],
  chickenpox_in_pregnancy: [
    'Ich bin in der 20. Woche schwanger und mein Neffe hat Windpocken',
    'Ich bin in der 20. Woche schwanger und hatte keinen Kontakt mit Windpocken',
    'Ich hatte vor zehn Jahren Windpocken, lange bevor ich schwanger war',
  ],
  overdose_or_poisoning: [
    'Sie hat zu viele Tabletten genommen',
    'Sie hat nicht zu viele Tabletten genommen',
    'Sie hat vor zehn Jahren zu viele Tabletten genommen',
  ],
  suicidal_thoughts: ['Ich will mich umbringen', 'Ich will mich nicht umbringen', 'Als Jugendlicher wollte ich mich umbringen'],
  suicidal_thoughts_without_plan: [
    'Ich denke oft, allen ginge es besser ohne mich, aber ich habe keinen Plan und würde mir nichts antun',
    'Ich denke oft, allen ginge es besser ohne mich, und ich habe schon einen Plan',
    'Vor zehn Jahren dachte ich allen ginge es besser ohne mich aber ich hatte keinen Plan',
  ],
  acute_psychosis: ['Er hört Stimmen', 'Er hört keine Stimmen', 'Vor zwanzig Jahren hatte er eine Psychose und hörte Stimmen'],
  major_trauma: ['Ich hatte einen Motorradunfall', 'Ich hatte keinen Motorradunfall', 'Ich hatte vor zehn Jahren einen Motorradunfall'],
  major_trauma_with_warning_signs: [
    'Autounfall, er war bewusstlos',
    'Autounfall, er war nicht bewusstlos',
    'Bei einem Autounfall vor fünf Jahren war er bewusstlos',
  ],
  deformed_limb: [
    'Mein Arm steht nach dem Sturz in einer Fehlstellung',
    'Keine Fehlstellung am Arm',
    'Als Kind stand mein Arm nach einem Sturz in einer Fehlstellung',
  ],
  serious_burn: [
    'Ich habe mich mit kochendem Wasser verbrüht, die Verbrennung ist größer als die Hand',
    'Ich habe mir den Finger am Ofen verbrannt, die Verbrennung ist nicht größer als die Hand',
    'Vor Jahren hatte ich eine Verbrennung größer als die Hand durch kochendes Wasser',
  ],
  sudden_hearing_loss: [
    'Bin heute aufgewacht und höre auf dem rechten Ohr nichts mehr',
    'Ich höre gut, kein Hörverlust',
    'Vor 3 Jahren bin ich aufgewacht und war rechts taub',
  ],
  peak_flow_severely_low: [
    'Mein Asthma ist schlimm, Peak Flow 30% vom Bestwert',
    'Mein Peak Flow ist normal, nicht bei 30%',
    'Vor 5 Jahren hatte ich einen Peak Flow von 30% vom Bestwert',
  ],
  peak_flow_low: [
    'Ich pfeife beim Atmen und mein Peak Flow ist bei 60% vom Bestwert',
    'Mein Peak Flow ist gut, nicht bei 60%',
    'Vor 2 Jahren war mein Peak Flow bei 60% vom Bestwert',
  ],
  object_in_nose_or_ear: [
    'Mein Sohn (4) hat sich eine Perle in die Nase gesteckt, sie geht nicht raus',
    'Keine Perle in der Nase, er hat nur Schnupfen',
    'Vor 5 Jahren hat sich mein Sohn eine Perle in die Nase gesteckt',
  ],
  wound_needs_closure: [
    'Ich habe mich mit dem Messer geschnitten, die Wunde ist klaffend und muss genäht werden',
    'Kleiner Schnitt am Finger, nicht klaffend',
    'Vor drei Jahren hatte ich eine klaffende Schnittwunde an der Hand',
  ],
  bite_broke_skin: [
    'Ein Hund hat mich gebissen, die Haut ist verletzt',
    'Ein Hund hat mich gebissen, die Haut ist nicht verletzt',
    'Als Kind hat mich ein Hund gebissen und die Haut verletzt',
  ],
  low_blood_pressure_with_symptoms: [
    'Blutdruck 80/50 und mir ist schwindelig',
    'Blutdruck 80/50, kein Schwindel und keine Ohnmacht',
    'Vor zwei Jahren hatte ich einen Blutdruck von 80/50 und mir war schwindelig',
  ],
  low_blood_pressure: ['Mein Blutdruck ist 85/55', 'Mein Blutdruck ist 125/80', 'Mein Blutdruck war einmal 85/55, das ist zwei Jahre her'],
  hypertensive_emergency: [
    'Blutdruck 200/120 mit Brustschmerzen',
    'Blutdruck 200/120, keine Brustschmerzen und keine Kopfschmerzen',
    'Vor fünf Jahren hatte ich Blutdruck 200/120 mit Brustschmerzen',
  ],
  fast_breathing: [
    'Atemfrequenz 32 und Fieber',
    'Atemfrequenz 16 und Fieber',
    'Letztes Jahr hatte ich Fieber und eine Atemfrequenz von 32',
  ],
  slow_heart_rate_with_symptoms: [
    'Puls 38 und mir ist schwindelig',
    'Puls 38, kein Schwindel und keine Ohnmacht',
    'Vor einem Jahr war mein Puls 38 und mir war schwindelig',
  ],
  irreducible_hernia: [
    'mein Leistenbruch ist hart und lässt sich nicht mehr reindrücken',
    'der Bruch geht im Liegen von allein zurück',
    'vor 2 Jahren hatte ich einen eingeklemmten Bruch, der wurde operiert',
  ],
  bowel_obstruction: [
    'seit 3 Tagen kein Stuhlgang und keine Winde, der Bauch ist aufgebläht und ich erbreche',
    'verstopft und aufgebläht, aber kein Erbrechen',
    'vor 3 Jahren hatte ich Verstopfung mit aufgeblähtem Bauch und Erbrechen',
  ],
  jaw_pain_with_cardiac_signs: [
    'bin 64, kieferschmerzen, kalter schweiss und übelkeit',
    'bin 64, kieferschmerzen, aber kein schweiss und keine übelkeit',
    'vor 5 jahren hatte ich kieferschmerzen mit kaltem schweiss und übelkeit',
  ],
  electric_shock_with_warning_signs: [
    'er hat einen stromschlag bekommen und war kurz bewusstlos',
    'er hat einen stromschlag bekommen, nicht bewusstlos, kein herzstolpern, keine verbrennung',
    'vor 3 jahren hatte er einen stromschlag und war bewusstlos',
  ],
  electric_shock: [
    'hab beim lampe anschliessen einen stromschlag bekommen',
    'ich hatte keinen stromschlag',
    'vor 10 jahren hatte ich einen stromschlag',
  ],
  near_drowning_with_symptoms: [
    'wir haben ihn aus dem pool gezogen, er war unter wasser, jetzt hustet er stark',
    'wir haben ihn aus dem pool gezogen, er war unter wasser, kein husten, atmet normal und ist wach',
    'als kind wäre er fast ertrunken und hustete stark',
  ],
  near_drowning: ['meine tochter wäre im see fast ertrunken', 'sie war nicht unter wasser', 'vor 4 jahren wäre sie fast ertrunken'],
  young_baby_not_feeding_red_features: [
    'Mein Baby ist 3 Wochen alt, trinkt nicht und ist ganz schlapp',
    'Mein Baby ist 3 Wochen alt, trinkt gut und ist nicht schlapp',
    'Vor 2 Jahren hat mein Sohn mit 3 Wochen nicht getrunken und war schlapp',
  ],
  smoke_inhalation_with_symptoms: [
    'Küchenbrand, mein Mann hat viel Rauch eingeatmet und ist jetzt heiser',
    'Küchenbrand, mein Mann hat keinen Rauch eingeatmet, kein Husten, Stimme normal',
    'Vor 5 Jahren hat er bei einem Brand viel Rauch eingeatmet und tagelang gehustet',
  ],
  posterior_stroke_signs: [
    'Plötzlich sehe ich doppelt und mir ist total schwindelig',
    'Mir ist etwas schwindelig beim Aufstehen, keine Doppelbilder',
    'Vor 5 Jahren hatte ich Doppelbilder und Schwindel',
  ],
};

const fired = (text: string) => evaluateRedFlags({ text, language: 'de' }).redFlags.map((flag) => flag.id);

describe('red-flag rules read in German', () => {
  it('has a sentence, its negated form and its long-past form for every rule', () => {
    expect(Object.keys(CASES).sort()).toEqual(RED_FLAG_RULES.map((rule) => rule.id).sort());
  });

  describe.each(Object.entries(CASES))('%s', (id, [fires, doesNotFire, longAgo]) => {
    it(`fires on "${fires}"`, () => expect(fired(fires)).toContain(id));
    it(`does not fire on "${doesNotFire}"`, () => expect(fired(doesNotFire)).not.toContain(id));
    it(`does not fire when it happened long ago: "${longAgo}"`, () => expect(fired(longAgo)).not.toContain(id));
  });
});
