import type { Translations } from './types';

/** Public home (spec §2): welcome, screening call to action, the symptoms service card, benefits, disclaimer. */
export const home = {
  pt: {
    welcome: {
      title: 'Bem-vindo à Vitalia',
      text: 'Seu assistente de saúde digital. Descreva o que você está sentindo e receba em instantes uma análise informativa com o nível de urgência, possíveis causas e próximos passos.',
    },
    loginRegister: 'Entrar / Cadastrar',
    tryScreening: 'Experimentar a triagem',
    services: {
      title: 'Nossos serviços',
      symptoms: {
        title: 'Triagem de sintomas',
        text: 'Descreva seus sintomas com suas próprias palavras e nossa IA indica a urgência, possíveis causas e o que fazer a seguir.',
        cta: 'Iniciar triagem',
      },
    },
    benefits: {
      title: 'Por que usar a Vitalia',
      safe: {
        title: 'Seguro',
        text: 'Seus dados são protegidos e tratados com confidencialidade.',
      },
      available: {
        title: 'Disponível 24/7',
        text: 'Tire suas dúvidas a qualquer hora, de qualquer lugar.',
      },
      caring: {
        title: 'Cuidadoso',
        text: 'Orientações claras e acolhedoras para cuidar melhor de você.',
      },
    },
    disclaimer: {
      title: 'Importante',
      text: 'As análises da Vitalia são apenas informativas, não são um diagnóstico médico e não substituem a consulta com um médico. Em caso de emergência, ligue imediatamente para o número de emergência local.',
    },
  },
  en: {
    welcome: {
      title: 'Welcome to Vitalia',
      text: 'Your digital health assistant. Describe how you feel and get an informational analysis in moments, with the urgency level, possible causes and next steps.',
    },
    loginRegister: 'Log in / Sign up',
    tryScreening: 'Try screening',
    services: {
      title: 'Our services',
      symptoms: {
        title: 'Symptom analysis',
        text: 'Describe your symptoms in your own words and our AI points out the urgency, possible causes and what to do next.',
        cta: 'Start screening',
      },
    },
    benefits: {
      title: 'Why Vitalia',
      safe: {
        title: 'Safe',
        text: 'Your data is protected and handled confidentially.',
      },
      available: {
        title: 'Available 24/7',
        text: 'Get answers any time, wherever you are.',
      },
      caring: {
        title: 'Caring',
        text: 'Clear, supportive guidance to help you look after yourself.',
      },
    },
    disclaimer: {
      title: 'Important',
      text: 'Vitalia’s analyses are for information only, are not a medical diagnosis and do not replace a consultation with a doctor. In an emergency, call your local emergency number immediately.',
    },
  },
  es: {
    welcome: {
      title: 'Bienvenido a Vitalia',
      text: 'Tu asistente de salud digital. Describe cómo te sientes y recibe en instantes un análisis informativo con el nivel de urgencia, las posibles causas y los próximos pasos.',
    },
    loginRegister: 'Iniciar sesión / Registrarse',
    tryScreening: 'Probar el análisis',
    services: {
      title: 'Nuestros servicios',
      symptoms: {
        title: 'Análisis de síntomas',
        text: 'Describe tus síntomas con tus propias palabras y nuestra IA te indica la urgencia, las posibles causas y qué hacer a continuación.',
        cta: 'Empezar el análisis',
      },
    },
    benefits: {
      title: 'Por qué Vitalia',
      safe: {
        title: 'Seguro',
        text: 'Tus datos están protegidos y se tratan de forma confidencial.',
      },
      available: {
        title: 'Disponible 24/7',
        text: 'Resuelve tus dudas a cualquier hora y desde cualquier lugar.',
      },
      caring: {
        title: 'Cercano',
        text: 'Orientación clara y cercana para cuidarte mejor.',
      },
    },
    disclaimer: {
      title: 'Importante',
      text: 'Los análisis de Vitalia son solo informativos, no son un diagnóstico médico y no sustituyen la consulta con un médico. En caso de emergencia, llama de inmediato al número de emergencias local.',
    },
  },
  de: {
    welcome: {
      title: 'Willkommen bei Vitalia',
      text: 'Dein digitaler Gesundheitsassistent. Beschreibe, wie es dir geht, und erhalte in wenigen Augenblicken eine informative Analyse mit Dringlichkeitsstufe, möglichen Ursachen und nächsten Schritten.',
    },
    loginRegister: 'Anmelden / Registrieren',
    tryScreening: 'Symptomcheck ausprobieren',
    services: {
      title: 'Unsere Leistungen',
      symptoms: {
        title: 'Symptomanalyse',
        text: 'Beschreibe deine Symptome in eigenen Worten – unsere KI nennt dir die Dringlichkeit, mögliche Ursachen und die nächsten Schritte.',
        cta: 'Symptomcheck starten',
      },
    },
    benefits: {
      title: 'Warum Vitalia',
      safe: {
        title: 'Sicher',
        text: 'Deine Daten sind geschützt und werden vertraulich behandelt.',
      },
      available: {
        title: 'Rund um die Uhr verfügbar',
        text: 'Antworten jederzeit und überall.',
      },
      caring: {
        title: 'Einfühlsam',
        text: 'Klare, einfühlsame Hinweise, damit du gut für dich sorgen kannst.',
      },
    },
    disclaimer: {
      title: 'Wichtig',
      text: 'Die Analysen von Vitalia dienen nur der Information, sind keine medizinische Diagnose und ersetzen keinen Arztbesuch. Ruf im Notfall sofort die örtliche Notrufnummer an.',
    },
  },
  fr: {
    welcome: {
      title: 'Bienvenue sur Vitalia',
      text: 'Votre assistant santé numérique. Décrivez ce que vous ressentez et recevez en quelques instants une analyse informative avec le niveau d’urgence, les causes possibles et les prochaines étapes.',
    },
    loginRegister: 'Se connecter / S’inscrire',
    tryScreening: 'Essayer l’analyse',
    services: {
      title: 'Nos services',
      symptoms: {
        title: 'Analyse de symptômes',
        text: 'Décrivez vos symptômes avec vos propres mots : notre IA vous indique l’urgence, les causes possibles et la marche à suivre.',
        cta: 'Commencer l’analyse',
      },
    },
    benefits: {
      title: 'Pourquoi Vitalia',
      safe: {
        title: 'Sûr',
        text: 'Vos données sont protégées et traitées en toute confidentialité.',
      },
      available: {
        title: 'Disponible 24 h/24, 7 j/7',
        text: 'Des réponses à toute heure, où que vous soyez.',
      },
      caring: {
        title: 'Bienveillant',
        text: 'Des conseils clairs et bienveillants pour mieux prendre soin de vous.',
      },
    },
    disclaimer: {
      title: 'Important',
      text: 'Les analyses de Vitalia sont fournies à titre informatif uniquement, ne constituent pas un diagnostic médical et ne remplacent pas une consultation médicale. En cas d’urgence, appelez immédiatement le numéro d’urgence local.',
    },
  },
} satisfies Translations;
