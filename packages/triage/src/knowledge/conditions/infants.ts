import type { Condition } from '../types';

/** Ages are in years; fractions stand for months (0.25 = 3 months). */
export const infantConditions: readonly Condition[] = [
  {
    id: 'infant_fever',
    findings: [
      { id: 'fever', weight: 4 }, { id: 'high_fever', weight: 2 }, { id: 'infant_poor_feeding', weight: 2 },
      { id: 'lethargy', weight: 2 }, { id: 'inconsolable_crying', weight: 1 },
    ],
    population: { ageMax: 0.25 },
    duration: ['hours', 'days'],
    prevalence: 3,
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'within_hours',
    names: { pt: 'Febre em bebê pequeno (menos de 3 meses)', en: 'Fever in a young baby (under 3 months)', es: 'Fiebre en un bebé pequeño (menos de 3 meses)', de: 'Fieber beim jungen Säugling (unter 3 Monaten)', fr: 'Fièvre chez un jeune nourrisson (moins de 3 mois)' },
    nextSteps: {
      pt: [
        'Leve o bebê agora a um pronto-socorro: febre de 38 °C ou mais antes dos 3 meses precisa ser avaliada imediatamente',
        'Se ele estiver mole, difícil de acordar, com manchas na pele ou respirando com dificuldade, ligue para o número de emergência',
        'Continue oferecendo o peito ou a mamadeira e não agasalhe demais',
      ],
      en: [
        'Take your baby to the emergency department now: a temperature of 38 °C or more under 3 months needs checking straight away',
        'If they are floppy, hard to wake, have a rash or struggle to breathe, call the emergency number',
        'Keep offering breast or bottle feeds and do not over-wrap them',
      ],
      es: [
        'Lleva ahora mismo al bebé a urgencias: 38 °C o más antes de los 3 meses debe valorarse de inmediato',
        'Si está decaído, cuesta despertarlo, tiene manchas en la piel o respira con dificultad, llama al número de emergencias',
        'Sigue ofreciéndole el pecho o el biberón y no lo abrigues demasiado',
      ],
      de: [
        'Bring dein Baby sofort in die Notaufnahme: 38 °C oder mehr unter 3 Monaten muss umgehend untersucht werden',
        'Ist es schlapp, schwer weckbar, hat einen Ausschlag oder atmet schwer, ruf den Notruf an',
        'Biete weiter Brust oder Fläschchen an und zieh es nicht zu warm an',
      ],
      fr: [
        'Emmenez immédiatement votre bébé aux urgences : 38 °C ou plus avant 3 mois doit être examiné sans attendre',
        'S’il est mou, difficile à réveiller, a des taches sur la peau ou respire mal, appelez le numéro d’urgence',
        'Continuez à proposer le sein ou le biberon et ne le couvrez pas trop',
      ],
    },
    source: 'NICE NG143: Fever in under 5s (traffic-light system); NHS: Fever in children',
  },
  {
    id: 'teething',
    findings: [{ id: 'teething', weight: 5 }, { id: 'drooling', weight: 3 }, { id: 'swollen_gums_jaw', weight: 2 }, { id: 'inconsolable_crying', weight: 1 }],
    against: ['high_fever', 'stridor', 'difficulty_swallowing', 'severe_breathlessness', 'lethargy', 'infant_poor_feeding', 'diarrhoea', 'rash'],
    population: { ageMin: 0.25, ageMax: 3 },
    duration: ['hours', 'days', 'weeks'],
    prevalence: 5,
    urgency: 'low',
    careSetting: 'self_care',
    timeWindow: 'self_care',
    names: { pt: 'Nascimento dos dentes', en: 'Teething', es: 'Salida de los dientes', de: 'Zahnen', fr: 'Poussée dentaire' },
    nextSteps: {
      pt: [
        'Dê ao bebê um mordedor frio (da geladeira, não do congelador) ou massageie a gengiva com o dedo limpo',
        'Se estiver muito incomodado, paracetamol ou ibuprofeno infantil na dose para a idade pode ajudar',
        'Os dentes não causam febre alta: com 38 °C ou mais, ou se não quiser mamar, procure o pediatra',
      ],
      en: [
        'Give your baby a chilled (not frozen) teething ring or rub their gums with a clean finger',
        'If they are very unsettled, sugar-free paracetamol or ibuprofen for babies at the dose for their age can help',
        'Teething does not cause a high temperature: with 38 °C or more, or if they will not feed, see a GP',
      ],
      es: [
        'Dale un mordedor frío (de la nevera, no del congelador) o masajéale la encía con un dedo limpio',
        'Si está muy molesto, el paracetamol o ibuprofeno infantil a la dosis de su edad puede ayudar',
        'Los dientes no dan fiebre alta: con 38 °C o más, o si no quiere comer, consulta con el pediatra',
      ],
      de: [
        'Gib deinem Baby einen gekühlten (nicht gefrorenen) Beißring oder massiere sanft das Zahnfleisch mit sauberem Finger',
        'Ist es sehr unruhig, kann Paracetamol oder Ibuprofen für Säuglinge in der Dosis für sein Alter helfen',
        'Zahnen macht kein hohes Fieber: ab 38 °C oder wenn es nicht trinken will, geh zum Kinderarzt',
      ],
      fr: [
        'Donnez à bébé un anneau de dentition réfrigéré (pas congelé) ou massez-lui la gencive avec un doigt propre',
        'S’il est très grognon, du paracétamol ou de l’ibuprofène pour nourrisson à la dose de son âge peut aider',
        'Les dents ne donnent pas de forte fièvre : à 38 °C ou plus, ou s’il ne boit plus, consultez le médecin',
      ],
    },
    source: 'NHS: Baby teething symptoms and tips — teething may cause a mild temperature, not a high one; NICE CKS: Teething',
  },
  {
    id: 'infant_colic',
    findings: [{ id: 'inconsolable_crying', weight: 5 }, { id: 'abdominal_bloating', weight: 1 }],
    against: ['fever', 'vomiting', 'lethargy', 'infant_poor_feeding', 'bulging_fontanelle', 'fewer_wet_nappies', 'diarrhoea'],
    population: { ageMax: 0.5 },
    duration: ['hours', 'weeks'],
    prevalence: 3,
    urgency: 'low',
    careSetting: 'self_care',
    timeWindow: 'self_care',
    names: { pt: 'Cólica do bebê', en: 'Infant colic', es: 'Cólico del lactante', de: 'Dreimonatskoliken', fr: 'Coliques du nourrisson' },
    nextSteps: {
      pt: [
        'Segure o bebê no colo, faça-o arrotar após as mamadas e embale com movimentos suaves',
        'Se precisar, deixe-o em local seguro por alguns minutos para se acalmar; nunca sacuda o bebê',
        'Procure um médico se houver febre, vômitos, sangue nas fezes, se mamar pouco ou se você estiver esgotado',
      ],
      en: [
        'Hold your baby, wind them after feeds and rock them gently',
        'If you need to, put them somewhere safe for a few minutes to calm yourself; never shake a baby',
        'See a doctor if there is fever, vomiting, blood in the nappy, poor feeding, or if you are struggling to cope',
      ],
      es: [
        'Coge al bebé en brazos, ayúdale a expulsar gases después de las tomas y mécelo con suavidad',
        'Si lo necesitas, déjalo unos minutos en un lugar seguro para calmarte; nunca sacudas a un bebé',
        'Consulta con un médico si hay fiebre, vómitos, sangre en el pañal, come poco o te sientes desbordado',
      ],
      de: [
        'Halte dein Baby im Arm, lass es nach dem Trinken aufstoßen und wiege es sanft',
        'Wenn nötig, leg es für ein paar Minuten an einen sicheren Ort, um dich zu beruhigen; schüttle ein Baby niemals',
        'Geh zum Kinderarzt bei Fieber, Erbrechen, Blut in der Windel, schlechtem Trinken oder wenn du nicht mehr kannst',
      ],
      fr: [
        'Prenez bébé dans les bras, faites-lui faire son rot après les tétées et bercez-le doucement',
        'Si besoin, posez-le quelques minutes dans un endroit sûr pour vous calmer ; ne secouez jamais un bébé',
        'Consultez en cas de fièvre, de vomissements, de sang dans la couche, s’il boit mal ou si vous êtes à bout',
      ],
    },
    source: 'NHS: Colic; NICE CKS: Colic - infantile',
  },
  {
    id: 'infant_dehydration',
    findings: [
      { id: 'fewer_wet_nappies', weight: 5 }, { id: 'dehydration_signs', weight: 4 }, { id: 'infant_poor_feeding', weight: 3 },
      { id: 'lethargy', weight: 3 }, { id: 'diarrhoea', weight: 2 }, { id: 'vomiting', weight: 2 }, { id: 'persistent_vomiting', weight: 2 },
      { id: 'fever', weight: 1 }, { id: 'sunken_fontanelle', weight: 4 },
    ],
    population: { ageMax: 2 },
    duration: ['hours', 'days'],
    prevalence: 2,
    urgency: 'high',
    careSetting: 'emergency_department',
    timeWindow: 'within_hours',
    names: { pt: 'Desidratação no bebê', en: 'Dehydration in a baby', es: 'Deshidratación en el bebé', de: 'Austrocknung beim Baby', fr: 'Déshydratation du nourrisson' },
    nextSteps: {
      pt: [
        'Leve o bebê a um pronto-socorro nas próximas horas',
        'Enquanto isso, ofereça o peito com mais frequência ou soro de reidratação oral em pequenas quantidades',
        'Se ele estiver mole, difícil de acordar, com mãos e pés frios ou sem fralda molhada há 12 horas, ligue para o número de emergência',
      ],
      en: [
        'Take your baby to the emergency department within the next few hours',
        'Meanwhile, breastfeed more often or give small sips of oral rehydration solution',
        'If they are floppy, hard to wake, have cold hands and feet or no wet nappy for 12 hours, call the emergency number',
      ],
      es: [
        'Lleva al bebé a urgencias en las próximas horas',
        'Mientras tanto, dale el pecho más a menudo o suero oral en pequeñas cantidades',
        'Si está decaído, cuesta despertarlo, tiene manos y pies fríos o lleva 12 horas sin mojar el pañal, llama al número de emergencias',
      ],
      de: [
        'Bring dein Baby in den nächsten Stunden in die Notaufnahme',
        'Leg es bis dahin öfter an oder gib in kleinen Mengen Elektrolytlösung',
        'Ist es schlapp, schwer weckbar, hat kalte Hände und Füße oder seit 12 Stunden keine nasse Windel, ruf den Notruf an',
      ],
      fr: [
        'Emmenez votre bébé aux urgences dans les prochaines heures',
        'En attendant, proposez le sein plus souvent ou un soluté de réhydratation orale par petites quantités',
        'S’il est mou, difficile à réveiller, a les mains et les pieds froids ou aucune couche mouillée depuis 12 heures, appelez le numéro d’urgence',
      ],
    },
    source: 'NICE CG84: Diarrhoea and vomiting caused by gastroenteritis in under 5s; NHS: Dehydration',
  },
];
