import type { Translations } from './types';

/** Head metadata per page (titles, descriptions) and the structured-data texts of the application. */
export const meta = {
  pt: {
    siteName: 'Vitalia',
    app: {
      name: 'Vitalia – Assistente de saúde digital',
      description:
        'Descreva seus sintomas e receba uma análise informativa com IA: nível de urgência, possíveis causas e próximos passos. Gratuito, em cinco idiomas.',
    },
    pages: {
      home: {
        title: 'Vitalia – Assistente de saúde digital com IA',
        description:
          'Descreva seus sintomas e receba em instantes uma análise informativa com nível de urgência, possíveis causas e próximos passos. Gratuito e disponível 24 horas.',
      },
      symptoms: {
        title: 'Triagem de sintomas com IA | Vitalia',
        description:
          'Conte o que você está sentindo e receba uma análise informativa com urgência, possíveis causas e próximos passos. Não substitui a consulta médica.',
      },
      history: {
        title: 'Histórico de análises | Vitalia',
        description: 'Consulte suas análises de sintomas e exames anteriores.',
      },
      profile: {
        title: 'Meu perfil | Vitalia',
        description: 'Veja e atualize seus dados pessoais.',
      },
      settings: {
        title: 'Configurações | Vitalia',
        description: 'Gerencie notificações, privacidade, dados e segurança da sua conta.',
      },
      pro: {
        title: 'Vitalia Pro',
        description: 'Chat com IA, perfil familiar e histórico ilimitado com o plano Vitalia Pro.',
      },
      privacy: {
        title: 'Política de privacidade | Vitalia',
        description: 'Saiba quais dados a Vitalia coleta, como os utiliza, por quanto tempo os guarda e quais são os seus direitos.',
      },
      terms: {
        title: 'Termos de uso | Vitalia',
        description: 'Leia as condições de uso da Vitalia, um serviço informativo que não substitui a consulta médica.',
      },
      'find-care': {
        title: 'Encontrar atendimento | Vitalia',
        description: 'Números de emergência e serviços de saúde oficiais do seu país, e unidades de saúde perto de você.',
      },
      'exam-analysis': {
        title: 'Análise de exames | Vitalia',
        description: 'Em breve: uma análise informativa dos seus exames. Saiba o que ela fará e peça um aviso quando estiver disponível.',
      },
      'ai-chat': {
        title: 'Chat com IA | Vitalia',
        description: 'Converse com o assistente de saúde da Vitalia.',
      },
      'family-profile': {
        title: 'Perfil familiar | Vitalia',
        description: 'Convide até 3 pessoas da sua família para o seu plano Vitalia Pro.',
      },
      notFound: {
        title: 'Página não encontrada | Vitalia',
        description: 'A página que você procura não existe ou foi movida.',
      },
      resetPassword: {
        title: 'Redefinir senha | Vitalia',
        description: 'Escolha uma nova senha para a sua conta Vitalia.',
      },
      sharedResult: {
        title: 'Análise de sintomas compartilhada | Vitalia',
        description: 'Uma análise informativa de sintomas que alguém compartilhou com você. Faça também a sua, gratuitamente.',
      },
    },
  },
  en: {
    siteName: 'Vitalia',
    app: {
      name: 'Vitalia – Digital health assistant',
      description:
        'Describe your symptoms and get an AI-powered informational analysis: urgency level, possible causes and next steps. Free, in five languages.',
    },
    pages: {
      home: {
        title: 'Vitalia – AI-powered digital health assistant',
        description:
          'Describe your symptoms and get an informational analysis in moments, with urgency level, possible causes and next steps. Free and available 24/7.',
      },
      symptoms: {
        title: 'AI symptom analysis | Vitalia',
        description:
          'Tell us how you feel and get an informational analysis with urgency, possible causes and next steps. It does not replace a doctor.',
      },
      history: {
        title: 'Analysis history | Vitalia',
        description: 'Review your previous symptom analyses and exams.',
      },
      profile: {
        title: 'My profile | Vitalia',
        description: 'View and update your personal details.',
      },
      settings: {
        title: 'Settings | Vitalia',
        description: 'Manage your account’s notifications, privacy, data and security.',
      },
      pro: {
        title: 'Vitalia Pro',
        description: 'AI chat, family profile and unlimited history with the Vitalia Pro plan.',
      },
      privacy: {
        title: 'Privacy policy | Vitalia',
        description: 'Find out what data Vitalia collects, how it is used, how long it is kept and what your rights are.',
      },
      terms: {
        title: 'Terms of use | Vitalia',
        description: 'Read the conditions for using Vitalia, an informational service that does not replace a doctor.',
      },
      'find-care': {
        title: 'Find care | Vitalia',
        description: 'Emergency numbers and official health services for your country, and clinics near you.',
      },
      'exam-analysis': {
        title: 'Exam analysis | Vitalia',
        description:
          'Coming soon: an informational analysis of your exam results. See what it will do and ask to be notified when it is ready.',
      },
      'ai-chat': {
        title: 'AI chat | Vitalia',
        description: 'Chat with the Vitalia health assistant.',
      },
      'family-profile': {
        title: 'Family profile | Vitalia',
        description: 'Invite up to 3 family members to your Vitalia Pro plan.',
      },
      notFound: {
        title: 'Page not found | Vitalia',
        description: 'The page you are looking for does not exist or has been moved.',
      },
      resetPassword: {
        title: 'Reset password | Vitalia',
        description: 'Choose a new password for your Vitalia account.',
      },
      sharedResult: {
        title: 'Shared symptom analysis | Vitalia',
        description: 'An informational symptom analysis someone shared with you. Check your own symptoms too, for free.',
      },
    },
  },
  es: {
    siteName: 'Vitalia',
    app: {
      name: 'Vitalia – Asistente de salud digital',
      description:
        'Describe tus síntomas y recibe un análisis informativo con IA: nivel de urgencia, posibles causas y próximos pasos. Gratis y en cinco idiomas.',
    },
    pages: {
      home: {
        title: 'Vitalia – Asistente de salud digital con IA',
        description:
          'Describe tus síntomas y recibe en instantes un análisis informativo con nivel de urgencia, posibles causas y próximos pasos. Gratis y disponible 24/7.',
      },
      symptoms: {
        title: 'Análisis de síntomas con IA | Vitalia',
        description:
          'Cuéntanos cómo te sientes y recibe un análisis informativo con la urgencia, las posibles causas y los próximos pasos. No sustituye al médico.',
      },
      history: {
        title: 'Historial de análisis | Vitalia',
        description: 'Consulta tus análisis de síntomas y exámenes anteriores.',
      },
      profile: {
        title: 'Mi perfil | Vitalia',
        description: 'Consulta y actualiza tus datos personales.',
      },
      settings: {
        title: 'Configuración | Vitalia',
        description: 'Gestiona las notificaciones, la privacidad, los datos y la seguridad de tu cuenta.',
      },
      pro: {
        title: 'Vitalia Pro',
        description: 'Chat con IA, perfil familiar e historial ilimitado con el plan Vitalia Pro.',
      },
      privacy: {
        title: 'Política de privacidad | Vitalia',
        description: 'Descubre qué datos recoge Vitalia, cómo los utiliza, cuánto tiempo los conserva y cuáles son tus derechos.',
      },
      terms: {
        title: 'Términos de uso | Vitalia',
        description: 'Lee las condiciones de uso de Vitalia, un servicio informativo que no sustituye la consulta médica.',
      },
      'find-care': {
        title: 'Buscar atención | Vitalia',
        description: 'Números de emergencia y servicios de salud oficiales de tu país, y centros de salud cerca de ti.',
      },
      'exam-analysis': {
        title: 'Análisis de exámenes | Vitalia',
        description: 'Próximamente: un análisis informativo de tus exámenes. Descubre lo que hará y pide un aviso cuando esté disponible.',
      },
      'ai-chat': {
        title: 'Chat con IA | Vitalia',
        description: 'Conversa con el asistente de salud de Vitalia.',
      },
      'family-profile': {
        title: 'Perfil familiar | Vitalia',
        description: 'Invita hasta a 3 familiares a tu plan Vitalia Pro.',
      },
      notFound: {
        title: 'Página no encontrada | Vitalia',
        description: 'La página que buscas no existe o se ha movido.',
      },
      resetPassword: {
        title: 'Restablecer contraseña | Vitalia',
        description: 'Elige una nueva contraseña para tu cuenta de Vitalia.',
      },
      sharedResult: {
        title: 'Análisis de síntomas compartido | Vitalia',
        description: 'Un análisis informativo de síntomas que alguien compartió contigo. Haz también el tuyo, gratis.',
      },
    },
  },
  de: {
    siteName: 'Vitalia',
    app: {
      name: 'Vitalia – Digitaler Gesundheitsassistent',
      description:
        'Beschreibe deine Symptome und erhalte eine informative KI-Analyse: Dringlichkeit, mögliche Ursachen und nächste Schritte. Kostenlos und in fünf Sprachen.',
    },
    pages: {
      home: {
        title: 'Vitalia – KI-gestützter digitaler Gesundheitsassistent',
        description:
          'Beschreibe deine Symptome und erhalte in wenigen Augenblicken eine informative Analyse mit Dringlichkeit, möglichen Ursachen und nächsten Schritten. Kostenlos und rund um die Uhr.',
      },
      symptoms: {
        title: 'KI-Symptomanalyse | Vitalia',
        description:
          'Beschreibe, wie es dir geht, und erhalte eine informative Analyse mit Dringlichkeit, möglichen Ursachen und nächsten Schritten. Ersetzt keinen Arztbesuch.',
      },
      history: {
        title: 'Analyseverlauf | Vitalia',
        description: 'Sieh dir deine bisherigen Symptomanalysen und Befunde an.',
      },
      profile: {
        title: 'Mein Profil | Vitalia',
        description: 'Sieh dir deine persönlichen Daten an und aktualisiere sie.',
      },
      settings: {
        title: 'Einstellungen | Vitalia',
        description: 'Verwalte Benachrichtigungen, Datenschutz, Daten und Sicherheit deines Kontos.',
      },
      pro: {
        title: 'Vitalia Pro',
        description: 'KI-Chat, Familienprofil und unbegrenzter Verlauf mit dem Tarif Vitalia Pro.',
      },
      privacy: {
        title: 'Datenschutzrichtlinie | Vitalia',
        description:
          'Erfahre, welche Daten Vitalia erhebt, wie sie verwendet werden, wie lange sie gespeichert werden und welche Rechte du hast.',
      },
      terms: {
        title: 'Nutzungsbedingungen | Vitalia',
        description: 'Lies die Bedingungen für die Nutzung von Vitalia, einem Informationsdienst, der keinen Arztbesuch ersetzt.',
      },
      'find-care': {
        title: 'Hilfe finden | Vitalia',
        description: 'Notrufnummern und offizielle Gesundheitsdienste deines Landes sowie Praxen in deiner Nähe.',
      },
      'exam-analysis': {
        title: 'Befundanalyse | Vitalia',
        description:
          'Demnächst: eine informative Analyse deiner Befunde. Erfahre, was sie leisten wird, und lass dich benachrichtigen, sobald sie verfügbar ist.',
      },
      'ai-chat': {
        title: 'KI-Chat | Vitalia',
        description: 'Chatte mit dem Gesundheitsassistenten von Vitalia.',
      },
      'family-profile': {
        title: 'Familienprofil | Vitalia',
        description: 'Lade bis zu 3 Familienmitglieder in deinen Vitalia-Pro-Tarif ein.',
      },
      notFound: {
        title: 'Seite nicht gefunden | Vitalia',
        description: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
      },
      resetPassword: {
        title: 'Passwort zurücksetzen | Vitalia',
        description: 'Wähle ein neues Passwort für dein Vitalia-Konto.',
      },
      sharedResult: {
        title: 'Geteilte Symptomanalyse | Vitalia',
        description: 'Eine informative Symptomanalyse, die jemand mit dir geteilt hat. Prüfe auch deine eigenen Symptome – kostenlos.',
      },
    },
  },
  fr: {
    siteName: 'Vitalia',
    app: {
      name: 'Vitalia – Assistant santé numérique',
      description:
        'Décrivez vos symptômes et recevez une analyse informative par IA : niveau d’urgence, causes possibles et prochaines étapes. Gratuit, en cinq langues.',
    },
    pages: {
      home: {
        title: 'Vitalia – Assistant santé numérique avec IA',
        description:
          'Décrivez vos symptômes et recevez en quelques instants une analyse informative avec le niveau d’urgence, les causes possibles et les prochaines étapes. Gratuit et disponible 24 h/24.',
      },
      symptoms: {
        title: 'Analyse de symptômes par IA | Vitalia',
        description:
          'Dites-nous ce que vous ressentez et recevez une analyse informative avec l’urgence, les causes possibles et les prochaines étapes. Ne remplace pas un médecin.',
      },
      history: {
        title: 'Historique des analyses | Vitalia',
        description: 'Consultez vos analyses de symptômes et d’examens précédentes.',
      },
      profile: {
        title: 'Mon profil | Vitalia',
        description: 'Consultez et mettez à jour vos informations personnelles.',
      },
      settings: {
        title: 'Paramètres | Vitalia',
        description: 'Gérez les notifications, la confidentialité, les données et la sécurité de votre compte.',
      },
      pro: {
        title: 'Vitalia Pro',
        description: 'Chat IA, profil familial et historique illimité avec l’offre Vitalia Pro.',
      },
      privacy: {
        title: 'Politique de confidentialité | Vitalia',
        description:
          'Découvrez quelles données Vitalia collecte, comment elles sont utilisées, combien de temps elles sont conservées et quels sont vos droits.',
      },
      terms: {
        title: 'Conditions d’utilisation | Vitalia',
        description:
          'Lisez les conditions d’utilisation de Vitalia, un service d’information qui ne remplace pas une consultation médicale.',
      },
      'find-care': {
        title: 'Trouver des soins | Vitalia',
        description: 'Numéros d’urgence et services de santé officiels de votre pays, et lieux de soins près de chez vous.',
      },
      'exam-analysis': {
        title: 'Analyse d’examens | Vitalia',
        description:
          'Bientôt : une analyse informative de vos examens. Découvrez ce qu’elle fera et demandez à être prévenu quand elle sera disponible.',
      },
      'ai-chat': {
        title: 'Chat IA | Vitalia',
        description: 'Discutez avec l’assistant santé de Vitalia.',
      },
      'family-profile': {
        title: 'Profil familial | Vitalia',
        description: 'Invitez jusqu’à 3 membres de votre famille dans votre offre Vitalia Pro.',
      },
      notFound: {
        title: 'Page introuvable | Vitalia',
        description: 'La page que vous cherchez n’existe pas ou a été déplacée.',
      },
      resetPassword: {
        title: 'Réinitialiser le mot de passe | Vitalia',
        description: 'Choisissez un nouveau mot de passe pour votre compte Vitalia.',
      },
      sharedResult: {
        title: 'Analyse de symptômes partagée | Vitalia',
        description:
          'Une analyse informative de symptômes que quelqu’un a partagée avec vous. Analysez aussi vos propres symptômes, gratuitement.',
      },
    },
  },
} satisfies Translations;
