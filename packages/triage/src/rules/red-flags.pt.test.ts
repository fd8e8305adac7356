import { evaluateRedFlags } from '../compose';
import { RED_FLAG_RULES } from './red-flags';

/** For every rule: a lay sentence that must fire it, and its negated (or normal-value) form that must not. */
const CASES: Record<string, readonly [fires: string, doesNotFire: string]> = {
  chest_pain_radiating: ['Dor no peito que vai para o braço esquerdo', 'Não tenho dor no peito, só dor no braço'],
  chest_pain_with_warning_signs: ['Dor no peito e estou suando frio', 'Sem dor no peito, mas estou suando'],
  chest_pressure: ['Sinto um aperto no peito', 'Não sinto aperto no peito'],
  chest_pain_cardiac_history: ['Sou diabético e estou com dor no peito', 'Sou diabético mas não tenho dor no peito'],
  chest_pain_over_40: ['Homem de 55 anos com dor no peito', 'Homem de 55 anos, nega dor no peito'],
  aortic_dissection: ['Dor rasgando no peito que vai para as costas', 'Dor no peito, sem dor rasgando'],
  pulmonary_embolism: ['Fui operado semana passada e agora dói ao respirar', 'Fui operado semana passada, não dói ao respirar e sem tosse'],
  deep_vein_thrombosis: ['Minha panturrilha está inchada e doendo', 'Sem dor na panturrilha'],
  palpitations_with_warning_signs: ['Coração disparado e sensação de desmaio', 'Sem palpitações, só cansaço'],
  fainting_with_risk: ['Desmaiei hoje de manhã e tenho problema no coração', 'Não desmaiei; tenho problema no coração'],
  stroke_fast: ['Meu pai está com a boca torta e a fala enrolada', 'Sem boca torta, sem fala enrolada, sem fraqueza'],
  thunderclap_headache: ['De repente a pior dor de cabeça da minha vida', 'Não tenho dor de cabeça'],
  meningitis_signs: ['Febre alta e pescoço duro', 'Febre mas sem rigidez no pescoço'],
  non_blanching_rash: ['Ele tem manchas roxas que não somem ao apertar', 'Não há manchas roxas na pele'],
  seizure: ['Meu filho teve uma convulsão', 'Nenhuma convulsão'],
  unresponsive: ['Ela está inconsciente e não reage', 'Sem perda de consciência'],
  sudden_confusion: ['Minha avó ficou confusa de repente', 'Ela não está confusa'],
  head_injury_serious: ['Ele bateu a cabeça e perdeu a consciência', 'Ele não bateu a cabeça e não perdeu a consciência'],
  head_injury_needs_assessment: ['Bati a cabeça e tomo varfarina', 'Não bati a cabeça; tomo varfarina'],
  sudden_vision_loss: ['Perdi a visão do olho esquerdo de repente', 'Sem perda de visão'],
  painful_eye_with_vision_change: ['Dor no olho e visão embaçada', 'Dor no olho, sem visão embaçada'],
  cauda_equina: ['Dor nas costas e dormência na virilha', 'Dor nas costas, sem dormência na virilha e sem incontinência'],
  severe_breathing_difficulty: ['Ele está puxando o ar e com os lábios roxos', 'Ele não está com os lábios roxos e respira sem esforço'],
  slow_or_irregular_breathing: ['Ele usou heroína e a respiração está muito lenta', 'Ele usou heroína e a respiração está normal'],
  severe_hypoxia: ['Saturação 85%', 'Saturação 98%'],
  hypoxia_with_breathlessness: ['Falta de ar, saturação 92%', 'Falta de ar, saturação 98%'],
  anaphylaxis: ['Depois de comer camarão fiquei com os lábios inchados e falta de ar', 'Depois de comer camarão fiquei com os lábios inchados, sem falta de ar'],
  face_or_tongue_swelling: ['Minha língua está inchada', 'Sem inchaço nos lábios ou na língua'],
  drooling_with_fever_or_noisy_breathing: ['Meu filho está babando e com febre alta', 'Ele não está babando, só tem febre'],
  wheeze_with_breathlessness: ['Chiado no peito e falta de ar', 'Falta de ar mas sem chiado no peito'],
  coughing_blood: ['Estou tossindo sangue', 'Tosse sem sangue, nega hemoptise'],
  sepsis_signs: ['Febre e ela está confusa, com a pele manchada', 'Febre, mas ela não está confusa e a pele não está manchada'],
  possible_sepsis: ['Febre de 39 e frequência cardíaca 125', 'Sem febre, frequência cardíaca 125'],
  fever_immunosuppressed: ['Estou fazendo quimioterapia e estou com febre', 'Estou fazendo quimioterapia e não tenho febre'],
  infant_fever_under_3_months: ['Meu bebê de 6 semanas está com febre', 'Meu bebê de 6 semanas está sem febre'],
  infant_fever_3_to_6_months: ['Meu bebê de 4 meses está com febre de 39,4', 'Meu bebê de 4 meses não tem febre'],
  baby_fever_age_unknown: ['Meu bebê está com febre', 'Meu bebê está sem febre'],
  child_fever_red_features: ['Minha filha de 2 anos está com febre e muito sonolenta', 'Minha filha de 2 anos está com febre, mas não está sonolenta'],
  child_fever_amber_features: ['Meu filho de 2 anos está com febre e respirando rápido', 'Meu filho de 2 anos está com febre mas não está respirando rápido'],
  baby_floppy_or_bulging_fontanelle: ['Meu bebê está molinho e difícil de acordar', 'Meu bebê não está molinho'],
  child_dehydration: ['Meu filho de 1 ano está com diarreia e a fralda está seca', 'Meu filho de 1 ano está com a fralda seca, mas sem vômitos nem diarreia'],
  child_dehydration_shock: ['Meu filho de 2 anos está desidratado, muito sonolento e com mãos e pés frios', 'Meu filho de 2 anos não está desidratado'],
  young_baby_not_feeding: ['Meu bebê de 3 semanas não quer mamar', 'Meu bebê de 3 semanas não tem vômitos e mama bem'],
  severe_bleeding: ['O corte está sangrando muito e não para', 'O corte não está sangrando muito'],
  gastrointestinal_bleeding: ['Vomitei sangue hoje de manhã', 'Não vomitei sangue'],
  bleeding_on_anticoagulants: ['Tomo varfarina e tem sangue nas fezes', 'Tomo varfarina e não tem sangue nas fezes'],
  rectal_bleeding_with_faintness: ['Sangue nas fezes e estou tonto', 'Sem sangue nas fezes, estou tonto'],
  acute_abdomen: ['Minha barriga está dura como pedra', 'Minha barriga não está dura'],
  severe_abdominal_pain: ['Dor de barriga muito forte', 'Dor de barriga, não é forte'],
  ectopic_pregnancy_unstable: ['Minha menstruação está atrasada, tenho dor no pé da barriga e quase desmaiei', 'Minha menstruação está atrasada, tenho dor no pé da barriga mas não desmaiei nem tive tontura'],
  ectopic_pregnancy_possible: ['Estou grávida e com dor no pé da barriga', 'Estou grávida, sem dor na barriga e sem sangramento'],
  pregnancy_heavy_bleeding: ['Estou grávida de 20 semanas e com sangramento intenso', 'Estou grávida de 20 semanas e sem sangramento'],
  pre_eclampsia: ['Estou grávida de 34 semanas com dor de cabeça muito forte e visão embaçada', 'Estou grávida de 34 semanas, sem dor de cabeça e sem visão embaçada'],
  pregnancy_high_blood_pressure: ['Estou grávida de 30 semanas e a pressão deu 15 por 9,5', 'Estou grávida de 30 semanas e a pressão deu 11 por 7'],
  eclampsia: ['Ela está grávida e teve uma convulsão', 'Ela está grávida, sem convulsões'],
  testicular_torsion: ['Meu filho de 14 anos está com dor súbita no testículo', 'Meu filho de 14 anos não tem dor no testículo'],
  diabetic_ketoacidosis: ['Sou diabético, a glicemia está alta e estou vomitando', 'Sou diabético, a glicemia está alta, sem vômitos e sem dor de barriga'],
  diabetes_cannot_keep_fluids: ['Tenho diabetes tipo 1 e vomito tudo', 'Tenho diabetes tipo 1 e não tenho vômitos'],
  hypoglycaemia_with_confusion: ['Meu marido diabético está com hipoglicemia e confuso', 'Meu marido diabético está com hipoglicemia mas não está confuso'],
  heat_stroke: ['Depois de trabalhar no sol o dia todo ele ficou confuso', 'Depois de trabalhar no sol o dia todo ele não está confuso'],
  hypothermia: ['A temperatura dele está em 34,5', 'A temperatura dele está em 36,8'],
  overdose_or_poisoning: ['Ela tomou muitos comprimidos', 'Ela não tomou muitos comprimidos'],
  suicidal_thoughts: ['Quero me matar', 'Não quero me matar'],
  acute_psychosis: ['Ele está ouvindo vozes', 'Ele não está ouvindo vozes'],
  major_trauma: ['Sofri um acidente de moto', 'Não sofri acidente de moto'],
  major_trauma_with_warning_signs: ['Acidente de carro, ele perdeu a consciência', 'Acidente de carro, ele não perdeu a consciência'],
  deformed_limb: ['Meu braço ficou deformado depois da queda', 'Meu braço não está deformado'],
  serious_burn: ['Me queimei com água fervendo, a queimadura é maior que a mão', 'Queimei o dedo no forno, a queimadura não é maior que a mão'],
  wound_needs_closure: ['Cortei a mão com uma faca, é um corte profundo e precisa de pontos', 'Corte pequeno no dedo, sem corte profundo'],
  bite_broke_skin: ['Um cachorro me mordeu e furou a pele', 'Um cachorro me mordeu a manga mas não furou a pele'],
  low_blood_pressure_with_symptoms: ['Pressão 8 por 5 e estou tonta', 'Pressão 8 por 5, sem tontura e sem desmaio'],
  low_blood_pressure: ['Minha pressão está 85/55', 'Minha pressão está 12 por 8'],
  hypertensive_emergency: ['Pressão 18 por 12 com dor no peito', 'Pressão 18 por 12, sem dor no peito e sem dor de cabeça'],
  fast_breathing: ['Frequência respiratória 32 e febre', 'Frequência respiratória 16 e febre'],
  slow_heart_rate_with_symptoms: ['Pulso 38 e estou com tontura', 'Pulso 38, sem tontura e sem desmaio'],
};

const fired = (text: string) => evaluateRedFlags({ text, language: 'pt' }).redFlags.map((flag) => flag.id);

describe('red-flag rules read in Portuguese', () => {
  it('has a sentence and its negated form for every rule', () => {
    expect(Object.keys(CASES).sort()).toEqual(RED_FLAG_RULES.map((rule) => rule.id).sort());
  });

  describe.each(Object.entries(CASES))('%s', (id, [fires, doesNotFire]) => {
    it(`fires on "${fires}"`, () => expect(fired(fires)).toContain(id));
    it(`does not fire on "${doesNotFire}"`, () => expect(fired(doesNotFire)).not.toContain(id));
  });
});
