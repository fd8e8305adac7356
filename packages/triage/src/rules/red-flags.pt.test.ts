import { evaluateRedFlags } from '../compose';
import { RED_FLAG_RULES } from './red-flags';

/**
 * For every rule: a lay sentence that must fire it, its negated (or normal-value) form that must not, and the same
 * event told as long past (months or years ago, over and done), which must not fire it either.
 */
const CASES: Record<string, readonly [fires: string, doesNotFire: string, longAgo: string]> = {
  chest_pain_radiating: [
    'Dor no peito que vai para o braço esquerdo',
    'Não tenho dor no peito, só dor no braço',
    'Há 3 anos tive dor no peito irradiando para o braço esquerdo',
  ],
  chest_pain_with_warning_signs: [
    'Dor no peito e estou suando frio',
    'Sem dor no peito, mas estou suando',
    'Há dois anos tive dor no peito com suor frio',
  ],
  chest_pressure: ['Sinto um aperto no peito', 'Não sinto aperto no peito', 'Senti um aperto no peito uns 5 anos atrás'],
  chest_pain_cardiac_history: [
    'Sou diabético e estou com dor no peito',
    'Sou diabético mas não tenho dor no peito',
    'Sou diabético e tive dor no peito há 4 anos',
  ],
  chest_pain_over_40: [
    'Homem de 55 anos com dor no peito',
    'Homem de 55 anos, nega dor no peito',
    'Homem de 55 anos que teve dor no peito há 10 anos',
  ],
  aortic_dissection: [
    'Dor rasgando no peito que vai para as costas',
    'Dor no peito, sem dor rasgando',
    'Há 6 anos tive uma dor rasgando no peito que ia para as costas',
  ],
  pulmonary_embolism: [
    'Fui operado semana passada e agora dói ao respirar',
    'Fui operado semana passada, não dói ao respirar e sem tosse',
    'Há dois anos fui operado e depois tive dor ao respirar',
  ],
  deep_vein_thrombosis: [
    'Minha panturrilha está inchada e doendo',
    'Sem dor na panturrilha',
    'Minha panturrilha ficou inchada e doendo no ano passado',
  ],
  palpitations_with_warning_signs: [
    'Coração disparado e sensação de desmaio',
    'Sem palpitações, só cansaço',
    'Ano passado tive o coração disparado e quase desmaiei',
  ],
  palpitations_fast_heart_rate: [
    'Coração disparado, o relógio marca 130',
    'Coração disparado, o relógio marca 95',
    'Há anos tive o coração disparado a 130',
  ],
  fainting_with_risk: [
    'Desmaiei hoje de manhã e tenho problema no coração',
    'Não desmaiei; tenho problema no coração',
    'Desmaiei uma vez há 10 anos; tenho problema no coração',
  ],
  facial_palsy: [
    'Acordei com o rosto caído de um lado e não consigo franzir a testa desse lado',
    'Estou com o rosto caído de um lado, mas consigo franzir a testa',
    'Há seis anos fiquei com o rosto caído de um lado e não conseguia franzir a testa',
  ],
  stroke_fast: [
    'Meu pai está com a boca torta e a fala enrolada',
    'Sem boca torta, sem fala enrolada, sem fraqueza',
    'Há 4 anos meu pai ficou com a boca torta e a fala enrolada',
  ],
  thunderclap_headache: [
    'De repente a pior dor de cabeça da minha vida',
    'Não tenho dor de cabeça',
    'Há três anos tive de repente a pior dor de cabeça da minha vida',
  ],
  meningitis_signs: [
    'Febre alta e pescoço duro',
    'Febre mas sem rigidez no pescoço',
    'Quando eu era criança tive febre alta e pescoço duro',
  ],
  non_blanching_rash: [
    'Ele tem manchas roxas que não somem ao apertar',
    'Não há manchas roxas na pele',
    'Quando era pequeno ele teve manchas roxas que não sumiam ao apertar',
  ],
  seizure: ['Meu filho teve uma convulsão', 'Nenhuma convulsão', 'Meu filho teve uma convulsão há 2 anos'],
  seizure_over_as_before: [
    'Meu filho tem epilepsia, teve uma convulsão de 2 minutos e agora está acordado e normal',
    'Meu filho tem epilepsia, hoje não teve convulsão, agora está acordado e normal',
    'Meu filho tem epilepsia. Teve uma convulsão há 2 anos e logo ficou normal',
  ],
  unresponsive: ['Ela está inconsciente e não reage', 'Sem perda de consciência', 'Há seis meses ela ficou inconsciente e não reagia'],
  sudden_confusion: ['Minha avó ficou confusa de repente', 'Ela não está confusa', 'Minha avó ficou confusa de repente no ano passado'],
  head_injury_serious: [
    'Ele bateu a cabeça e perdeu a consciência',
    'Ele não bateu a cabeça e não perdeu a consciência',
    'Ele bateu a cabeça e perdeu a consciência quando era criança',
  ],
  head_injury_needs_assessment: [
    'Bati a cabeça e tomo varfarina',
    'Não bati a cabeça; tomo varfarina',
    'Tomo varfarina; bati a cabeça 2 anos atrás',
  ],
  sudden_vision_loss: [
    'Perdi a visão do olho esquerdo de repente',
    'Sem perda de visão',
    'Perdi a visão do olho esquerdo de repente cinco anos atrás',
  ],
  painful_eye_with_vision_change: [
    'Dor no olho e visão embaçada',
    'Dor no olho, sem visão embaçada',
    'Ano passado tive dor no olho e visão embaçada',
  ],
  retinal_detachment_signs: [
    'Desde hoje de manhã vejo flashes de luz e moscas volantes no olho esquerdo',
    'Não tenho flashes de luz nem moscas volantes',
    'Há seis anos tive flashes de luz e moscas volantes no olho',
  ],
  urinary_retention: [
    'Meu marido tem 78 anos e não consegue urinar desde cedo, a barriga baixa está inchada e dolorida',
    'Meu marido tem 78 anos, dor na barriga baixa, consegue urinar normal',
    'Há 2 anos o meu marido teve dor na barriga baixa e não conseguia urinar',
  ],
  cauda_equina: [
    'Dor nas costas e dormência na virilha',
    'Dor nas costas, sem dormência na virilha e sem incontinência',
    'Há 3 anos tive dor nas costas e dormência na virilha',
  ],
  severe_breathing_difficulty: [
    'Ele está puxando o ar e com os lábios roxos',
    'Ele não está com os lábios roxos e respira sem esforço',
    'Dois anos atrás ele ficou puxando o ar e com os lábios roxos',
  ],
  slow_or_irregular_breathing: [
    'Ele usou heroína e a respiração está muito lenta',
    'Ele usou heroína e a respiração está normal',
    'Anos atrás ele usou heroína e a respiração ficou muito lenta',
  ],
  severe_hypoxia: ['Saturação 85%', 'Saturação 98%', 'A saturação dele deu 85% há dois anos'],
  hypoxia_with_breathlessness: [
    'Falta de ar, saturação 92%',
    'Falta de ar, saturação 98%',
    'No ano passado tive falta de ar com saturação 92%',
  ],
  anaphylaxis: [
    'Depois de comer camarão fiquei com os lábios inchados e falta de ar',
    'Depois de comer camarão fiquei com os lábios inchados, sem falta de ar',
    'Dez anos atrás comi camarão e fiquei com os lábios inchados e falta de ar',
  ],
  face_or_tongue_swelling: ['Minha língua está inchada', 'Sem inchaço nos lábios ou na língua', 'Minha língua inchou uns anos atrás'],
  drooling_with_fever_or_noisy_breathing: [
    'Meu filho está babando e com febre alta',
    'Ele não está babando, só tem febre',
    'Anos atrás meu filho teve febre alta e ficou babando',
  ],
  wheeze_with_breathlessness: [
    'Chiado no peito e falta de ar',
    'Falta de ar mas sem chiado no peito',
    'Na infância eu tinha chiado no peito e falta de ar',
  ],
  coughing_blood: ['Estou tossindo sangue', 'Tosse sem sangue, nega hemoptise', 'Há 8 anos tive tosse com sangue'],
  sepsis_signs: [
    'Febre e ela está confusa, com a pele manchada',
    'Febre, mas ela não está confusa e a pele não está manchada',
    'Há três anos ela teve febre e ficou confusa com a pele manchada',
  ],
  possible_sepsis: [
    'Febre de 39 e frequência cardíaca 125',
    'Sem febre, frequência cardíaca 125',
    'Ano passado tive febre de 39 e frequência cardíaca 125',
  ],
  fever_immunosuppressed: [
    'Estou fazendo quimioterapia e estou com febre',
    'Estou fazendo quimioterapia e não tenho febre',
    'Tive febre durante a quimioterapia há 5 anos',
  ],
  infant_fever_under_3_months: [
    'Meu bebê de 6 semanas está com febre',
    'Meu bebê de 6 semanas está sem febre',
    'Há dois anos meu filho teve febre com 6 semanas de vida',
  ],
  eyelid_swelling_with_fever: [
    'Minha filha de 6 anos está com a pálpebra inchada e vermelha e febre de 38,4',
    'Minha filha de 6 anos tem febre de 38,4, a pálpebra não está inchada',
    'Minha filha de 6 anos teve a pálpebra inchada com febre há 3 anos',
  ],
  child_limp_with_fever: [
    'Meu filho de 4 anos está mancando desde hoje cedo, febre de 38,5',
    'Meu filho de 4 anos está com febre de 38,5, não está mancando',
    'Meu filho de 4 anos ficou mancando com febre há 2 anos',
  ],
  infant_fever_under_3_months_unwell: [
    'minha bebe de 7 semanas ta com 38,5 de febre e mamando menos',
    'minha bebe de 7 semanas ta com 38,5 de febre, mas mama bem e esta esperta',
    'Há dois anos meu filho teve febre de 38,5 e mamava menos, com 7 semanas de vida',
  ],
  infant_fever_3_to_6_months: [
    'Meu bebê de 4 meses está com febre de 39,4',
    'Meu bebê de 4 meses não tem febre',
    'Há três anos minha filha teve febre de 39,4 com 4 meses',
  ],
  baby_fever_age_unknown: ['Meu bebê está com febre', 'Meu bebê está sem febre', 'Meu bebê teve febre há uns meses'],
  child_fever_red_features: [
    'Minha filha de 2 anos está com febre e muito sonolenta',
    'Minha filha de 2 anos está com febre, mas não está sonolenta',
    'No ano passado minha filha de 2 anos teve febre e ficou muito sonolenta',
  ],
  child_fever_amber_features: [
    'Meu filho de 2 anos está com febre e respirando rápido',
    'Meu filho de 2 anos está com febre mas não está respirando rápido',
    'Há 6 meses meu filho de 2 anos teve febre e respirava rápido',
  ],
  baby_floppy_or_bulging_fontanelle: [
    'Meu bebê está molinho e difícil de acordar',
    'Meu bebê não está molinho',
    'Há alguns meses meu bebê ficou molinho e difícil de acordar',
  ],
  child_dehydration: [
    'Meu filho de 1 ano está com diarreia e a fralda está seca',
    'Meu filho de 1 ano está com a fralda seca, mas sem vômitos nem diarreia',
    'Ano passado meu filho de 1 ano teve diarreia e a fralda ficava seca',
  ],
  dehydration_with_losses: [
    'Estou com diarreia e vômitos, boca seca e quase não fiz xixi hoje',
    'Estou com diarreia mas bebo bem e faço xixi normalmente',
    'Há três anos tive diarreia com boca seca e quase sem xixi',
  ],
  child_dehydration_shock: [
    'Meu filho de 2 anos está desidratado, muito sonolento e com mãos e pés frios',
    'Meu filho de 2 anos não está desidratado',
    'Há um ano meu filho de 2 anos ficou desidratado e muito sonolento com mãos e pés frios',
  ],
  young_baby_not_feeding: [
    'Meu bebê de 3 semanas não quer mamar',
    'Meu bebê de 3 semanas não tem vômitos e mama bem',
    'Dois anos atrás meu bebê de 3 semanas parou de mamar',
  ],
  severe_bleeding: [
    'O corte está sangrando muito e não para',
    'O corte não está sangrando muito',
    'Anos atrás tive um corte que sangrou muito e não parava',
  ],
  gastrointestinal_bleeding: ['Vomitei sangue hoje de manhã', 'Não vomitei sangue', 'Seis anos atrás vomitei sangue'],
  bleeding_on_anticoagulants: [
    'Tomo varfarina e tem sangue nas fezes',
    'Tomo varfarina e não tem sangue nas fezes',
    'Tomo varfarina e há 2 anos tive sangue nas fezes',
  ],
  rectal_bleeding_with_faintness: [
    'Sangue nas fezes e estou tonto',
    'Sem sangue nas fezes, estou tonto',
    'Há dois anos tive sangue nas fezes e fiquei tonto',
  ],
  acute_abdomen: [
    'Minha barriga está dura como pedra',
    'Minha barriga não está dura',
    'Minha barriga ficou dura como pedra uns 5 anos atrás',
  ],
  severe_abdominal_pain: ['Dor de barriga muito forte', 'Dor de barriga, não é forte', 'Tive uma dor de barriga muito forte há 10 anos'],
  ectopic_pregnancy_unstable: [
    'Minha menstruação está atrasada, tenho dor no pé da barriga e quase desmaiei',
    'Minha menstruação está atrasada, tenho dor no pé da barriga mas não desmaiei nem tive tontura',
    'Há três anos tive atraso menstrual e dor no pé da barriga e quase desmaiei',
  ],
  ectopic_pregnancy_possible: [
    'Estou grávida e com dor no pé da barriga',
    'Estou grávida, sem dor na barriga e sem sangramento',
    'Quando fiquei grávida há 2 anos tive dor no pé da barriga',
  ],
  pregnancy_bleeding_after_injury_or_with_shock: [
    'Estou grávida de 30 semanas, caí da escada e estou sangrando e com dor na barriga',
    'Estou grávida de 30 semanas, caí da escada, sem sangramento e sem dor na barriga',
    'Estou grávida de 30 semanas. Há 5 anos caí e tive sangramento e dor na barriga na primeira gravidez',
  ],
  pregnancy_heavy_bleeding: [
    'Estou grávida de 20 semanas e com sangramento intenso',
    'Estou grávida de 20 semanas e sem sangramento',
    'Há quatro anos tive um sangramento intenso com 20 semanas de gravidez',
  ],
  pre_eclampsia: [
    'Estou grávida de 34 semanas com dor de cabeça muito forte e visão embaçada',
    'Estou grávida de 34 semanas, sem dor de cabeça e sem visão embaçada',
    'Há cinco anos tive dor de cabeça muito forte e visão embaçada na gravidez de 34 semanas',
  ],
  chest_recession: [
    'O meu bebé de 5 meses respira rápido e está com tiragem',
    'O meu bebé de 5 meses respira bem, sem tiragem',
    'Há dois anos teve tiragem numa bronquiolite',
  ],
  no_fetal_movements: [
    'gravida de 33 semanas, nao sinto o bebe mexer desde ontem',
    'gravida de 33 semanas, o bebe mexe normal',
    'Há dois anos, na outra gravidez, passei um dia sem sentir o bebê mexer',
  ],
  reduced_fetal_movements: [
    'gravida de 33 semanas, o bebe ta mexendo menos hoje',
    'gravida de 33 semanas, o bebe mexe normal',
    'Há dois anos tive um dia em que o bebê mexeu menos',
  ],
  pre_eclampsia_severe: [
    'gravida de 35 semanas, dor de cabeca forte e vendo pontos brilhantes',
    'gravida de 35 semanas, sem dor de cabeca e sem alteracao na visao',
    'Há cinco anos tive dor de cabeça forte e vi pontos brilhantes na gravidez',
  ],
  pregnancy_high_blood_pressure: [
    'Estou grávida de 30 semanas e a pressão deu 15 por 9,5',
    'Estou grávida de 30 semanas e a pressão deu 11 por 7',
    'Há três anos minha pressão deu 15 por 9,5 quando estava grávida de 30 semanas',
  ],
  eclampsia: [
    'Ela está grávida e teve uma convulsão',
    'Ela está grávida, sem convulsões',
    'Há seis anos ela teve uma convulsão na gravidez',
  ],
  testicular_torsion: [
    'Meu filho de 14 anos está com dor súbita no testículo',
    'Meu filho de 14 anos não tem dor no testículo',
    'Meu filho de 14 anos teve dor súbita no testículo no ano passado',
  ],
  diabetic_ketoacidosis: [
    'Sou diabético, a glicemia está alta e estou vomitando',
    'Sou diabético, a glicemia está alta, sem vômitos e sem dor de barriga',
    'Sou diabético; dois anos atrás tive glicemia alta e vomitei muito',
  ],
  diabetes_cannot_keep_fluids: [
    'Tenho diabetes tipo 1 e vomito tudo',
    'Tenho diabetes tipo 1 e não tenho vômitos',
    'Tenho diabetes tipo 1; um ano atrás fiquei vomitando sem parar',
  ],
  hypoglycaemia_with_confusion: [
    'Meu marido diabético está com hipoglicemia e confuso',
    'Meu marido diabético está com hipoglicemia mas não está confuso',
    'Ano passado meu marido diabético teve hipoglicemia e ficou confuso',
  ],
  heat_stroke: [
    'Depois de trabalhar no sol o dia todo ele ficou confuso',
    'Depois de trabalhar no sol o dia todo ele não está confuso',
    'Anos atrás ele ficou confuso depois de trabalhar no sol o dia todo',
  ],
  hypothermia: ['A temperatura dele está em 34,5', 'A temperatura dele está em 36,8', 'Anos atrás a temperatura dele chegou a 34,5'],
  choking_child_or_airway: [
    'Meu filho de 2 anos engasgou com uma uva',
    'Meu filho de 2 anos não engasgou com nada',
    'Há dez anos meu filho engasgou com uma uva',
  ],
  injury_suspected_fracture: [
    'Meu filho caiu em cima do braço e não consegue mexer o pulso',
    'Meu filho caiu em cima do braço, dói um pouco mas mexe o pulso normalmente',
    'Há 3 anos meu filho caiu em cima do pulso e não conseguia mexer',
  ],
  sepsis_signs_without_fever: [
    'Minha mãe está tomando antibiótico para infecção urinária e hoje está confusa e respirando rápido',
    'Minha mãe está tomando antibiótico para infecção urinária, não está confusa e respira normalmente',
    'Há dois anos minha mãe tomou antibiótico para infecção urinária e ficou confusa e respirando rápido',
  ],
  st_elevation_on_ecg: [
    'Homem, 58 anos, dor torácica há 1 h. ECG com supradesnivelamento do ST em V1-V4',
    'Homem, 58 anos, dor torácica há 1 h. ECG sem supradesnivelamento do ST',
    'Homem de 58 anos que teve supradesnivelamento do ST há 5 anos, tratado com stent',
  ],
  eye_injury_affecting_sight: [
    'Estava a rebarbar e entrou algo no olho, agora vejo tudo turvo',
    'Entrou algo no olho mas vejo bem, sem visão turva',
    'Há 3 anos tive uma limalha no olho e fiquei com a visão turva',
  ],
  dental_infection_spreading: [
    'Estou com um dente inflamado, a bochecha toda inchada e febre de 38,5',
    'Estou com um dente inflamado, mas a bochecha não está inchada e não tenho febre',
    'Há três anos tive um dente inflamado com a bochecha inchada e febre',
  ],
  shingles_near_the_eye: [
    'apareceram bolhas na testa ate a ponta do nariz e o olho esta vermelho',
    'tenho bolhas na testa mas o olho nao esta vermelho nem doendo',
    'ha 10 anos tive bolhas na testa e o olho vermelho',
  ],
  carbon_monoxide: [
    'Estamos todos com dor de cabeça e tontura desde que ligamos o aquecedor a gás',
    'Temos aquecedor a gás e não temos dor de cabeça, tontura nem enjoo',
    'Há dez anos tivemos todos dor de cabeça por causa de um aquecedor a gás com defeito',
  ],
  hip_fracture_suspected: [
    'Minha mãe de 82 anos caiu e está com muita dor no quadril',
    'Minha mãe de 82 anos caiu mas não tem dor no quadril',
    'Há dez anos minha mãe de 82 anos caiu e teve dor no quadril',
  ],
  asthma_reliever_overuse: [
    'Minha asma piorou e preciso da bombinha a cada 3 horas',
    'Minha asma está bem e não preciso da bombinha a cada 3 horas',
    'Há dez anos tive uma crise de asma e precisava da bombinha a cada 3 horas',
  ],
  spreading_redness: [
    'A perna está vermelha e a vermelhidão passou do risco que fiz',
    'A perna está vermelha mas a vermelhidão não está se espalhando',
    'Há três anos a vermelhidão da perna passou do risco que fiz',
  ],
  infection_spreading_with_fever: [
    'A vermelhidão na perna está se espalhando e estou com febre',
    'A vermelhidão na perna não está se espalhando e não tenho febre',
    'Há dez anos a vermelhidão na perna se espalhou e tive febre',
  ],
  giant_cell_arteritis_suspected: [
    'Tenho 72 anos, dor de cabeça nova e dor na mandíbula ao mastigar',
    'Tenho 72 anos, sem dor de cabeça e sem dor na mandíbula',
    'Tenho 72 anos; há dez anos tive dor de cabeça e dor na mandíbula',
  ],
  chickenpox_in_pregnancy: [
    'Estou grávida de 20 semanas e meu sobrinho está com catapora',
    'Estou grávida de 20 semanas e não tive contato com catapora',
    'Tive catapora há dez anos, muito antes de ficar grávida',
  ],
  overdose_or_poisoning: [
    'Ela tomou muitos comprimidos',
    'Ela não tomou muitos comprimidos',
    'Dez anos atrás ela tomou muitos comprimidos',
  ],
  suicidal_thoughts: ['Quero me matar', 'Não quero me matar', 'Anos atrás eu queria me matar'],
  suicidal_thoughts_without_plan: [
    'Penso que todos estariam melhor sem mim, mas não tenho plano nenhum e não vou fazer nada',
    'Penso que todos estariam melhor sem mim e já tenho um plano',
    'Há dez anos pensei que todos estariam melhor sem mim, mas não tinha plano',
  ],
  acute_psychosis: ['Ele está ouvindo vozes', 'Ele não está ouvindo vozes', 'Vinte anos atrás ele teve um surto psicótico'],
  major_trauma: ['Sofri um acidente de moto', 'Não sofri acidente de moto', 'Sofri um acidente de moto há 10 anos'],
  major_trauma_with_warning_signs: [
    'Acidente de carro, ele perdeu a consciência',
    'Acidente de carro, ele não perdeu a consciência',
    'Há 5 anos ele sofreu um acidente de carro e perdeu a consciência',
  ],
  deformed_limb: [
    'Meu braço ficou deformado depois da queda',
    'Meu braço não está deformado',
    'Quando eu era criança meu braço ficou deformado depois de uma queda',
  ],
  serious_burn: [
    'Me queimei com água fervendo, a queimadura é maior que a mão',
    'Queimei o dedo no forno, a queimadura não é maior que a mão',
    'Anos atrás me queimei com água fervendo e a queimadura era maior que a mão',
  ],
  sudden_hearing_loss: [
    'Acordei hoje e não ouço nada do ouvido direito',
    'Ouço bem, não perdi a audição',
    'Há 3 anos acordei e não ouvia nada do ouvido direito',
  ],
  peak_flow_severely_low: [
    'A minha asma está mal, peak flow a 30% do meu melhor',
    'O meu peak flow está normal, não está a 30%',
    'Há 5 anos tive o peak flow a 30% do melhor',
  ],
  peak_flow_low: [
    'Estou com chiado e o peak flow está a 60% do meu melhor',
    'O meu peak flow está bem, não está a 60%',
    'Há 2 anos tive o peak flow a 60% do meu melhor',
  ],
  object_in_nose_or_ear: [
    'O meu filho de 3 anos enfiou uma missanga no nariz e não sai',
    'Não tem nenhuma missanga no nariz, só está constipado',
    'Há 5 anos o meu filho enfiou uma missanga no nariz',
  ],
  wound_needs_closure: [
    'Cortei a mão com uma faca, é um corte profundo e precisa de pontos',
    'Corte pequeno no dedo, sem corte profundo',
    'Há 3 anos cortei a mão com uma faca e foi um corte profundo que precisou de pontos',
  ],
  bite_broke_skin: [
    'Um cachorro me mordeu e furou a pele',
    'Um cachorro me mordeu a manga mas não furou a pele',
    'Quando eu era pequena um cachorro me mordeu e furou a pele',
  ],
  low_blood_pressure_with_symptoms: [
    'Pressão 8 por 5 e estou tonta',
    'Pressão 8 por 5, sem tontura e sem desmaio',
    'Há dois anos a pressão deu 8 por 5 e fiquei tonta',
  ],
  low_blood_pressure: ['Minha pressão está 85/55', 'Minha pressão está 12 por 8', 'Minha pressão deu 85/55 uma vez, há 2 anos'],
  hypertensive_emergency: [
    'Pressão 18 por 12 com dor no peito',
    'Pressão 18 por 12, sem dor no peito e sem dor de cabeça',
    'Há cinco anos tive pressão 18 por 12 com dor no peito',
  ],
  fast_breathing: [
    'Frequência respiratória 32 e febre',
    'Frequência respiratória 16 e febre',
    'Ano passado tive febre com frequência respiratória 32',
  ],
  slow_heart_rate_with_symptoms: [
    'Pulso 38 e estou com tontura',
    'Pulso 38, sem tontura e sem desmaio',
    'Um ano atrás meu pulso deu 38 e fiquei tonto',
  ],
  irreducible_hernia: [
    'minha hernia ficou dura e nao volta para dentro',
    'a hernia volta para dentro sozinha quando deito',
    'ha 2 anos tive uma hernia que nao voltava para dentro',
  ],
  bowel_obstruction: [
    'meu pai nao faz coco nem solta pum ha 3 dias, barriga inchada e vomitando',
    'intestino preso e barriga inchada, mas sem vomitos',
    'ha 3 anos tive intestino preso com barriga inchada e vomitos',
  ],
  jaw_pain_with_cardiac_signs: [
    'tenho 60 anos, dor na mandibula, suor frio e enjoo',
    'tenho 60 anos, dor na mandibula, sem suor e sem enjoo',
    'ha 5 anos tive dor na mandibula com suor frio e enjoo',
  ],
  electric_shock_with_warning_signs: [
    'levou um choque na tomada e desmaiou',
    'levou um choque na tomada, nao desmaiou, sem queimadura e sem palpitacao',
    'ha 3 anos ele levou um choque na tomada e desmaiou',
  ],
  electric_shock: ['meu pai levou choque na fiacao', 'ele nao levou choque', 'levou um choque eletrico ha 10 anos'],
  near_drowning_with_symptoms: [
    'tiramos ele da piscina, ficou debaixo dagua, agora tosse muito',
    'tiramos ele da piscina, ficou debaixo dagua, sem tosse, respira bem e esta esperto',
    'quando era pequeno quase se afogou e tossiu muito',
  ],
  near_drowning: ['minha filha quase se afogou no mar', 'ela nao chegou a ficar debaixo dagua', 'ha 4 anos ela teve um afogamento no mar'],
  young_baby_not_feeding_red_features: [
    'Meu bebê de 3 semanas não mama e está molinho',
    'Meu bebê de 3 semanas mama bem e não está molinho',
    'Há 2 anos meu filho, com 3 semanas, não mamava e ficou molinho',
  ],
  smoke_inhalation_with_symptoms: [
    'Teve um incêndio na cozinha, ele inalou muita fumaça e agora está rouco',
    'Teve um incêndio na cozinha, ele não inalou fumaça, sem tosse, voz normal',
    'Há 5 anos ele inalou muita fumaça num incêndio e tossiu por dias',
  ],
  posterior_stroke_signs: [
    'Meu marido de repente começou a ver tudo duplo e está com muita tontura',
    'Tontura leve ao levantar, sem visão dupla',
    'Há 5 anos tive visão dupla e muita tontura',
  ],
};

const fired = (text: string) => evaluateRedFlags({ text, language: 'pt' }).redFlags.map((flag) => flag.id);

describe('red-flag rules read in Portuguese', () => {
  it('has a sentence, its negated form and its long-past form for every rule', () => {
    expect(Object.keys(CASES).sort()).toEqual(RED_FLAG_RULES.map((rule) => rule.id).sort());
  });

  describe.each(Object.entries(CASES))('%s', (id, [fires, doesNotFire, longAgo]) => {
    it(`fires on "${fires}"`, () => expect(fired(fires)).toContain(id));
    it(`does not fire on "${doesNotFire}"`, () => expect(fired(doesNotFire)).not.toContain(id));
    it(`does not fire when it happened long ago: "${longAgo}"`, () => expect(fired(longAgo)).not.toContain(id));
  });
});
