import { evaluateRedFlags } from '../compose';
import { RED_FLAG_RULES } from './red-flags';

/** For every rule: a lay sentence that must fire it, and its negated (or normal-value) form that must not. */
const CASES: Record<string, readonly [fires: string, doesNotFire: string]> = {
  chest_pain_radiating: ['Douleur dans la poitrine qui descend dans le bras gauche', "Je n'ai pas de douleur dans la poitrine, seulement au bras"],
  chest_pain_with_warning_signs: ["J'ai mal à la poitrine et je transpire beaucoup", 'Pas de douleur thoracique, mais je transpire'],
  chest_pressure: ["J'ai une oppression dans la poitrine", "Je n'ai pas d'oppression thoracique"],
  chest_pain_cardiac_history: ['Je suis diabétique et j’ai une douleur thoracique', "Je suis diabétique mais je n'ai pas de douleur thoracique"],
  chest_pain_over_40: ['Homme de 55 ans avec douleur thoracique', 'Homme de 55 ans, pas de douleur thoracique'],
  aortic_dissection: ['Douleur déchirante dans la poitrine qui irradie dans le dos', 'Douleur thoracique, sans douleur déchirante'],
  pulmonary_embolism: ["J'ai été opéré il y a une semaine et maintenant j'ai mal en respirant", "J'ai été opéré il y a une semaine, pas de douleur en respirant et pas de toux"],
  deep_vein_thrombosis: ["J'ai le mollet gonflé et douloureux", 'Pas de douleur au mollet'],
  palpitations_with_warning_signs: ["J'ai des palpitations et je vais tomber dans les pommes", 'Pas de palpitations, juste de la fatigue'],
  fainting_with_risk: ["Je me suis évanoui ce matin et j'ai une maladie cardiaque", "Je ne me suis pas évanoui ; j'ai une maladie cardiaque"],
  stroke_fast: ['Mon père a la bouche de travers et une parole pâteuse', 'Pas de bouche de travers, pas de trouble de la parole, pas de faiblesse'],
  thunderclap_headache: ['Tout à coup le pire mal de tête de ma vie', "Je n'ai pas mal à la tête"],
  meningitis_signs: ['Forte fièvre et nuque raide', 'Fièvre mais pas de raideur de la nuque'],
  non_blanching_rash: ["Il a des taches violettes qui ne s'effacent pas à la pression", "Pas de taches violettes sur la peau"],
  seizure: ['Mon fils a fait une crise convulsive', 'Aucune convulsion'],
  unresponsive: ['Elle est inconsciente et ne répond pas', 'Pas de perte de connaissance'],
  sudden_confusion: ['Ma grand-mère est soudainement confuse', "Elle n'est pas confuse"],
  head_injury_serious: ["Il s'est cogné la tête et a perdu connaissance", "Pas de choc à la tête et il n'a pas perdu connaissance"],
  head_injury_needs_assessment: ["J'ai pris un coup sur la tête et je prends du Previscan", "Pas de coup sur la tête ; je prends du Previscan"],
  sudden_vision_loss: ["J'ai perdu la vue de l'œil gauche d'un coup", 'Pas de perte de la vue'],
  painful_eye_with_vision_change: ["J'ai mal à l'œil et la vision floue", "J'ai mal à l'œil, sans vision floue"],
  cauda_equina: ['Mal de dos et engourdissement du périnée', 'Mal de dos, sans engourdissement du périnée et sans incontinence'],
  severe_breathing_difficulty: ['Il cherche son air et a les lèvres bleues', "Il n'a pas les lèvres bleues et respire calmement"],
  slow_or_irregular_breathing: ["Il a pris de l'héroïne et a une respiration lente", "Il a pris de l'héroïne et respire normalement"],
  severe_hypoxia: ['Saturation 85%', 'Saturation 98%'],
  hypoxia_with_breathlessness: ['Essoufflé, saturation à 92%', 'Essoufflé, saturation à 98%'],
  anaphylaxis: ["Après avoir mangé des cacahuètes j'ai les lèvres gonflées et du mal à respirer", "Après avoir mangé des cacahuètes j'ai les lèvres gonflées, sans gêne respiratoire"],
  face_or_tongue_swelling: ["J'ai la langue gonflée", 'Pas de gonflement des lèvres ni de la langue'],
  drooling_with_fever_or_noisy_breathing: ['Mon fils bave et a une forte fièvre', "Il ne bave pas, il a juste de la fièvre"],
  wheeze_with_breathlessness: ['Respiration sifflante et essoufflement', 'Essoufflement mais pas de respiration sifflante'],
  coughing_blood: ['Je crache du sang', 'Toux sans sang, pas de crachats de sang'],
  sepsis_signs: ['Fièvre et elle est confuse, avec des marbrures', "Fièvre, mais elle n'est pas confuse et pas de marbrures"],
  possible_sepsis: ['Fièvre à 39 et fréquence cardiaque 125', 'Pas de fièvre, fréquence cardiaque 125'],
  fever_immunosuppressed: ["Je suis sous chimiothérapie et j'ai de la fièvre", "Je suis sous chimiothérapie et je n'ai pas de fièvre"],
  infant_fever_under_3_months: ['Mon bébé de 6 semaines a de la fièvre', "Mon bébé de 6 semaines n'a pas de fièvre"],
  infant_fever_3_to_6_months: ['Mon bébé de 4 mois a 39,4 de fièvre', "Mon bébé de 4 mois n'a pas de fièvre"],
  baby_fever_age_unknown: ['Mon bébé a de la fièvre', "Mon bébé n'a pas de fièvre"],
  child_fever_red_features: ['Ma fille de 2 ans a de la fièvre et est très somnolente', "Ma fille de 2 ans a de la fièvre mais n'est pas somnolente"],
  child_fever_amber_features: ['Mon fils de 2 ans a de la fièvre et respire vite', 'Mon fils de 2 ans a de la fièvre mais ne respire pas vite'],
  baby_floppy_or_bulging_fontanelle: ['Mon bébé est tout mou et difficile à réveiller', "Mon bébé n'est pas léthargique"],
  child_dehydration: ['Mon fils de 1 an a la diarrhée et des couches sèches', "Mon fils de 1 an a des couches sèches, mais pas de vomissements ni de diarrhée"],
  child_dehydration_shock: ['Mon fils de 2 ans est déshydraté, très somnolent, avec les mains et pieds froids', "Mon fils de 2 ans n'est pas déshydraté"],
  young_baby_not_feeding: ['Mon bébé de 3 semaines refuse le biberon', "Mon bébé de 3 semaines n'a pas de vomissements et boit bien"],
  severe_bleeding: ["La plaie saigne beaucoup et ça ne s'arrête pas", 'La plaie ne saigne pas beaucoup'],
  gastrointestinal_bleeding: ["J'ai vomi du sang ce matin", "Je n'ai pas vomi de sang"],
  bleeding_on_anticoagulants: ["Je prends du Previscan et j'ai du sang dans les selles", "Je prends du Previscan et je n'ai pas de sang dans les selles"],
  rectal_bleeding_with_faintness: ["Du sang dans les selles et j'ai des étourdissements", "Pas de sang dans les selles, j'ai des étourdissements"],
  acute_abdomen: ["J'ai le ventre dur comme du bois", "Le ventre n'est pas dur"],
  severe_abdominal_pain: ['Douleur abdominale intense', 'Mal au ventre, pas intense'],
  ectopic_pregnancy_unstable: ["J'ai un retard de règles, mal au bas-ventre et j'ai failli tomber dans les pommes", "J'ai un retard de règles, mal au bas-ventre, mais pas de malaise ni d'étourdissements"],
  ectopic_pregnancy_possible: ["Je suis enceinte et j'ai mal au bas-ventre", 'Je suis enceinte, pas de douleur au bas-ventre et pas de saignement'],
  pregnancy_heavy_bleeding: ['Je suis enceinte de 20 semaines et je saigne abondamment', 'Je suis enceinte de 20 semaines et je ne saigne pas'],
  pre_eclampsia: ["Je suis enceinte de 34 semaines avec un mal de tête violent et la vision floue", 'Je suis enceinte de 34 semaines, pas de mal de tête et pas de vision floue'],
  pregnancy_high_blood_pressure: ['Enceinte de 30 semaines, tension à 15/9', 'Enceinte de 30 semaines, tension à 11/7'],
  eclampsia: ['Elle est enceinte et a fait une crise convulsive', 'Elle est enceinte, aucune convulsion'],
  testicular_torsion: ['Mon fils de 14 ans a une douleur brutale au testicule', "Mon fils de 14 ans n'a pas de douleur au testicule"],
  diabetic_ketoacidosis: ["Je suis diabétique, ma glycémie est élevée et je vomis", 'Je suis diabétique, ma glycémie est élevée, pas de vomissements et pas de mal au ventre'],
  diabetes_cannot_keep_fluids: ['Je suis diabétique de type 1 et je ne garde rien', "Je suis diabétique de type 1 et je n'ai pas de vomissements"],
  hypoglycaemia_with_confusion: ['Mon mari diabétique fait une hypoglycémie et il est confus', "Mon mari diabétique fait une hypoglycémie mais il n'est pas confus"],
  heat_stroke: ['Après avoir travaillé en plein soleil il est confus', "Après avoir travaillé en plein soleil il n'est pas confus"],
  hypothermia: ['Sa température est à 34,5', 'Sa température est à 36,8'],
  overdose_or_poisoning: ['Elle a pris trop de comprimés', "Elle n'a pas pris trop de comprimés"],
  suicidal_thoughts: ["J'ai envie de mourir", "Je n'ai pas envie de mourir"],
  acute_psychosis: ['Il entend des voix', "Il n'entend pas de voix"],
  major_trauma: ["J'ai eu un accident de moto", "Je n'ai pas eu d'accident de moto"],
  major_trauma_with_warning_signs: ['Accident de voiture, il a perdu connaissance', "Accident de voiture, il n'a pas perdu connaissance"],
  deformed_limb: ['Mon bras est déformé après la chute', "Mon bras n'est pas déformé"],
  serious_burn: ['Je me suis brûlé avec de l’eau bouillante, la brûlure est plus grande que la main', 'Je me suis brûlé le doigt au four, la brûlure n’est pas plus grande que la main'],
  wound_needs_closure: ['Je me suis coupé la main avec un couteau, la plaie est béante et il faut recoudre', 'Petite coupure au doigt, pas de plaie béante'],
  bite_broke_skin: ['Un chien m’a mordu et a percé la peau', 'Un chien m’a mordu la manche sans percer la peau'],
  low_blood_pressure_with_symptoms: ["Tension 80/50 et j'ai des vertiges", 'Tension 80/50, pas de vertiges et pas de malaise'],
  low_blood_pressure: ['Ma tension est à 85/55', 'Ma tension est à 125/80'],
  hypertensive_emergency: ['Tension 200/120 avec douleur thoracique', 'Tension 200/120, pas de douleur thoracique et pas de mal de tête'],
  fast_breathing: ['Fréquence respiratoire 32 et fièvre', 'Fréquence respiratoire 16 et fièvre'],
  slow_heart_rate_with_symptoms: ["Pouls à 38 et j'ai des vertiges", 'Pouls à 38, pas de vertiges et pas de malaise'],
};

const fired = (text: string) => evaluateRedFlags({ text, language: 'fr' }).redFlags.map((flag) => flag.id);

describe('red-flag rules read in French', () => {
  it('has a sentence and its negated form for every rule', () => {
    expect(Object.keys(CASES).sort()).toEqual(RED_FLAG_RULES.map((rule) => rule.id).sort());
  });

  describe.each(Object.entries(CASES))('%s', (id, [fires, doesNotFire]) => {
    it(`fires on "${fires}"`, () => expect(fired(fires)).toContain(id));
    it(`does not fire on "${doesNotFire}"`, () => expect(fired(doesNotFire)).not.toContain(id));
  });
});
