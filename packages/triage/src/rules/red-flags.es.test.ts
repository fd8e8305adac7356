import { evaluateRedFlags } from '../compose';
import { RED_FLAG_RULES } from './red-flags';

/**
 * For every rule: a lay sentence that must fire it, its negated (or normal-value) form that must not, and the same
 * event told as long past (months or years ago, over and done), which must not fire it either.
 */
const CASES: Record<string, readonly [fires: string, doesNotFire: string, longAgo: string]> = {
  chest_pain_radiating: [
    'Dolor en el pecho que se va al brazo izquierdo',
    'No tengo dolor en el pecho, solo en el brazo',
    'Hace tres años tuve un dolor en el pecho irradiado al brazo izquierdo',
  ],
  chest_pain_with_warning_signs: [
    'Me duele el pecho y estoy sudando mucho',
    'Sin dolor en el pecho, pero estoy sudando',
    'Hace dos años tuve dolor en el pecho y sudores fríos',
  ],
  chest_pressure: ['Siento opresión en el pecho', 'No siento opresión en el pecho', 'El año pasado sentí una opresión en el pecho'],
  chest_pain_cardiac_history: [
    'Soy diabético y tengo dolor en el pecho',
    'Soy diabético pero no tengo dolor en el pecho',
    'Soy diabético y tuve dolor en el pecho hace cuatro años',
  ],
  chest_pain_over_40: [
    'Hombre de 55 años con dolor torácico',
    'Hombre de 55 años, niega dolor torácico',
    'Hombre de 55 años que tuvo dolor torácico hace 10 años',
  ],
  aortic_dissection: [
    'Dolor desgarrador en el pecho que se va a la espalda',
    'Dolor en el pecho, sin dolor desgarrador',
    'Hace seis años tuve un dolor desgarrador en el pecho que se iba a la espalda',
  ],
  pulmonary_embolism: [
    'Me operaron la semana pasada y ahora me duele al respirar',
    'Me operaron la semana pasada, no me duele al respirar y no toso',
    'Me operaron hace dos años y después tuve dolor al respirar',
  ],
  deep_vein_thrombosis: [
    'Tengo la pantorrilla hinchada y me duele',
    'Sin dolor en la pantorrilla',
    'Hace un año tuve la pantorrilla hinchada y dolorida',
  ],
  palpitations_with_warning_signs: [
    'Tengo palpitaciones y sensación de desmayo',
    'Sin palpitaciones, solo cansancio',
    'Hace años tuve palpitaciones y casi me desmayo',
  ],
  palpitations_fast_heart_rate: [
    'Tengo palpitaciones y el reloj marca 130',
    'Tengo palpitaciones y el reloj marca 95',
    'Hace años tuve palpitaciones a 130',
  ],
  fainting_with_risk: [
    'Me desmayé esta mañana y tengo problemas de corazón',
    'No me desmayé; tengo problemas de corazón',
    'Me desmayé una vez hace diez años; tengo problemas de corazón',
  ],
  facial_palsy: [
    'Me desperté con la cara caída de un lado y no puedo arrugar la frente de ese lado',
    'Tengo la cara caída de un lado, pero puedo arrugar la frente',
    'Hace seis años tuve la cara caída de un lado y no podía arrugar la frente',
  ],
  stroke_fast: [
    'Mi padre tiene la boca torcida y habla arrastrando las palabras',
    'Sin boca torcida, sin dificultad para hablar, sin debilidad',
    'Mi padre tuvo la boca torcida y dificultad para hablar hace cuatro años',
  ],
  thunderclap_headache: [
    'De repente el peor dolor de cabeza de mi vida',
    'No tengo dolor de cabeza',
    'Hace tres años tuve de repente el peor dolor de cabeza de mi vida',
  ],
  meningitis_signs: ['Fiebre alta y rigidez de nuca', 'Fiebre pero sin rigidez de nuca', 'De pequeño tuve fiebre alta y rigidez de nuca'],
  non_blanching_rash: [
    'Tiene manchas moradas que no desaparecen al presionar',
    'No hay manchas moradas en la piel',
    'De niño le salieron manchas moradas que no desaparecían al presionar',
  ],
  seizure: ['Mi hijo ha tenido una convulsión', 'Ninguna convulsión', 'Mi hijo tuvo una convulsión hace dos años'],
  seizure_over_as_before: [
    'Mi hijo tiene epilepsia, tuvo una convulsion de 2 minutos y ahora esta despierto y normal',
    'Mi hijo tiene epilepsia, hoy no tuvo ninguna convulsion, ahora esta despierto y normal',
    'Mi hijo tiene epilepsia. Tuvo una convulsion hace 2 años y pronto estuvo normal',
  ],
  unresponsive: ['Está inconsciente y no responde', 'Sin pérdida de conocimiento', 'Hace unos meses estuvo inconsciente y no respondía'],
  sudden_confusion: [
    'Mi abuela está confundida de repente',
    'No está confundida',
    'El año pasado mi abuela se quedó confundida de repente',
  ],
  head_injury_serious: [
    'Se golpeó la cabeza y perdió el conocimiento',
    'No se golpeó la cabeza y no perdió el conocimiento',
    'De niño se golpeó la cabeza y perdió el conocimiento',
  ],
  head_injury_needs_assessment: [
    'Me golpeé la cabeza y tomo Sintrom',
    'No me golpeé la cabeza; tomo Sintrom',
    'Tomo Sintrom; hace dos años me di un golpe en la cabeza',
  ],
  sudden_vision_loss: [
    'De repente perdí la vista del ojo izquierdo',
    'Sin pérdida de visión',
    'Hace cinco años perdí la vista del ojo izquierdo de repente',
  ],
  painful_eye_with_vision_change: [
    'Me duele el ojo y tengo la vista borrosa',
    'Me duele el ojo, sin visión borrosa',
    'El año pasado tuve dolor en el ojo y visión borrosa',
  ],
  retinal_detachment_signs: [
    'Desde esta mañana veo destellos de luz y moscas volantes en el ojo izquierdo',
    'No veo destellos ni moscas volantes',
    'Hace seis años tuve destellos de luz y moscas volantes en el ojo',
  ],
  urinary_retention: [
    'Mi marido tiene 78 años y no puede orinar desde esta mañana, le duele la parte baja de la barriga',
    'Mi marido tiene 78 años, dolor en la parte baja de la barriga, orina normal',
    'Hace dos años mi marido tuvo dolor en la parte baja de la barriga y no podía orinar',
  ],
  cauda_equina: [
    'Dolor de espalda y no siento la zona genital',
    'Dolor de espalda, sin entumecimiento en las nalgas y sin incontinencia',
    'Hace tres años tuve dolor de espalda y entumecimiento en las nalgas',
  ],
  severe_breathing_difficulty: [
    'Está boqueando y tiene los labios morados',
    'No tiene los labios morados y respira sin esfuerzo',
    'Hace dos años tuvo los labios morados y le faltaba el aire',
  ],
  slow_or_irregular_breathing: [
    'Tomó heroína y tiene la respiración muy lenta',
    'Tomó heroína y respira con normalidad',
    'Años atrás tomó heroína y tuvo la respiración muy lenta',
  ],
  severe_hypoxia: ['Saturación 85%', 'Saturación 98%', 'Hace dos años tuve la saturación en 85%'],
  hypoxia_with_breathlessness: [
    'Falta de aire, saturación 92%',
    'Falta de aire, saturación 98%',
    'El año pasado tuve falta de aire con saturación 92%',
  ],
  anaphylaxis: [
    'Después de comer marisco tengo los labios hinchados y me ahogo',
    'Después de comer marisco tengo los labios hinchados, sin dificultad para respirar',
    'Hace diez años tuve los labios hinchados y me ahogaba después de comer marisco',
  ],
  face_or_tongue_swelling: ['Tengo la lengua hinchada', 'Sin hinchazón de labios ni de lengua', 'Hace unos años tuve la lengua hinchada'],
  drooling_with_fever_or_noisy_breathing: [
    'Mi hijo está babeando y tiene fiebre alta',
    'No está babeando, solo tiene fiebre',
    'Hace años mi hijo tuvo fiebre alta y estaba babeando',
  ],
  wheeze_with_breathlessness: [
    'Pitidos en el pecho y falta de aire',
    'Falta de aire pero sin pitidos en el pecho',
    'De pequeña tenía pitidos en el pecho y falta de aire',
  ],
  coughing_blood: ['Estoy tosiendo sangre', 'Tos sin sangre, niega hemoptisis', 'Hace ocho años tuve tos con sangre'],
  sepsis_signs: [
    'Fiebre y está confundida, con la piel moteada',
    'Fiebre, pero no está confundida y la piel no está moteada',
    'Hace tres años tuvo fiebre y estaba confundida con la piel moteada',
  ],
  possible_sepsis: [
    'Fiebre de 39 y frecuencia cardíaca 125',
    'Sin fiebre, frecuencia cardíaca 125',
    'El año pasado tuve fiebre de 39 y frecuencia cardíaca 125',
  ],
  fever_immunosuppressed: [
    'Estoy con quimioterapia y tengo fiebre',
    'Estoy con quimioterapia y no tengo fiebre',
    'Tuve fiebre durante la quimioterapia hace cinco años',
  ],
  infant_fever_under_3_months: [
    'Mi bebé de 6 semanas tiene fiebre',
    'Mi bebé de 6 semanas no tiene fiebre',
    'Hace dos años mi hijo tuvo fiebre con 6 semanas',
  ],
  eyelid_swelling_with_fever: [
    'Mi hija de 6 años tiene el párpado hinchado y rojo y fiebre de 38,4',
    'Mi hija de 6 años tiene fiebre de 38,4, el párpado no está hinchado',
    'Mi hija de 6 años tuvo el párpado hinchado con fiebre hace 3 años',
  ],
  child_limp_with_fever: [
    'Mi hijo de 4 años cojea desde esta mañana y tiene fiebre de 38,5',
    'Mi hijo de 4 años tiene fiebre de 38,5, no cojea',
    'Mi hijo de 4 años estuvo cojeando con fiebre hace 2 años',
  ],
  infant_fever_under_3_months_unwell: [
    'mi bebe de 6 semanas tiene 38,3 y toma menos pecho',
    'mi bebe de 6 semanas tiene 38,3 pero come bien y esta despierto',
    'Hace dos años mi hija tuvo 38,3 de fiebre y comía menos con 6 semanas de vida',
  ],
  infant_fever_3_to_6_months: [
    'Mi bebé de 4 meses tiene fiebre de 39,4',
    'Mi bebé de 4 meses no tiene fiebre',
    'Hace tres años mi hija tuvo fiebre de 39,4 con 4 meses',
  ],
  baby_fever_age_unknown: ['Mi bebé tiene fiebre', 'Mi bebé no tiene fiebre', 'Mi bebé tuvo fiebre hace unos meses'],
  child_fever_red_features: [
    'Mi hija de 2 años tiene fiebre y está muy adormilada',
    'Mi hija de 2 años tiene fiebre, pero no está adormilada',
    'El año pasado mi hija de 2 años tuvo fiebre y estaba muy adormilada',
  ],
  child_fever_amber_features: [
    'Mi hijo de 2 años tiene fiebre y respira rápido',
    'Mi hijo de 2 años tiene fiebre pero no respira rápido',
    'Hace seis meses mi hijo de 2 años tuvo fiebre y respiraba rápido',
  ],
  baby_floppy_or_bulging_fontanelle: [
    'Mi bebé está muy flojo y no se despierta',
    'Mi bebé no está flojo',
    'Hace unos meses mi bebé estuvo muy flojo y no se despertaba',
  ],
  child_dehydration: [
    'Mi hijo de 1 año tiene diarrea y el pañal seco',
    'Mi hijo de 1 año tiene el pañal seco, pero no tiene vómitos ni diarrea',
    'El año pasado mi hijo de 1 año tuvo diarrea y el pañal seco',
  ],
  dehydration_with_losses: [
    'Tengo diarrea y vómitos, la boca seca y casi no he orinado hoy',
    'Tengo diarrea pero bebo bien y orino normal',
    'Hace tres años tuve diarrea con la boca seca y casi sin orinar',
  ],
  child_dehydration_shock: [
    'Mi hijo de 2 años está deshidratado, muy adormilado y con manos y pies fríos',
    'Mi hijo de 2 años no está deshidratado',
    'Hace un año mi hijo de 2 años estuvo deshidratado y muy adormilado con manos y pies fríos',
  ],
  young_baby_not_feeding: [
    'Mi bebé de 3 semanas no quiere el pecho',
    'Mi bebé de 3 semanas no tiene vómitos y come bien',
    'Con 3 semanas mi bebé dejó de mamar, pero eso fue hace dos años',
  ],
  severe_bleeding: [
    'El corte sangra mucho y no para',
    'El corte no sangra mucho',
    'Hace años tuve un corte que sangraba mucho y no paraba',
  ],
  gastrointestinal_bleeding: ['He vomitado sangre esta mañana', 'No he vomitado sangre', 'Hace seis años vomité sangre'],
  bleeding_on_anticoagulants: [
    'Tomo Sintrom y tengo sangre en las heces',
    'Tomo Sintrom y no tengo sangre en las heces',
    'Tomo Sintrom y hace dos años tuve sangre en las heces',
  ],
  rectal_bleeding_with_faintness: [
    'Sangre en las heces y estoy mareado',
    'Sin sangre en las heces, estoy mareado',
    'Hace dos años tuve sangre en las heces y estuve mareado',
  ],
  acute_abdomen: [
    'Tengo la barriga dura como una piedra',
    'No tengo la barriga dura',
    'Hace cinco años tuve la barriga dura como una piedra',
  ],
  severe_abdominal_pain: [
    'Dolor de barriga muy fuerte',
    'Dolor de barriga, no es fuerte',
    'Tuve un dolor de barriga muy fuerte hace diez años',
  ],
  ectopic_pregnancy_unstable: [
    'Tengo un retraso de la regla, dolor en el bajo vientre y casi me desmayo',
    'Tengo un retraso de la regla, dolor en el bajo vientre pero no me he desmayado ni estoy mareada',
    'Hace tres años tuve un retraso de la regla y dolor en el bajo vientre y casi me desmayo',
  ],
  ectopic_pregnancy_possible: [
    'Estoy embarazada y me duele el bajo vientre',
    'Estoy embarazada, sin dolor en el bajo vientre y sin sangrado',
    'Cuando estuve embarazada hace dos años me dolía el bajo vientre',
  ],
  pregnancy_bleeding_after_injury_or_with_shock: [
    'Estoy embarazada de 30 semanas, me caí por la escalera y sangro y me duele la barriga',
    'Estoy embarazada de 30 semanas, me caí por la escalera, sin sangrado ni dolor de barriga',
    'Estoy embarazada de 30 semanas. Hace 5 años me caí y tuve sangrado y dolor de barriga en mi primer embarazo',
  ],
  pregnancy_heavy_bleeding: [
    'Estoy embarazada de 20 semanas y tengo un sangrado abundante',
    'Estoy embarazada de 20 semanas y sin sangrado',
    'Hace cuatro años tuve un sangrado abundante en la semana 20 de embarazo',
  ],
  pre_eclampsia: [
    'Estoy embarazada de 34 semanas con un dolor de cabeza muy fuerte y visión borrosa',
    'Estoy embarazada de 34 semanas, sin dolor de cabeza y sin visión borrosa',
    'Hace cinco años tuve un dolor de cabeza muy fuerte y visión borrosa en la semana 34 de embarazo',
  ],
  chest_recession: [
    'Mi bebé de 5 meses respira rápido y se le marcan las costillas',
    'Mi bebé de 5 meses respira bien, sin tiraje',
    'Hace dos años tuvo tiraje con una bronquiolitis',
  ],
  no_fetal_movements: [
    'embarazada de 33 semanas y desde esta mañana no noto al bebe moverse',
    'embarazada de 33 semanas y el bebe se mueve como siempre',
    'Hace dos años en mi otro embarazo estuve un día sin notar al bebé moverse',
  ],
  reduced_fetal_movements: [
    'embarazada de 33 semanas y el bebe se mueve menos que ayer',
    'embarazada de 33 semanas y el bebe se mueve como siempre',
    'Hace dos años en mi otro embarazo el bebé se movió menos un día',
  ],
  pre_eclampsia_severe: [
    'embarazada de 35 semanas con un dolor de cabeza fortisimo y veo borroso',
    'embarazada de 35 semanas, sin dolor de cabeza y veo bien',
    'Hace cinco años tuve un dolor de cabeza fortísimo y veía borroso en el embarazo',
  ],
  pregnancy_high_blood_pressure: [
    'Embarazada de 30 semanas con tensión 150/95',
    'Embarazada de 30 semanas con tensión 115/70',
    'Hace tres años me dio la tensión 150/95 cuando estaba embarazada de 30 semanas',
  ],
  eclampsia: [
    'Está embarazada y ha tenido una convulsión',
    'Está embarazada, sin convulsiones',
    'Hace seis años tuvo una convulsión durante el embarazo',
  ],
  testicular_torsion: [
    'Mi hijo de 14 años tiene un dolor repentino en el testículo',
    'Mi hijo de 14 años no tiene dolor en el testículo',
    'El año pasado mi hijo de 14 años tuvo un dolor repentino en el testículo',
  ],
  diabetic_ketoacidosis: [
    'Soy diabético, tengo la glucosa alta y estoy vomitando',
    'Soy diabético, tengo la glucosa alta, sin vómitos y sin dolor de barriga',
    'Soy diabético; hace dos años tuve la glucosa alta y vomitaba sin parar',
  ],
  diabetes_cannot_keep_fluids: [
    'Tengo diabetes tipo 1 y no tolero nada',
    'Tengo diabetes tipo 1 y no tengo vómitos',
    'Tengo diabetes tipo 1; hace un año estuve vomitando sin parar',
  ],
  hypoglycaemia_with_confusion: [
    'Mi marido diabético tiene una hipoglucemia y está confundido',
    'Mi marido diabético tiene una hipoglucemia pero no está confundido',
    'El año pasado mi marido diabético tuvo una hipoglucemia y estuvo confundido',
  ],
  heat_stroke: [
    'Después de trabajar al sol todo el día está confundido',
    'Después de trabajar al sol todo el día no está confundido',
    'Hace años estuvo confundido después de trabajar al sol todo el día',
  ],
  hypothermia: ['Su temperatura es de 34,5', 'Su temperatura es de 36,8', 'Hace años tuvo la temperatura en 34,5'],
  choking_child_or_airway: [
    'Mi hijo de 2 años se ha atragantado con una uva',
    'Mi hijo de 2 años no se ha atragantado con nada',
    'Hace diez años mi hijo se atragantó con una uva',
  ],
  injury_suspected_fracture: [
    'Mi hijo se cayó sobre el brazo y no puede mover la muñeca',
    'Mi hijo se cayó sobre el brazo, le duele un poco pero mueve la muñeca bien',
    'Hace 3 años mi hijo se cayó sobre la muñeca y no podía moverla',
  ],
  sepsis_signs_without_fever: [
    'Mi madre toma antibióticos por una infección de orina y hoy está confusa y respira rápido',
    'Mi madre toma antibióticos por una infección de orina, no está confusa y respira normal',
    'Hace dos años mi madre tomó antibióticos por una infección de orina y estuvo confusa y respirando rápido',
  ],
  st_elevation_on_ecg: [
    'Varón de 58 años, dolor torácico de 1 h. ECG con elevación del ST en V1-V4',
    'Varón de 58 años, dolor torácico de 1 h. ECG sin elevación del ST',
    'Varón de 58 años que tuvo elevación del ST hace 5 años, tratado con stent',
  ],
  eye_injury_affecting_sight: [
    'Estaba con la amoladora y me entró algo en el ojo, ahora veo borroso',
    'Me entró algo en el ojo pero veo bien, nada borroso',
    'Hace 3 años tuve metal en el ojo y veía borroso',
  ],
  dental_infection_spreading: [
    'Tengo una muela infectada, la mejilla muy hinchada y fiebre de 38,5',
    'Tengo una muela infectada, pero la mejilla no está hinchada y no tengo fiebre',
    'Hace tres años tuve una muela infectada con la mejilla hinchada y fiebre',
  ],
  shingles_near_the_eye: [
    'me han salido ampollas en la frente hasta la punta de la nariz y tengo el ojo rojo',
    'tengo ampollas en la frente pero el ojo no esta rojo ni me duele',
    'hace 10 años tuve ampollas en la frente y el ojo rojo',
  ],
  carbon_monoxide: [
    'Estamos todos con dolor de cabeza y mareo desde que encendimos la estufa de butano',
    'Tenemos estufa de butano y no tenemos dolor de cabeza, ni mareo ni náuseas',
    'Hace diez años tuvimos todos dolor de cabeza por una estufa de butano estropeada',
  ],
  hip_fracture_suspected: [
    'Mi madre de 82 años se cayó y le duele mucho la cadera',
    'Mi madre de 82 años se cayó pero no le duele la cadera',
    'Hace diez años mi madre de 82 años se cayó y le dolía la cadera',
  ],
  asthma_reliever_overuse: [
    'Mi asma ha empeorado y necesito el inhalador cada 3 horas',
    'Mi asma está bien y no necesito el inhalador cada 3 horas',
    'Hace diez años tuve una crisis de asma y necesitaba el inhalador cada 3 horas',
  ],
  spreading_redness: [
    'Tengo la pierna roja y el enrojecimiento se ha pasado de la raya que marqué',
    'Tengo la pierna roja pero el enrojecimiento no se extiende',
    'Hace tres años el enrojecimiento de la pierna se pasó de la raya que marqué',
  ],
  infection_spreading_with_fever: [
    'El enrojecimiento de la pierna se está extendiendo y tengo fiebre',
    'El enrojecimiento de la pierna no se extiende y no tengo fiebre',
    'Hace diez años el enrojecimiento de la pierna se extendió y tuve fiebre',
  ],
  giant_cell_arteritis_suspected: [
    'Tengo 72 años, dolor de cabeza nuevo y me duele la mandíbula al masticar',
    'Tengo 72 años, sin dolor de cabeza y sin dolor de mandíbula',
    'Tengo 72 años; hace diez años tuve dolor de cabeza y dolor de mandíbula',
  ],
  chickenpox_in_pregnancy: [
    'Estoy embarazada de 20 semanas y mi sobrino tiene varicela',
    'Estoy embarazada de 20 semanas y no he tenido contacto con varicela',
    'Tuve varicela hace diez años, mucho antes de estar embarazada',
  ],
  overdose_or_poisoning: ['Se tomó muchas pastillas', 'No se tomó muchas pastillas', 'Hace diez años hizo una sobredosis de pastillas'],
  suicidal_thoughts: ['Quiero quitarme la vida', 'No quiero quitarme la vida', 'De joven quise quitarme la vida'],
  suicidal_thoughts_without_plan: [
    'A veces pienso que todos estarían mejor sin mí, pero no tengo ningún plan y no voy a hacer nada',
    'A veces pienso que todos estarían mejor sin mí y ya tengo un plan',
    'Hace diez años tuve la idea de que todos estarían mejor sin mí, pero no tenía ningún plan',
  ],
  acute_psychosis: ['Está oyendo voces', 'No oye voces', 'Hace veinte años tuvo un brote psicótico y oía voces'],
  major_trauma: ['He tenido un accidente de moto', 'No he tenido ningún accidente de moto', 'Tuve un accidente de moto hace diez años'],
  major_trauma_with_warning_signs: [
    'Accidente de coche, perdió el conocimiento',
    'Accidente de coche, no perdió el conocimiento',
    'Hace cinco años tuvo un accidente de coche y perdió el conocimiento',
  ],
  deformed_limb: [
    'Tengo el brazo deformado después de la caída',
    'El brazo no está deformado',
    'De niño se me quedó el brazo deformado después de una caída',
  ],
  serious_burn: [
    'Me quemé con agua hirviendo, la quemadura es más grande que la mano',
    'Me quemé el dedo con el horno, la quemadura no es más grande que la mano',
    'Hace años tuve una quemadura con agua hirviendo más grande que la mano',
  ],
  sudden_hearing_loss: [
    'Desde que me levanté no oigo nada del oído derecho',
    'Oigo bien, no he perdido audición',
    'Hace 3 años me desperté y no oía nada del oído derecho',
  ],
  peak_flow_severely_low: [
    'Tengo asma y el peak flow está al 30% de mi mejor valor',
    'Mi peak flow está normal, no está al 30%',
    'Hace 5 años tuve el peak flow al 30% de mi mejor valor',
  ],
  peak_flow_low: [
    'Tengo pitos y el peak flow está al 60% de mi mejor valor',
    'Mi peak flow está bien, no está al 60%',
    'Hace 2 años tuve el peak flow al 60% de mi mejor valor',
  ],
  object_in_nose_or_ear: [
    'Mi hija de 3 años se metió una canica en la nariz y no sale',
    'No tiene ninguna canica en la nariz, solo mocos',
    'Hace 5 años mi hijo se metió una canica en la nariz',
  ],
  wound_needs_closure: [
    'Me corté la mano con un cuchillo, es un corte profundo y necesita puntos',
    'Pequeño corte en el dedo, sin corte profundo',
    'Hace tres años me hice un corte profundo en la mano con un cuchillo',
  ],
  bite_broke_skin: [
    'Un perro me mordió y me rompió la piel',
    'Un perro me mordió la manga pero no rompió la piel',
    'De pequeña un perro me mordió y me rompió la piel',
  ],
  low_blood_pressure_with_symptoms: [
    'Tensión 80/50 y estoy mareada',
    'Tensión 80/50, sin mareo y sin desmayo',
    'Hace dos años tuve la tensión en 80/50 y estuve mareada',
  ],
  low_blood_pressure: ['Tengo la tensión en 85/55', 'Tengo la tensión en 125/80', 'Hace dos años me dio la tensión 85/55'],
  hypertensive_emergency: [
    'Tensión 200/120 con dolor en el pecho',
    'Tensión 200/120, sin dolor en el pecho y sin dolor de cabeza',
    'Hace cinco años tuve la tensión a 200/120 con dolor en el pecho',
  ],
  fast_breathing: [
    'Frecuencia respiratoria 32 y fiebre',
    'Frecuencia respiratoria 16 y fiebre',
    'El año pasado tuve fiebre y una frecuencia respiratoria de 32',
  ],
  slow_heart_rate_with_symptoms: [
    'Pulso 38 y estoy mareado',
    'Pulso 38, sin mareo y sin desmayo',
    'Hace un año tuve el pulso a 38 y estuve mareado',
  ],
  irreducible_hernia: [
    'tengo la hernia dura y no se mete para dentro',
    'la hernia se mete sola cuando me tumbo',
    'hace 2 años tuve una hernia que no se reducia',
  ],
  bowel_obstruction: [
    'no hace caca ni se tira pedos desde hace 3 dias, barriga hinchada y vomita',
    'estreñido con la barriga hinchada, pero sin vomitos',
    'hace 3 años tuve estreñimiento con la barriga hinchada y vomitos',
  ],
  jaw_pain_with_cardiac_signs: [
    'tengo 65 años, me duele la mandibula, sudor frio y nauseas',
    'tengo 65 años, me duele la mandibula, sin sudor ni nauseas',
    'hace 5 años tuve dolor de mandibula con sudor frio y nauseas',
  ],
  electric_shock_with_warning_signs: [
    'le ha dado la corriente y ahora el corazon le va raro, tiene una quemadura',
    'le ha dado la corriente, sin palpitaciones, sin quemaduras, no esta confuso',
    'hace 3 años le dio la corriente y se desmayo',
  ],
  electric_shock: ['me ha dado la corriente al cambiar un enchufe', 'no me ha dado la corriente', 'hace 10 años me dio la corriente'],
  near_drowning_with_symptoms: [
    'lo sacamos de la piscina, estuvo bajo el agua y ahora tose mucho',
    'lo sacamos de la piscina, estuvo bajo el agua, no tose, respira bien y esta despierto',
    'de pequeño casi se ahogo y tosio mucho',
  ],
  near_drowning: [
    'mi hija estuvo bajo el agua en la playa y la sacamos',
    'mi hija no llego a estar bajo el agua',
    'hace 4 años mi hija sufrio un ahogamiento en la playa',
  ],
  young_baby_not_feeding_red_features: [
    'Mi bebé de 3 semanas no quiere el pecho y está muy flojito',
    'Mi bebé de 3 semanas come bien y no está flojito',
    'Hace 2 años mi hijo, con 3 semanas, no comía y estaba flojito',
  ],
  smoke_inhalation_with_symptoms: [
    'Hubo un incendio en la cocina, ha inhalado mucho humo y ahora está ronco',
    'Hubo un incendio en la cocina, no ha inhalado humo, sin tos, la voz normal',
    'Hace 5 años inhaló mucho humo en un incendio y tosió durante días',
  ],
  posterior_stroke_signs: [
    'De repente empezó a ver doble y se marea mucho',
    'Me mareo un poco al levantarme, no veo doble',
    'Hace 5 años tuve visión doble y mucho mareo',
  ],
};

const fired = (text: string) => evaluateRedFlags({ text, language: 'es' }).redFlags.map((flag) => flag.id);

describe('red-flag rules read in Spanish', () => {
  it('has a sentence, its negated form and its long-past form for every rule', () => {
    expect(Object.keys(CASES).sort()).toEqual(RED_FLAG_RULES.map((rule) => rule.id).sort());
  });

  describe.each(Object.entries(CASES))('%s', (id, [fires, doesNotFire, longAgo]) => {
    it(`fires on "${fires}"`, () => expect(fired(fires)).toContain(id));
    it(`does not fire on "${doesNotFire}"`, () => expect(fired(doesNotFire)).not.toContain(id));
    it(`does not fire when it happened long ago: "${longAgo}"`, () => expect(fired(longAgo)).not.toContain(id));
  });
});
