import type { EngineTexts } from './types';

export const fr: EngineTexts = {
  disclaimer:
    "Cette analyse est fournie à titre d'information. Ce n'est pas un diagnostic médical et elle ne remplace pas un médecin. Si vous êtes inquiet ou si les symptômes s'aggravent, consultez.",
  careAdvice: (setting, window, number) => {
    const when = {
      now: 'maintenant',
      within_hours: 'dans les prochaines heures',
      within_24h: 'dans les 24 heures',
      within_days: 'dans les prochains jours',
      self_care: '',
    }[window];
    return {
      ambulance: `Appelez le ${number} ${when || 'maintenant'}.`,
      emergency_department: `Allez aux urgences ${when || 'maintenant'} ; si vous ne pouvez pas vous y rendre en sécurité, appelez le ${number}.`,
      urgent_care: `Consultez en urgence ${when || "aujourd'hui"} (médecin de garde, maison médicale de garde ou urgences).`,
      doctor: `Consultez un médecin ${when || 'dans les prochains jours'}.`,
      pharmacy: `Demandez conseil à un pharmacien${when ? ` ${when}` : ''} ; consultez un médecin si cela ne s'améliore pas.`,
      self_care: "Cela se soigne en général à la maison ; consultez un médecin si cela s'aggrave ou ne s'améliore pas.",
    }[setting];
  },
  urgencyHeadline: {
    emergency: 'Cela peut être une urgence.',
    high: 'Cela nécessite des soins médicaux urgents.',
    medium: 'Cela doit être vu par un médecin.',
    low: 'Cela ne semble pas urgent.',
  },
  leadingCause: (cause, evidence) =>
    `Le tableau évoque surtout : ${cause}${evidence.length > 0 ? ` (d'après ${evidence.join(', ')})` : ''}.`,
  warningSign: (label) => `Signe d'alerte : ${label}.`,
  resemblesUrgent:
    'Nous n’avons pas reconnu de signe d’alerte précis, mais les descriptions comme la vôtre nécessitent souvent des soins le jour même.',
  nothingRecognised: "Nous n'avons pas pu identifier de symptômes précis dans votre description.",
  describeMore:
    'Décrivez un peu plus ce que vous ressentez (où vous avez mal, depuis quand, avec quelle intensité, si vous avez de la fièvre) ou parlez-en à un professionnel de santé.',
  recommendations: {
    emergency: [
      'Ne conduisez pas ; restez accompagné si possible.',
      "Ne mangez ni ne buvez avant d'avoir été examiné, sauf avis contraire.",
      "Gardez la liste de vos médicaments à portée de main pour l'équipe.",
    ],
    high: [
      "Si cela s'aggrave avant d'être vu (gêne respiratoire, douleur thoracique, confusion, malaise), appelez le numéro d'urgence.",
      'Ne restez pas seul ; faites-vous accompagner.',
    ],
    medium: [
      "Consultez plus tôt si de nouveaux symptômes apparaissent ou s'aggravent : gêne respiratoire, douleur thoracique, confusion ou forte fièvre qui ne baisse pas.",
      'Reposez-vous et buvez suffisamment.',
    ],
    low: [
      'Reposez-vous, buvez et prenez un antalgique simple si besoin, en suivant la notice.',
      "Consultez un médecin si cela ne s'améliore pas en quelques jours, ou plus tôt si cela s'aggrave ou si de nouveaux symptômes apparaissent.",
    ],
  },
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`),
};
