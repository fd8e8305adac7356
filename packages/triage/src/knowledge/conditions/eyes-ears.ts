import type { Condition } from '../types';

export const eyesEarsConditions: readonly Condition[] = [
  {
    id: 'conjunctivitis',
    findings: [
      { id: 'eye_redness', weight: 4 }, { id: 'eye_discharge', weight: 4 }, { id: 'itchy_eyes', weight: 2 },
      { id: 'runny_nose', weight: 1 }, { id: 'sick_contacts', weight: 1 },
    ],
    against: ['eye_pain', 'vision_loss', 'photophobia', 'blurred_vision', 'headache'],
    duration: ['days'],
    prevalence: 4,
    urgency: 'low',
    careSetting: 'pharmacy',
    timeWindow: 'self_care',
    names: { pt: 'Conjuntivite', en: 'Conjunctivitis (pink eye)', es: 'Conjuntivitis', de: 'Bindehautentzündung', fr: 'Conjonctivite' },
    nextSteps: {
      pt: [
        'Limpe os olhos com algodão e soro fisiológico, de dentro para fora',
        'Lave as mãos com frequência, não compartilhe toalhas e tire as lentes de contato',
        'Procure atendimento se houver dor no olho, sensibilidade à luz ou a visão piorar',
      ],
      en: [
        'Clean your eyes with cotton wool and cooled boiled water or saline, from the inside out',
        'Wash your hands often, do not share towels and take out contact lenses',
        'Get medical help if the eye is painful, light hurts or your vision changes',
      ],
      es: [
        'Limpia los ojos con una gasa y suero fisiológico, de dentro hacia fuera',
        'Lávate las manos a menudo, no compartas toallas y quítate las lentillas',
        'Busca atención médica si duele el ojo, te molesta la luz o cambia la visión',
      ],
      de: [
        'Reinige die Augen mit Watte und abgekochtem Wasser oder Kochsalzlösung von innen nach außen',
        'Wasch dir oft die Hände, teil keine Handtücher und nimm Kontaktlinsen heraus',
        'Hol ärztliche Hilfe bei Augenschmerzen, Lichtempfindlichkeit oder Sehveränderungen',
      ],
      fr: [
        'Nettoyez les yeux avec une compresse et du sérum physiologique, de l’intérieur vers l’extérieur',
        'Lavez-vous souvent les mains, ne partagez pas les serviettes et retirez vos lentilles',
        'Consultez si l’œil est douloureux, si la lumière gêne ou si la vue change',
      ],
    },
    source: 'NHS: Conjunctivitis; NICE CKS: Conjunctivitis - infective',
  },
  {
    id: 'acute_angle_closure_glaucoma',
    findings: [
      { id: 'eye_pain', weight: 4 }, { id: 'eye_redness', weight: 3 }, { id: 'blurred_vision', weight: 3 }, { id: 'vision_loss', weight: 2 },
      { id: 'severe_headache', weight: 2 }, { id: 'headache', weight: 2 }, { id: 'vomiting', weight: 2 }, { id: 'nausea', weight: 2 },
      { id: 'photophobia', weight: 1 }, { id: 'halos', weight: 4 },
    ],
    against: ['eye_discharge', 'itchy_eyes', 'fever'],
    population: { ageMin: 40 },
    duration: ['hours'],
    prevalence: 1,
    urgency: 'emergency',
    careSetting: 'emergency_department',
    timeWindow: 'now',
    names: { pt: 'Glaucoma agudo', en: 'Acute glaucoma', es: 'Glaucoma agudo', de: 'Akuter Glaukomanfall (grüner Star)', fr: 'Glaucome aigu' },
    nextSteps: {
      pt: [
        'Vá agora a um pronto-socorro de oftalmologia ou geral; a visão pode ser perdida em horas',
        'Não dirija',
        'Leve a lista dos seus remédios e colírios',
      ],
      en: [
        'Go to eye casualty or the emergency department now; sight can be lost within hours',
        'Do not drive',
        'Bring a list of your medicines and eye drops',
      ],
      es: [
        'Ve ahora mismo a urgencias de oftalmología o a urgencias generales; se puede perder la vista en horas',
        'No conduzcas',
        'Lleva la lista de tus medicamentos y colirios',
      ],
      de: [
        'Geh sofort in die Augenklinik oder Notaufnahme; das Sehvermögen kann in Stunden verloren gehen',
        'Fahr nicht selbst',
        'Nimm deinen Medikamentenplan und deine Augentropfen mit',
      ],
      fr: [
        'Rendez-vous immédiatement aux urgences ophtalmologiques ou générales ; la vue peut être perdue en quelques heures',
        'Ne conduisez pas',
        'Emportez la liste de vos médicaments et collyres',
      ],
    },
    source: 'NHS: Glaucoma (acute); NICE CKS: Glaucoma (acute angle-closure)',
  },
  {
    id: 'retinal_detachment',
    findings: [
      { id: 'vision_loss', weight: 4 }, { id: 'blurred_vision', weight: 2 }, { id: 'flashes', weight: 4 }, { id: 'floaters', weight: 4 },
      { id: 'curtain_over_vision', weight: 5 },
    ],
    against: ['eye_pain', 'eye_redness', 'eye_discharge', 'headache'],
    population: { ageMin: 40 },
    duration: ['hours', 'days'],
    prevalence: 1,
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'within_hours',
    names: { pt: 'Descolamento de retina', en: 'Retinal detachment', es: 'Desprendimiento de retina', de: 'Netzhautablösung', fr: 'Décollement de la rétine' },
    nextSteps: {
      pt: [
        'Vá agora a um pronto-socorro de oftalmologia; quanto antes, maior a chance de salvar a visão',
        'Evite esforço e movimentos bruscos da cabeça',
        'Não dirija',
      ],
      en: [
        'Go to eye casualty or the emergency department now; the sooner, the better the chance of saving sight',
        'Avoid exertion and sudden head movements',
        'Do not drive',
      ],
      es: [
        'Ve ahora mismo a urgencias de oftalmología; cuanto antes, más posibilidades de salvar la vista',
        'Evita esfuerzos y movimientos bruscos de la cabeza',
        'No conduzcas',
      ],
      de: [
        'Geh sofort in die Augenklinik oder Notaufnahme; je früher, desto besser die Chance, das Sehen zu retten',
        'Vermeide Anstrengung und ruckartige Kopfbewegungen',
        'Fahr nicht selbst',
      ],
      fr: [
        'Rendez-vous immédiatement aux urgences ophtalmologiques ; plus c’est tôt, plus la vue a de chances d’être sauvée',
        'Évitez les efforts et les mouvements brusques de la tête',
        'Ne conduisez pas',
      ],
    },
    source: 'NHS: Detached retina (retinal detachment); NICE CKS: Retinal detachment',
  },
  {
    id: 'otitis_media',
    findings: [
      { id: 'ear_pain', weight: 5 }, { id: 'fever', weight: 2 }, { id: 'hearing_loss', weight: 2 }, { id: 'runny_nose', weight: 1 },
      { id: 'inconsolable_crying', weight: 1 }, { id: 'ear_discharge', weight: 1 }, { id: 'ear_fullness', weight: 1 },
    ],
    against: ['itching'],
    population: { ageMax: 12 },
    duration: ['days'],
    prevalence: 4,
    urgency: 'low',
    careSetting: 'self_care',
    timeWindow: 'self_care',
    names: { pt: 'Otite média (infecção no ouvido)', en: 'Middle ear infection (otitis media)', es: 'Otitis media (infección de oído)', de: 'Mittelohrentzündung', fr: 'Otite moyenne' },
    nextSteps: {
      pt: [
        'Dê paracetamol ou ibuprofeno para dor e febre',
        'A maioria melhora sozinha em 3 dias; não coloque nada dentro do ouvido',
        'Procure um médico se não melhorar em 3 dias, sair secreção, houver inchaço atrás da orelha ou for bebê com menos de 6 meses',
      ],
      en: [
        'Give paracetamol or ibuprofen for pain and fever',
        'Most get better on their own within 3 days; do not put anything in the ear',
        'See a doctor if not better in 3 days, fluid comes out, there is swelling behind the ear or the baby is under 6 months',
      ],
      es: [
        'Da paracetamol o ibuprofeno para el dolor y la fiebre',
        'La mayoría mejora sola en 3 días; no metas nada en el oído',
        'Consulta con un médico si no mejora en 3 días, sale líquido, hay hinchazón detrás de la oreja o es un bebé de menos de 6 meses',
      ],
      de: [
        'Gib Paracetamol oder Ibuprofen gegen Schmerzen und Fieber',
        'Meist heilt es in 3 Tagen von selbst; steck nichts ins Ohr',
        'Geh zum Arzt, wenn es nach 3 Tagen nicht besser ist, Flüssigkeit austritt, es hinter dem Ohr anschwillt oder das Baby unter 6 Monate alt ist',
      ],
      fr: [
        'Donnez du paracétamol ou de l’ibuprofène contre la douleur et la fièvre',
        'La plupart guérissent seules en 3 jours ; ne mettez rien dans l’oreille',
        'Consultez si ce n’est pas mieux en 3 jours, si du liquide s’écoule, si ça gonfle derrière l’oreille ou pour un bébé de moins de 6 mois',
      ],
    },
    source: 'NHS: Ear infections; NICE NG91: Otitis media (acute)',
  },
  {
    id: 'otitis_externa',
    findings: [
      { id: 'ear_pain', weight: 4 }, { id: 'ear_discharge', weight: 3 }, { id: 'itching', weight: 2 }, { id: 'hearing_loss', weight: 1 },
    ],
    against: ['fever', 'runny_nose'],
    duration: ['days'],
    prevalence: 3,
    urgency: 'low',
    careSetting: 'pharmacy',
    timeWindow: 'self_care',
    names: { pt: 'Otite externa (ouvido de nadador)', en: 'Outer ear infection (swimmer’s ear)', es: 'Otitis externa (oído de nadador)', de: 'Gehörgangsentzündung', fr: 'Otite externe (otite du baigneur)' },
    nextSteps: {
      pt: [
        'Mantenha o ouvido seco e não use hastes de algodão',
        'Tome paracetamol ou ibuprofeno; o farmacêutico pode indicar gotas',
        'Procure um médico se não melhorar em 3 dias, se tiver diabetes ou se o rosto inchar',
      ],
      en: [
        'Keep the ear dry and do not use cotton buds',
        'Take paracetamol or ibuprofen; a pharmacist can suggest ear drops',
        'See a doctor if not better in 3 days, you have diabetes or your face swells',
      ],
      es: [
        'Mantén el oído seco y no uses bastoncillos',
        'Toma paracetamol o ibuprofeno; en la farmacia te pueden recomendar gotas',
        'Consulta con un médico si no mejora en 3 días, tienes diabetes o se te hincha la cara',
      ],
      de: [
        'Halte das Ohr trocken und benutz keine Wattestäbchen',
        'Nimm Paracetamol oder Ibuprofen; in der Apotheke gibt es Ohrentropfen',
        'Geh zum Arzt, wenn es nach 3 Tagen nicht besser ist, du Diabetes hast oder das Gesicht anschwillt',
      ],
      fr: [
        'Gardez l’oreille au sec et n’utilisez pas de cotons-tiges',
        'Prenez du paracétamol ou de l’ibuprofène ; le pharmacien peut conseiller des gouttes',
        'Consultez si ce n’est pas mieux en 3 jours, si vous êtes diabétique ou si le visage gonfle',
      ],
    },
    source: 'NHS: Ear infections (outer ear); NICE CKS: Otitis externa',
  },
  {
    id: 'earwax_impaction',
    findings: [
      { id: 'hearing_loss', weight: 4 }, { id: 'tinnitus', weight: 2 }, { id: 'ear_pain', weight: 1 }, { id: 'dizziness', weight: 1 },
      { id: 'ear_fullness', weight: 3 },
    ],
    against: ['fever', 'ear_discharge', 'vertigo'],
    duration: ['days', 'weeks'],
    prevalence: 3,
    urgency: 'low',
    careSetting: 'pharmacy',
    timeWindow: 'self_care',
    names: { pt: 'Cera acumulada no ouvido', en: 'Earwax build-up', es: 'Tapón de cera', de: 'Ohrenschmalzpfropf', fr: 'Bouchon de cérumen' },
    nextSteps: {
      pt: [
        'Pingue 2 a 3 gotas de óleo mineral ou gotas para cera da farmácia, 3 a 4 vezes ao dia, por 3 a 5 dias',
        'Não use hastes de algodão nem objetos no ouvido',
        'Procure um médico se a audição não voltar ou houver dor ou secreção',
      ],
      en: [
        'Put 2 to 3 drops of olive oil or pharmacy earwax drops in the ear 3 to 4 times a day for 3 to 5 days',
        'Do not use cotton buds or objects in the ear',
        'See a doctor if your hearing does not come back or you get pain or discharge',
      ],
      es: [
        'Echa 2 o 3 gotas de aceite de oliva o gotas para el cerumen de la farmacia, 3 o 4 veces al día durante 3 a 5 días',
        'No uses bastoncillos ni objetos en el oído',
        'Consulta con un médico si no recuperas la audición o hay dolor o supuración',
      ],
      de: [
        'Träufle 3- bis 4-mal täglich 2 bis 3 Tropfen Olivenöl oder Ohrenschmalz-Tropfen aus der Apotheke ins Ohr, 3 bis 5 Tage lang',
        'Benutz keine Wattestäbchen oder Gegenstände im Ohr',
        'Geh zum Arzt, wenn das Hören nicht besser wird oder Schmerzen oder Ausfluss auftreten',
      ],
      fr: [
        'Mettez 2 à 3 gouttes d’huile d’olive ou de gouttes anti-cérumen 3 à 4 fois par jour pendant 3 à 5 jours',
        'N’utilisez pas de cotons-tiges ni d’objets dans l’oreille',
        'Consultez si l’audition ne revient pas ou en cas de douleur ou d’écoulement',
      ],
    },
    source: 'NHS: Earwax build-up; NICE NG98: Hearing loss in adults (earwax)',
  },
  {
    id: 'stye',
    findings: [{ id: 'stye', weight: 5 }, { id: 'eye_pain', weight: 1 }, { id: 'eye_redness', weight: 1 }, { id: 'watering_eye', weight: 1 }],
    against: ['vision_loss', 'photophobia'],
    duration: ['days', 'weeks'],
    prevalence: 4,
    urgency: 'low',
    careSetting: 'self_care',
    timeWindow: 'self_care',
    names: { pt: 'Terçol', en: 'Stye', es: 'Orzuelo', de: 'Gerstenkorn', fr: 'Orgelet' },
    nextSteps: {
      pt: [
        'Coloque uma compressa limpa com água morna sobre o olho por 5 a 10 minutos, 3 ou 4 vezes ao dia; o terçol costuma sumir em 1 a 2 semanas',
        'Não esprema nem use lentes de contato ou maquiagem nos olhos até passar',
        'Procure um médico se doer muito, afetar a visão ou não melhorar em algumas semanas; no mesmo dia se a pálpebra inteira ou a região do olho ficar vermelha, quente e inchada',
      ],
      en: [
        'Hold a clean flannel soaked in warm water on the eye for 5 to 10 minutes, 3 or 4 times a day; most styes clear within 1 to 2 weeks',
        'Do not squeeze it, and do not wear contact lenses or eye make-up until it has gone',
        'See a doctor if it is very painful, affects your vision or has not improved after a few weeks; the same day if the whole eyelid or the skin around the eye turns red, hot and swollen',
      ],
      es: [
        'Ponte una compresa limpia empapada en agua templada sobre el ojo de 5 a 10 minutos, 3 o 4 veces al día; suele curarse en 1 o 2 semanas',
        'No lo aprietes ni uses lentillas ni maquillaje de ojos hasta que se cure',
        'Consulta con un médico si duele mucho, afecta a la vista o no mejora en unas semanas; ese mismo día si todo el párpado o la piel alrededor del ojo se pone roja, caliente e hinchada',
      ],
      de: [
        'Leg 3- bis 4-mal täglich 5 bis 10 Minuten einen sauberen, in warmes Wasser getauchten Waschlappen aufs Auge; meist heilt es in 1 bis 2 Wochen ab',
        'Drück es nicht aus und verzichte auf Kontaktlinsen und Augen-Make-up, bis es weg ist',
        'Geh zum Arzt, wenn es sehr wehtut, dein Sehen stört oder nach ein paar Wochen nicht besser ist; noch am selben Tag, wenn das ganze Lid oder die Haut ums Auge rot, heiß und geschwollen wird',
      ],
      fr: [
        'Appliquez un gant de toilette propre trempé dans l’eau tiède sur l’œil 5 à 10 minutes, 3 ou 4 fois par jour ; un orgelet guérit en général en 1 à 2 semaines',
        'Ne le pressez pas et évitez lentilles de contact et maquillage des yeux jusqu’à sa disparition',
        'Consultez s’il est très douloureux, gêne la vision ou ne s’améliore pas après quelques semaines ; le jour même si toute la paupière ou le tour de l’œil devient rouge, chaud et gonflé',
      ],
    },
    source: 'NHS: Stye; NHS: Eyelid problems',
  },
];
