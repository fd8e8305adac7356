import { evaluateRedFlags } from '../compose';
import { RED_FLAG_RULES } from './red-flags';

/** For every rule: a lay sentence that must fire it, and its negated (or normal-value) form that must not. */
const CASES: Record<string, readonly [fires: string, doesNotFire: string]> = {
  chest_pain_radiating: ['Dolor en el pecho que se va al brazo izquierdo', 'No tengo dolor en el pecho, solo en el brazo'],
  chest_pain_with_warning_signs: ['Me duele el pecho y estoy sudando mucho', 'Sin dolor en el pecho, pero estoy sudando'],
  chest_pressure: ['Siento opresión en el pecho', 'No siento opresión en el pecho'],
  chest_pain_cardiac_history: ['Soy diabético y tengo dolor en el pecho', 'Soy diabético pero no tengo dolor en el pecho'],
  chest_pain_over_40: ['Hombre de 55 años con dolor torácico', 'Hombre de 55 años, niega dolor torácico'],
  aortic_dissection: ['Dolor desgarrador en el pecho que se va a la espalda', 'Dolor en el pecho, sin dolor desgarrador'],
  pulmonary_embolism: ['Me operaron la semana pasada y ahora me duele al respirar', 'Me operaron la semana pasada, no me duele al respirar y no toso'],
  deep_vein_thrombosis: ['Tengo la pantorrilla hinchada y me duele', 'Sin dolor en la pantorrilla'],
  palpitations_with_warning_signs: ['Tengo palpitaciones y sensación de desmayo', 'Sin palpitaciones, solo cansancio'],
  fainting_with_risk: ['Me desmayé esta mañana y tengo problemas de corazón', 'No me desmayé; tengo problemas de corazón'],
  stroke_fast: ['Mi padre tiene la boca torcida y habla arrastrando las palabras', 'Sin boca torcida, sin dificultad para hablar, sin debilidad'],
  thunderclap_headache: ['De repente el peor dolor de cabeza de mi vida', 'No tengo dolor de cabeza'],
  meningitis_signs: ['Fiebre alta y rigidez de nuca', 'Fiebre pero sin rigidez de nuca'],
  non_blanching_rash: ['Tiene manchas moradas que no desaparecen al presionar', 'No hay manchas moradas en la piel'],
  seizure: ['Mi hijo ha tenido una convulsión', 'Ninguna convulsión'],
  unresponsive: ['Está inconsciente y no responde', 'Sin pérdida de conocimiento'],
  sudden_confusion: ['Mi abuela está confundida de repente', 'No está confundida'],
  head_injury_serious: ['Se golpeó la cabeza y perdió el conocimiento', 'No se golpeó la cabeza y no perdió el conocimiento'],
  head_injury_needs_assessment: ['Me golpeé la cabeza y tomo Sintrom', 'No me golpeé la cabeza; tomo Sintrom'],
  sudden_vision_loss: ['De repente perdí la vista del ojo izquierdo', 'Sin pérdida de visión'],
  painful_eye_with_vision_change: ['Me duele el ojo y tengo la vista borrosa', 'Me duele el ojo, sin visión borrosa'],
  cauda_equina: ['Dolor de espalda y no siento la zona genital', 'Dolor de espalda, sin entumecimiento en las nalgas y sin incontinencia'],
  severe_breathing_difficulty: ['Está boqueando y tiene los labios morados', 'No tiene los labios morados y respira sin esfuerzo'],
  slow_or_irregular_breathing: ['Tomó heroína y tiene la respiración muy lenta', 'Tomó heroína y respira con normalidad'],
  severe_hypoxia: ['Saturación 85%', 'Saturación 98%'],
  hypoxia_with_breathlessness: ['Falta de aire, saturación 92%', 'Falta de aire, saturación 98%'],
  anaphylaxis: ['Después de comer marisco tengo los labios hinchados y me ahogo', 'Después de comer marisco tengo los labios hinchados, sin dificultad para respirar'],
  face_or_tongue_swelling: ['Tengo la lengua hinchada', 'Sin hinchazón de labios ni de lengua'],
  drooling_with_fever_or_noisy_breathing: ['Mi hijo está babeando y tiene fiebre alta', 'No está babeando, solo tiene fiebre'],
  wheeze_with_breathlessness: ['Pitidos en el pecho y falta de aire', 'Falta de aire pero sin pitidos en el pecho'],
  coughing_blood: ['Estoy tosiendo sangre', 'Tos sin sangre, niega hemoptisis'],
  sepsis_signs: ['Fiebre y está confundida, con la piel moteada', 'Fiebre, pero no está confundida y la piel no está moteada'],
  possible_sepsis: ['Fiebre de 39 y frecuencia cardíaca 125', 'Sin fiebre, frecuencia cardíaca 125'],
  fever_immunosuppressed: ['Estoy con quimioterapia y tengo fiebre', 'Estoy con quimioterapia y no tengo fiebre'],
  infant_fever_under_3_months: ['Mi bebé de 6 semanas tiene fiebre', 'Mi bebé de 6 semanas no tiene fiebre'],
  infant_fever_3_to_6_months: ['Mi bebé de 4 meses tiene fiebre de 39,4', 'Mi bebé de 4 meses no tiene fiebre'],
  baby_fever_age_unknown: ['Mi bebé tiene fiebre', 'Mi bebé no tiene fiebre'],
  child_fever_red_features: ['Mi hija de 2 años tiene fiebre y está muy adormilada', 'Mi hija de 2 años tiene fiebre, pero no está adormilada'],
  child_fever_amber_features: ['Mi hijo de 2 años tiene fiebre y respira rápido', 'Mi hijo de 2 años tiene fiebre pero no respira rápido'],
  baby_floppy_or_bulging_fontanelle: ['Mi bebé está muy flojo y no se despierta', 'Mi bebé no está flojo'],
  child_dehydration: ['Mi hijo de 1 año tiene diarrea y el pañal seco', 'Mi hijo de 1 año tiene el pañal seco, pero no tiene vómitos ni diarrea'],
  child_dehydration_shock: ['Mi hijo de 2 años está deshidratado, muy adormilado y con manos y pies fríos', 'Mi hijo de 2 años no está deshidratado'],
  young_baby_not_feeding: ['Mi bebé de 3 semanas no quiere el pecho', 'Mi bebé de 3 semanas no tiene vómitos y come bien'],
  severe_bleeding: ['El corte sangra mucho y no para', 'El corte no sangra mucho'],
  gastrointestinal_bleeding: ['He vomitado sangre esta mañana', 'No he vomitado sangre'],
  bleeding_on_anticoagulants: ['Tomo Sintrom y tengo sangre en las heces', 'Tomo Sintrom y no tengo sangre en las heces'],
  rectal_bleeding_with_faintness: ['Sangre en las heces y estoy mareado', 'Sin sangre en las heces, estoy mareado'],
  acute_abdomen: ['Tengo la barriga dura como una piedra', 'No tengo la barriga dura'],
  severe_abdominal_pain: ['Dolor de barriga muy fuerte', 'Dolor de barriga, no es fuerte'],
  ectopic_pregnancy_unstable: ['Tengo un retraso de la regla, dolor en el bajo vientre y casi me desmayo', 'Tengo un retraso de la regla, dolor en el bajo vientre pero no me he desmayado ni estoy mareada'],
  ectopic_pregnancy_possible: ['Estoy embarazada y me duele el bajo vientre', 'Estoy embarazada, sin dolor en el bajo vientre y sin sangrado'],
  pregnancy_heavy_bleeding: ['Estoy embarazada de 20 semanas y tengo un sangrado abundante', 'Estoy embarazada de 20 semanas y sin sangrado'],
  pre_eclampsia: ['Estoy embarazada de 34 semanas con un dolor de cabeza muy fuerte y visión borrosa', 'Estoy embarazada de 34 semanas, sin dolor de cabeza y sin visión borrosa'],
  pregnancy_high_blood_pressure: ['Embarazada de 30 semanas con tensión 150/95', 'Embarazada de 30 semanas con tensión 115/70'],
  eclampsia: ['Está embarazada y ha tenido una convulsión', 'Está embarazada, sin convulsiones'],
  testicular_torsion: ['Mi hijo de 14 años tiene un dolor repentino en el testículo', 'Mi hijo de 14 años no tiene dolor en el testículo'],
  diabetic_ketoacidosis: ['Soy diabético, tengo la glucosa alta y estoy vomitando', 'Soy diabético, tengo la glucosa alta, sin vómitos y sin dolor de barriga'],
  diabetes_cannot_keep_fluids: ['Tengo diabetes tipo 1 y no tolero nada', 'Tengo diabetes tipo 1 y no tengo vómitos'],
  hypoglycaemia_with_confusion: ['Mi marido diabético tiene una hipoglucemia y está confundido', 'Mi marido diabético tiene una hipoglucemia pero no está confundido'],
  heat_stroke: ['Después de trabajar al sol todo el día está confundido', 'Después de trabajar al sol todo el día no está confundido'],
  hypothermia: ['Su temperatura es de 34,5', 'Su temperatura es de 36,8'],
  overdose_or_poisoning: ['Se tomó muchas pastillas', 'No se tomó muchas pastillas'],
  suicidal_thoughts: ['Quiero quitarme la vida', 'No quiero quitarme la vida'],
  acute_psychosis: ['Está oyendo voces', 'No oye voces'],
  major_trauma: ['He tenido un accidente de moto', 'No he tenido ningún accidente de moto'],
  major_trauma_with_warning_signs: ['Accidente de coche, perdió el conocimiento', 'Accidente de coche, no perdió el conocimiento'],
  deformed_limb: ['Tengo el brazo deformado después de la caída', 'El brazo no está deformado'],
  serious_burn: ['Me quemé con agua hirviendo, la quemadura es más grande que la mano', 'Me quemé el dedo con el horno, la quemadura no es más grande que la mano'],
  wound_needs_closure: ['Me corté la mano con un cuchillo, es un corte profundo y necesita puntos', 'Pequeño corte en el dedo, sin corte profundo'],
  bite_broke_skin: ['Un perro me mordió y me rompió la piel', 'Un perro me mordió la manga pero no rompió la piel'],
  low_blood_pressure_with_symptoms: ['Tensión 80/50 y estoy mareada', 'Tensión 80/50, sin mareo y sin desmayo'],
  low_blood_pressure: ['Tengo la tensión en 85/55', 'Tengo la tensión en 125/80'],
  hypertensive_emergency: ['Tensión 200/120 con dolor en el pecho', 'Tensión 200/120, sin dolor en el pecho y sin dolor de cabeza'],
  fast_breathing: ['Frecuencia respiratoria 32 y fiebre', 'Frecuencia respiratoria 16 y fiebre'],
  slow_heart_rate_with_symptoms: ['Pulso 38 y estoy mareado', 'Pulso 38, sin mareo y sin desmayo'],
};

const fired = (text: string) => evaluateRedFlags({ text, language: 'es' }).redFlags.map((flag) => flag.id);

describe('red-flag rules read in Spanish', () => {
  it('has a sentence and its negated form for every rule', () => {
    expect(Object.keys(CASES).sort()).toEqual(RED_FLAG_RULES.map((rule) => rule.id).sort());
  });

  describe.each(Object.entries(CASES))('%s', (id, [fires, doesNotFire]) => {
    it(`fires on "${fires}"`, () => expect(fired(fires)).toContain(id));
    it(`does not fire on "${doesNotFire}"`, () => expect(fired(doesNotFire)).not.toContain(id));
  });
});
