import { evaluateRedFlags } from '../compose';
import { RED_FLAG_RULES } from './red-flags';

/**
 * For every rule: a lay sentence that must fire it, its negated (or normal-value) form that must not, and the same
 * event told as long past (months or years ago, over and done), which must not fire it either.
 */
const CASES: Record<string, readonly [fires: string, doesNotFire: string, longAgo: string]> = {
  chest_pain_radiating: [
    'Douleur dans la poitrine qui descend dans le bras gauche',
    "Je n'ai pas de douleur dans la poitrine, seulement au bras",
    "Il y a trois ans j'ai eu une douleur dans la poitrine avec irradiation dans le bras gauche",
  ],
  chest_pain_with_warning_signs: [
    "J'ai mal à la poitrine et je transpire beaucoup",
    'Pas de douleur thoracique, mais je transpire',
    "Il y a deux ans j'ai eu mal à la poitrine avec des sueurs froides",
  ],
  chest_pressure: [
    "J'ai une oppression dans la poitrine",
    "Je n'ai pas d'oppression thoracique",
    "L'année dernière j'ai eu une oppression dans la poitrine",
  ],
  chest_pain_cardiac_history: [
    'Je suis diabétique et j’ai une douleur thoracique',
    "Je suis diabétique mais je n'ai pas de douleur thoracique",
    "Je suis diabétique et j'ai eu une douleur thoracique il y a quatre ans",
  ],
  chest_pain_over_40: [
    'Homme de 55 ans avec douleur thoracique',
    'Homme de 55 ans, pas de douleur thoracique',
    'Homme de 55 ans qui a eu une douleur thoracique il y a 10 ans',
  ],
  aortic_dissection: [
    'Douleur déchirante dans la poitrine qui irradie dans le dos',
    'Douleur thoracique, sans douleur déchirante',
    "Il y a six ans j'ai eu une douleur déchirante dans la poitrine qui irradiait dans le dos",
  ],
  pulmonary_embolism: [
    "J'ai été opéré il y a une semaine et maintenant j'ai mal en respirant",
    "J'ai été opéré il y a une semaine, pas de douleur en respirant et pas de toux",
    "J'ai été opéré il y a deux ans et après j'avais mal en respirant",
  ],
  deep_vein_thrombosis: [
    "J'ai le mollet gonflé et douloureux",
    'Pas de douleur au mollet',
    "Il y a un an j'ai eu le mollet gonflé et douloureux",
  ],
  palpitations_with_warning_signs: [
    "J'ai des palpitations et je vais tomber dans les pommes",
    'Pas de palpitations, juste de la fatigue',
    "Il y a des années j'ai eu des palpitations et j'ai failli tomber dans les pommes",
  ],
  palpitations_fast_heart_rate: [
    'J ai des palpitations, ma montre indique 130',
    'J ai des palpitations, ma montre indique 95',
    'Il y a des années j ai eu des palpitations à 130',
  ],
  fainting_with_risk: [
    "Je me suis évanoui ce matin et j'ai une maladie cardiaque",
    "Je ne me suis pas évanoui ; j'ai une maladie cardiaque",
    "Je me suis évanoui une fois il y a dix ans ; j'ai une maladie cardiaque",
  ],
  facial_palsy: [
    'Réveillé avec la moitié du visage paralysée, même le front, je ne peux pas fermer l’oeil',
    'La moitié de mon visage tombe, mais je peux plisser le front',
    'J’ai eu la moitié du visage paralysée jusqu’au front il y a dix ans',
  ],
  stroke_fast: [
    'Mon père a la bouche de travers et une parole pâteuse',
    'Pas de bouche de travers, pas de trouble de la parole, pas de faiblesse',
    'Il y a quatre ans mon père a eu la bouche de travers et une parole pâteuse',
  ],
  thunderclap_headache: [
    'Tout à coup le pire mal de tête de ma vie',
    "Je n'ai pas mal à la tête",
    "Il y a trois ans j'ai eu tout à coup le pire mal de tête de ma vie",
  ],
  meningitis_signs: [
    'Forte fièvre et nuque raide',
    'Fièvre mais pas de raideur de la nuque',
    "Quand j'étais petit j'ai eu une forte fièvre et la nuque raide",
  ],
  non_blanching_rash: [
    "Il a des taches violettes qui ne s'effacent pas à la pression",
    'Pas de taches violettes sur la peau',
    "Il y a des années il a eu des taches violettes qui ne s'effaçaient pas à la pression",
  ],
  seizure: ['Mon fils a fait une crise convulsive', 'Aucune convulsion', 'Mon fils a fait une crise convulsive il y a deux ans'],
  seizure_over_as_before: [
    'Mon fils est épileptique, il a fait une crise de 2 minutes et maintenant il est réveillé et normal',
    "Mon fils est épileptique, pas de crise aujourd'hui, maintenant il est réveillé et normal",
    'Mon fils est épileptique. Il a fait une crise il y a 2 ans et il est vite redevenu normal',
  ],
  unresponsive: [
    'Elle est inconsciente et ne répond pas',
    'Pas de perte de connaissance',
    'Il y a quelques mois elle était inconsciente et ne répondait pas',
  ],
  sudden_confusion: [
    'Ma grand-mère est soudainement confuse',
    "Elle n'est pas confuse",
    "L'année dernière ma grand-mère a été soudainement confuse",
  ],
  head_injury_serious: [
    "Il s'est cogné la tête et a perdu connaissance",
    "Pas de choc à la tête et il n'a pas perdu connaissance",
    "Il y a dix ans il s'est cogné la tête et a perdu connaissance",
  ],
  head_injury_needs_assessment: [
    "J'ai pris un coup sur la tête et je prends du Previscan",
    'Pas de coup sur la tête ; je prends du Previscan',
    "Je prends du Previscan ; il y a deux ans j'ai pris un coup sur la tête",
  ],
  sudden_vision_loss: [
    "J'ai perdu la vue de l'œil gauche d'un coup",
    'Pas de perte de la vue',
    "Il y a cinq ans j'ai perdu la vue de l'œil gauche d'un coup",
  ],
  painful_eye_with_vision_change: [
    "J'ai mal à l'œil et la vision floue",
    "J'ai mal à l'œil, sans vision floue",
    "L'an dernier j'avais mal à l'œil et la vision floue",
  ],
  retinal_detachment_signs: [
    'Depuis ce matin je vois des éclairs lumineux et des mouches volantes dans l’oeil gauche',
    'Pas d’éclairs lumineux ni de mouches volantes',
    'Il y a six ans, j’ai eu des éclairs lumineux et des mouches volantes dans l’oeil',
  ],
  urinary_retention: [
    "Mon mari a 78 ans et n'arrive plus à uriner depuis ce matin, le bas du ventre est gonflé et douloureux",
    'Mon mari a 78 ans, mal au bas du ventre, il urine normalement',
    "Mon mari a 78 ans et il y a 2 ans il n'arrivait plus à uriner, avec mal au bas du ventre",
  ],
  cauda_equina: [
    'Mal de dos et engourdissement du périnée',
    'Mal de dos, sans engourdissement du périnée et sans incontinence',
    "Il y a trois ans j'ai eu mal au dos avec un engourdissement du périnée",
  ],
  severe_breathing_difficulty: [
    'Il cherche son air et a les lèvres bleues',
    "Il n'a pas les lèvres bleues et respire calmement",
    'Il y a deux ans il cherchait son air et avait les lèvres bleues',
  ],
  slow_or_irregular_breathing: [
    "Il a pris de l'héroïne et a une respiration lente",
    "Il a pris de l'héroïne et respire normalement",
    "Il y a des années il a pris de l'héroïne et a eu une respiration lente",
  ],
  severe_hypoxia: ['Saturation 85%', 'Saturation 98%', 'Il y a deux ans ma saturation est descendue à 85%'],
  hypoxia_with_breathlessness: [
    'Essoufflé, saturation à 92%',
    'Essoufflé, saturation à 98%',
    "L'année dernière j'étais essoufflé avec une saturation à 92%",
  ],
  anaphylaxis: [
    "Après avoir mangé des cacahuètes j'ai les lèvres gonflées et du mal à respirer",
    "Après avoir mangé des cacahuètes j'ai les lèvres gonflées, sans gêne respiratoire",
    "Il y a dix ans après des cacahuètes j'ai eu les lèvres gonflées et du mal à respirer",
  ],
  face_or_tongue_swelling: [
    "J'ai la langue gonflée",
    'Pas de gonflement des lèvres ni de la langue',
    "J'ai eu la langue gonflée il y a quelques années",
  ],
  drooling_with_fever_or_noisy_breathing: [
    'Mon fils bave et a une forte fièvre',
    'Il ne bave pas, il a juste de la fièvre',
    'Il y a des années mon fils bavait et avait une forte fièvre',
  ],
  wheeze_with_breathlessness: [
    'Respiration sifflante et essoufflement',
    'Essoufflement mais pas de respiration sifflante',
    "Quand j'étais petite j'avais une respiration sifflante et un essoufflement",
  ],
  coughing_blood: ['Je crache du sang', 'Toux sans sang, pas de crachats de sang', "J'ai craché du sang une fois il y a huit ans"],
  sepsis_signs: [
    'Fièvre et elle est confuse, avec des marbrures',
    "Fièvre, mais elle n'est pas confuse et pas de marbrures",
    'Il y a trois ans elle a eu de la fièvre et était confuse avec des marbrures',
  ],
  possible_sepsis: [
    'Fièvre à 39 et fréquence cardiaque 125',
    'Pas de fièvre, fréquence cardiaque 125',
    "L'année dernière j'ai eu de la fièvre à 39 et une fréquence cardiaque à 125",
  ],
  fever_immunosuppressed: [
    "Je suis sous chimiothérapie et j'ai de la fièvre",
    "Je suis sous chimiothérapie et je n'ai pas de fièvre",
    "J'ai eu de la fièvre pendant ma chimiothérapie il y a cinq ans",
  ],
  infant_fever_under_3_months: [
    'Mon bébé de 6 semaines a de la fièvre',
    "Mon bébé de 6 semaines n'a pas de fièvre",
    'Il y a deux ans mon bébé de 6 semaines a eu de la fièvre',
  ],
  eyelid_swelling_with_fever: [
    'Ma fille de 6 ans a la paupière gonflée et rouge et 38,4 de fièvre',
    'Ma fille de 6 ans a 38,4 de fièvre, sa paupière est pas gonflée',
    'Ma fille de 6 ans a eu la paupière gonflée avec de la fièvre il y a 3 ans',
  ],
  child_limp_with_fever: [
    'Ma fille de 4 ans boite depuis ce matin et a 38,5 de fièvre',
    'Ma fille de 4 ans a 38,5 de fièvre, elle boite pas',
    'Ma fille de 4 ans boitait avec de la fièvre il y a 2 ans',
  ],
  infant_fever_under_3_months_unwell: [
    'mon bebe de 6 semaines a 38,4 et il tete moins',
    'mon bebe de 6 semaines a 38,4 mais il boit bien et il est eveille',
    'Il y a deux ans mon bébé de 6 semaines avait eu 38,4 et tétait moins',
  ],
  infant_fever_3_to_6_months: [
    'Mon bébé de 4 mois a 39,4 de fièvre',
    "Mon bébé de 4 mois n'a pas de fièvre",
    'Il y a trois ans mon bébé de 4 mois a eu 39,4 de fièvre',
  ],
  baby_fever_age_unknown: ['Mon bébé a de la fièvre', "Mon bébé n'a pas de fièvre", 'Mon bébé a eu de la fièvre il y a quelques mois'],
  child_fever_red_features: [
    'Ma fille de 2 ans a de la fièvre et est très somnolente',
    "Ma fille de 2 ans a de la fièvre mais n'est pas somnolente",
    "L'année dernière ma fille de 2 ans a eu de la fièvre et était très somnolente",
  ],
  child_fever_amber_features: [
    'Mon fils de 2 ans a de la fièvre et respire vite',
    'Mon fils de 2 ans a de la fièvre mais ne respire pas vite',
    'Il y a six mois mon fils de 2 ans a eu de la fièvre et respirait vite',
  ],
  baby_floppy_or_bulging_fontanelle: [
    'Mon bébé est tout mou et difficile à réveiller',
    "Mon bébé n'est pas léthargique",
    'Il y a quelques mois mon bébé était tout mou et difficile à réveiller',
  ],
  child_dehydration: [
    'Mon fils de 1 an a la diarrhée et des couches sèches',
    'Mon fils de 1 an a des couches sèches, mais pas de vomissements ni de diarrhée',
    "L'an dernier mon fils de 1 an a eu la diarrhée et des couches sèches",
  ],
  dehydration_with_losses: [
    'J’ai la diarrhée et je vomis, la bouche sèche et presque pas fait pipi aujourd’hui',
    'J’ai la diarrhée mais je bois bien et je fais pipi normalement',
    'Il y a trois ans, j’ai eu la diarrhée avec la bouche sèche et presque pas de pipi',
  ],
  child_dehydration_shock: [
    'Mon fils de 2 ans est déshydraté, très somnolent, avec les mains et pieds froids',
    "Mon fils de 2 ans n'est pas déshydraté",
    'Il y a un an mon fils de 2 ans était déshydraté et très somnolent avec les mains et pieds froids',
  ],
  young_baby_not_feeding: [
    'Mon bébé de 3 semaines refuse le biberon',
    "Mon bébé de 3 semaines n'a pas de vomissements et boit bien",
    "Mon bébé a fait un refus alimentaire à 3 semaines, mais c'était il y a deux ans",
  ],
  severe_bleeding: [
    "La plaie saigne beaucoup et ça ne s'arrête pas",
    'La plaie ne saigne pas beaucoup',
    "Il y a des années j'ai eu une plaie qui saignait beaucoup et ne s'arrêtait pas",
  ],
  gastrointestinal_bleeding: ["J'ai vomi du sang ce matin", "Je n'ai pas vomi de sang", "J'ai vomi du sang il y a six ans"],
  bleeding_on_anticoagulants: [
    "Je prends du Previscan et j'ai du sang dans les selles",
    "Je prends du Previscan et je n'ai pas de sang dans les selles",
    "Je prends du Previscan et j'ai eu du sang dans les selles il y a deux ans",
  ],
  rectal_bleeding_with_faintness: [
    "Du sang dans les selles et j'ai des étourdissements",
    "Pas de sang dans les selles, j'ai des étourdissements",
    "Il y a deux ans j'ai eu du sang dans les selles et des étourdissements",
  ],
  acute_abdomen: ["J'ai le ventre dur comme du bois", "Le ventre n'est pas dur", "Il y a cinq ans j'ai eu le ventre dur comme du bois"],
  severe_abdominal_pain: [
    'Douleur abdominale intense',
    'Mal au ventre, pas intense',
    "J'ai eu une douleur abdominale intense il y a dix ans",
  ],
  ectopic_pregnancy_unstable: [
    "J'ai un retard de règles, mal au bas-ventre et j'ai failli tomber dans les pommes",
    "J'ai un retard de règles, mal au bas-ventre, mais pas de malaise ni d'étourdissements",
    "Il y a trois ans j'ai eu un retard de règles et mal au bas-ventre et j'ai failli tomber dans les pommes",
  ],
  ectopic_pregnancy_possible: [
    "Je suis enceinte et j'ai mal au bas-ventre",
    'Je suis enceinte, pas de douleur au bas-ventre et pas de saignement',
    "Pendant ma grossesse il y a deux ans j'ai eu mal au bas-ventre",
  ],
  pregnancy_bleeding_after_injury_or_with_shock: [
    'Je suis enceinte de 30 semaines, je suis tombée dans l escalier et je saigne et j ai mal au ventre',
    'Je suis enceinte de 30 semaines, je suis tombée dans l escalier, pas de saignement et pas de mal au ventre',
    'Je suis enceinte de 30 semaines. Il y a 5 ans, lors de ma première grossesse, je suis tombée et j ai eu un saignement et mal au ventre',
  ],
  pregnancy_heavy_bleeding: [
    'Je suis enceinte de 20 semaines et je saigne abondamment',
    'Je suis enceinte de 20 semaines et je ne saigne pas',
    "Il y a quatre ans j'ai saigné abondamment pendant ma grossesse",
  ],
  pre_eclampsia: [
    'Je suis enceinte de 34 semaines avec un mal de tête violent et la vision floue',
    'Je suis enceinte de 34 semaines, pas de mal de tête et pas de vision floue',
    "Il y a cinq ans pendant ma grossesse j'ai eu un mal de tête violent et la vision floue",
  ],
  chest_recession: [
    'Mon bébé de 5 mois respire vite avec du tirage',
    'Mon bébé de 5 mois respire bien, pas de tirage',
    'Il y a deux ans il avait eu du tirage avec une bronchiolite',
  ],
  no_fetal_movements: [
    'enceinte de 33 semaines et le bébé ne bouge plus depuis ce matin',
    "enceinte de 33 semaines et le bébé bouge comme d'habitude",
    "Il y a deux ans pendant mon autre grossesse le bébé n'avait pas bougé pendant un jour",
  ],
  reduced_fetal_movements: [
    "enceinte de 33 semaines et le bébé bouge moins que d'habitude",
    "enceinte de 33 semaines et le bébé bouge comme d'habitude",
    'Il y a deux ans pendant mon autre grossesse le bébé avait moins bougé un jour',
  ],
  pre_eclampsia_severe: [
    'enceinte de 34 semaines, gros mal de tête et je vois flou',
    'enceinte de 34 semaines, pas de mal de tête et je vois bien',
    "Il y a cinq ans pendant ma grossesse j'ai eu un gros mal de tête et je voyais flou",
  ],
  pregnancy_high_blood_pressure: [
    'Enceinte de 30 semaines, tension à 15/9',
    'Enceinte de 30 semaines, tension à 11/7',
    'Il y a trois ans pendant ma grossesse ma tension est montée à 15/9',
  ],
  eclampsia: [
    'Elle est enceinte et a fait une crise convulsive',
    'Elle est enceinte, aucune convulsion',
    'Il y a six ans elle a fait une crise convulsive pendant sa grossesse',
  ],
  testicular_torsion: [
    'Mon fils de 14 ans a une douleur brutale au testicule',
    "Mon fils de 14 ans n'a pas de douleur au testicule",
    "L'année dernière mon fils de 14 ans a eu une douleur brutale au testicule",
  ],
  diabetic_ketoacidosis: [
    'Je suis diabétique, ma glycémie est élevée et je vomis',
    'Je suis diabétique, ma glycémie est élevée, pas de vomissements et pas de mal au ventre',
    'Je suis diabétique ; il y a deux ans ma glycémie était élevée et je vomissais',
  ],
  diabetes_cannot_keep_fluids: [
    'Je suis diabétique de type 1 et je ne garde rien',
    "Je suis diabétique de type 1 et je n'ai pas de vomissements",
    "Je suis diabétique de type 1 ; il y a un an j'ai eu des vomissements répétés",
  ],
  hypoglycaemia_with_confusion: [
    'Mon mari diabétique fait une hypoglycémie et il est confus',
    "Mon mari diabétique fait une hypoglycémie mais il n'est pas confus",
    "L'an dernier mon mari diabétique a fait une hypoglycémie et il était confus",
  ],
  heat_stroke: [
    'Après avoir travaillé en plein soleil il est confus',
    "Après avoir travaillé en plein soleil il n'est pas confus",
    'Il y a des années il a été confus après avoir travaillé en plein soleil',
  ],
  hypothermia: ['Sa température est à 34,5', 'Sa température est à 36,8', 'Il y a des années sa température est descendue à 34,5'],
  choking_child_or_airway: [
    "Mon fils de 2 ans s'étouffe avec un grain de raisin",
    "Mon fils de 2 ans ne s'étouffe pas",
    "Il y a dix ans mon fils s'est étouffé avec un grain de raisin",
  ],
  injury_suspected_fracture: [
    'Mon fils est tombé sur le poignet et il ne peut pas bouger le poignet',
    'Mon fils est tombé sur le poignet, ça fait un peu mal mais il bouge le poignet sans problème',
    'Il y a 3 ans mon fils est tombé sur le poignet et ne pouvait pas le bouger',
  ],
  sepsis_signs_without_fever: [
    "Ma mère prend des antibiotiques pour une infection urinaire et aujourd'hui elle est confuse et respire vite",
    "Ma mère prend des antibiotiques pour une infection urinaire, elle n'est pas confuse et respire normalement",
    'Il y a deux ans ma mère a pris des antibiotiques pour une infection urinaire et était confuse et respirait vite',
  ],
  st_elevation_on_ecg: [
    'Homme de 58 ans, douleur thoracique depuis 1 h. ECG avec sus-décalage du ST en V1-V4',
    'Homme de 58 ans, douleur thoracique depuis 1 h. ECG sans sus-décalage du ST',
    'Homme de 58 ans, sus-décalage du ST il y a 5 ans, traité par stent',
  ],
  eye_injury_affecting_sight: [
    "J'ai meulé sans lunettes et j'ai reçu quelque chose dans l'oeil, je vois flou",
    "J'ai quelque chose dans l'oeil mais je vois bien, pas flou",
    "Il y a 3 ans j'ai eu un éclat de métal dans l'oeil et je voyais flou",
  ],
  dental_infection_spreading: [
    "J'ai une dent infectée, la joue toute gonflée et 38,5 de fièvre",
    "J'ai une dent infectée, mais la joue n'est pas gonflée et je n'ai pas de fièvre",
    "Il y a trois ans j'ai eu une dent infectée avec la joue gonflée et de la fièvre",
  ],
  shingles_near_the_eye: [
    "j'ai des cloques sur le front jusqu'au bout du nez et l'œil est rouge",
    "j'ai des cloques sur le front mais l'œil n'est pas rouge et ne fait pas mal",
    "il y a 10 ans j'ai eu des cloques sur le front et l'œil rouge",
  ],
  carbon_monoxide: [
    'Nous avons tous mal à la tête et des vertiges depuis qu’on a allumé le chauffe-eau',
    'Nous avons un chauffe-eau et personne n’a mal à la tête, ni vertiges ni nausées',
    'Il y a dix ans nous avons tous eu mal à la tête à cause d’un chauffe-eau défectueux',
  ],
  hip_fracture_suspected: [
    'Ma mère de 82 ans est tombée et a très mal à la hanche',
    "Ma mère de 82 ans est tombée mais n'a pas mal à la hanche",
    'Il y a dix ans ma mère de 82 ans est tombée et avait mal à la hanche',
  ],
  asthma_reliever_overuse: [
    "Mon asthme s'aggrave, j'ai besoin de la ventoline toutes les 3 heures",
    "Mon asthme va bien, je n'ai pas besoin de la ventoline toutes les 3 heures",
    "Il y a dix ans j'avais besoin de la ventoline toutes les 3 heures",
  ],
  spreading_redness: [
    'J’ai la jambe rouge et la rougeur s’étend, elle a dépassé le trait',
    'J’ai la jambe rouge mais la rougeur ne s’étend pas',
    'Il y a trois ans, la rougeur de ma jambe s’étendait et dépassait le trait',
  ],
  infection_spreading_with_fever: [
    "La rougeur de la jambe s'étend et j'ai de la fièvre",
    "La rougeur de la jambe ne s'étend pas et je n'ai pas de fièvre",
    "Il y a dix ans la rougeur de la jambe s'étendait et j'avais de la fièvre",
  ],
  giant_cell_arteritis_suspected: [
    "J'ai 72 ans, des maux de tête récents et une douleur à la mâchoire en mâchant",
    "J'ai 72 ans, pas de maux de tête ni de douleur à la mâchoire",
    "J'ai 72 ans; il y a dix ans j'ai eu des maux de tête et une douleur à la mâchoire",
  ],
  chickenpox_in_pregnancy: [
    'Je suis enceinte de 20 semaines et mon neveu a la varicelle',
    "Je suis enceinte de 20 semaines et je n'ai pas été en contact avec la varicelle",
    "J'ai eu la varicelle il y a dix ans, bien avant d'être enceinte",
  ],
  overdose_or_poisoning: [
    'Elle a pris trop de comprimés',
    "Elle n'a pas pris trop de comprimés",
    'Elle a pris trop de comprimés il y a dix ans',
  ],
  suicidal_thoughts: ["J'ai envie de mourir", "Je n'ai pas envie de mourir", "À l'adolescence j'avais envie de mourir"],
  suicidal_thoughts_without_plan: [
    "Je pense souvent que tout le monde serait mieux sans moi, mais je n'ai aucun plan",
    "Je pense souvent que tout le monde serait mieux sans moi et j'ai un plan",
    "Il y a dix ans je pensais que tout le monde serait mieux sans moi, mais je n'avais aucun plan",
  ],
  acute_psychosis: [
    'Il entend des voix',
    "Il n'entend pas de voix",
    'Il y a vingt ans il a fait une bouffée délirante et entendait des voix',
  ],
  major_trauma: ["J'ai eu un accident de moto", "Je n'ai pas eu d'accident de moto", "J'ai eu un accident de moto il y a dix ans"],
  major_trauma_with_warning_signs: [
    'Accident de voiture, il a perdu connaissance',
    "Accident de voiture, il n'a pas perdu connaissance",
    'Il y a cinq ans il a perdu connaissance dans un accident de voiture',
  ],
  deformed_limb: [
    'Mon bras est déformé après la chute',
    "Mon bras n'est pas déformé",
    "Quand j'étais enfant mon bras a été déformé après une chute",
  ],
  serious_burn: [
    'Je me suis brûlé avec de l’eau bouillante, la brûlure est plus grande que la main',
    'Je me suis brûlé le doigt au four, la brûlure n’est pas plus grande que la main',
    "Il y a des années je me suis brûlé avec de l'eau bouillante et la brûlure était plus grande que la main",
  ],
  sudden_hearing_loss: [
    "Depuis ce matin je n'entends plus rien de l'oreille droite",
    "J'entends bien, pas de perte d'audition",
    "Il y a 3 ans je me suis réveillé sourd de l'oreille droite",
  ],
  peak_flow_severely_low: [
    'Mon asthme va mal, DEP à 30 % de ma meilleure valeur',
    'Mon DEP est normal, pas à 30 %',
    "Il y a 5 ans j'ai eu un DEP à 30 % de ma meilleure valeur",
  ],
  peak_flow_low: [
    'Je siffle et mon DEP est à 60 % de ma meilleure valeur',
    'Mon DEP est bon, pas à 60 %',
    'Il y a 2 ans mon DEP était à 60 % de ma meilleure valeur',
  ],
  object_in_nose_or_ear: [
    "Mon fils de 3 ans s'est mis une perle dans le nez, elle ne ressort pas",
    'Pas de perle dans le nez, il a juste le nez qui coule',
    "Il y a 5 ans mon fils s'est mis une perle dans le nez",
  ],
  wound_needs_closure: [
    'Je me suis coupé la main avec un couteau, la plaie est béante et il faut recoudre',
    'Petite coupure au doigt, pas de plaie béante',
    'Il y a trois ans je me suis coupé la main avec un couteau et la plaie était béante',
  ],
  bite_broke_skin: [
    'Un chien m’a mordu et a percé la peau',
    'Un chien m’a mordu la manche sans percer la peau',
    "Quand j'étais petit un chien m'a mordu et a percé la peau",
  ],
  low_blood_pressure_with_symptoms: [
    "Tension 80/50 et j'ai des vertiges",
    'Tension 80/50, pas de vertiges et pas de malaise',
    "Il y a deux ans j'ai eu une tension à 80/50 avec des vertiges",
  ],
  low_blood_pressure: ['Ma tension est à 85/55', 'Ma tension est à 125/80', 'Ma tension est descendue à 85/55 une fois, il y a deux ans'],
  hypertensive_emergency: [
    'Tension 200/120 avec douleur thoracique',
    'Tension 200/120, pas de douleur thoracique et pas de mal de tête',
    "Il y a cinq ans j'ai eu une tension à 200/120 avec une douleur thoracique",
  ],
  fast_breathing: [
    'Fréquence respiratoire 32 et fièvre',
    'Fréquence respiratoire 16 et fièvre',
    "L'an dernier j'ai eu de la fièvre et une fréquence respiratoire à 32",
  ],
  slow_heart_rate_with_symptoms: [
    "Pouls à 38 et j'ai des vertiges",
    'Pouls à 38, pas de vertiges et pas de malaise',
    "Il y a un an j'avais le pouls à 38 et des vertiges",
  ],
  irreducible_hernia: [
    'ma hernie est dure et douloureuse, elle ne rentre plus',
    "ma hernie rentre toute seule quand je m'allonge",
    "il y a 2 ans j'ai eu une hernie étranglée, opérée depuis",
  ],
  bowel_obstruction: [
    'pas de selles et pas de gaz depuis 3 jours, ventre gonflé et je vomis',
    'constipé avec le ventre gonflé, mais pas de vomissements',
    "il y a 3 ans j'ai eu une constipation avec le ventre gonflé et des vomissements",
  ],
  jaw_pain_with_cardiac_signs: [
    "j'ai 66 ans, mal a la machoire, sueurs froides et envie de vomir",
    "j'ai 66 ans, mal a la machoire, pas de sueurs et pas de nausees",
    "il y a 5 ans j'ai eu mal a la machoire avec des sueurs froides et des nausees",
  ],
  electric_shock_with_warning_signs: [
    "il s'est electrocute avec une prise et il a perdu connaissance",
    "il s'est electrocute avec une prise, pas de perte de connaissance, pas de brulure, pas de palpitations",
    "il y a 3 ans il s'est electrocute et a perdu connaissance",
  ],
  electric_shock: [
    "j'ai pris une decharge electrique en changeant une ampoule",
    "je n'ai pas pris de decharge electrique",
    "j'ai pris une decharge electrique il y a 10 ans",
  ],
  near_drowning_with_symptoms: [
    "on l'a sorti de la piscine, il est reste sous l'eau, maintenant il tousse beaucoup",
    "on l'a sorti de la piscine, il est reste sous l'eau, pas de toux, il respire bien et il est bien reveille",
    "quand j'etais petit j'ai failli me noyer et j'ai beaucoup toussé",
  ],
  near_drowning: [
    'ma fille a failli se noyer a la plage',
    "ma fille n'est pas allee sous l'eau",
    'ma fille a failli se noyer il y a 4 ans',
  ],
  young_baby_not_feeding_red_features: [
    'Mon bébé de 3 semaines ne boit pas et il est tout mou',
    "Mon bébé de 3 semaines boit bien et il n'est pas mou",
    'Il y a 2 ans mon fils, à 3 semaines, ne buvait pas et était tout mou',
  ],
  smoke_inhalation_with_symptoms: [
    'Incendie dans la cuisine, il a inhalé beaucoup de fumée et maintenant il a la voix rauque',
    "Incendie dans la cuisine, il n'a pas inhalé de fumée, pas de toux, voix normale",
    'Il y a 5 ans il a inhalé beaucoup de fumée dans un incendie et a toussé pendant des jours',
  ],
  posterior_stroke_signs: [
    "D'un coup je vois double et j'ai des vertiges",
    'Un peu de vertige en me levant, je ne vois pas double',
    "Il y a 5 ans j'ai eu une vision double et des vertiges",
  ],
};

const fired = (text: string) => evaluateRedFlags({ text, language: 'fr' }).redFlags.map((flag) => flag.id);

describe('red-flag rules read in French', () => {
  it('has a sentence, its negated form and its long-past form for every rule', () => {
    expect(Object.keys(CASES).sort()).toEqual(RED_FLAG_RULES.map((rule) => rule.id).sort());
  });

  describe.each(Object.entries(CASES))('%s', (id, [fires, doesNotFire, longAgo]) => {
    it(`fires on "${fires}"`, () => expect(fired(fires)).toContain(id));
    it(`does not fire on "${doesNotFire}"`, () => expect(fired(doesNotFire)).not.toContain(id));
    it(`does not fire when it happened long ago: "${longAgo}"`, () => expect(fired(longAgo)).not.toContain(id));
  });
});
