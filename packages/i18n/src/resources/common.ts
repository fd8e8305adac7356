import type { Translations } from './types';

/** Each language's name in that language: the picker shows the same names whatever the current language. */
const languageNames = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
};

/** Texts of the shell: header, footer, banners, loading, error and not-found screens, navigation. */
export const common = {
  pt: {
    appName: 'Vitalia',
    skipToContent: 'Pular para o conteúdo',
    header: {
      logoAlt: 'Vitalia – página inicial',
      languagePicker: 'Escolher idioma',
      languageNames,
      userMenu: 'Menu do usuário',
      login: 'Entrar / Cadastrar',
      logout: 'Sair',
      signedInAs: 'Conectado como {{email}}',
      logoutError: 'Erro ao fazer logout.',
    },
    nav: {
      home: 'Início',
      symptoms: 'Triagem de sintomas',
      history: 'Histórico',
      profile: 'Perfil',
      settings: 'Configurações',
      pro: 'Vitalia Pro',
      privacy: 'Política de privacidade',
      'ai-chat': 'Chat com IA',
      'family-profile': 'Perfil familiar',
    },
    loading: {
      text: 'Carregando…',
    },
    status: {
      offline: 'Você está offline. Algumas funções podem não estar disponíveis.',
    },
    access: {
      restricted: 'Acesso restrito: esta área está disponível apenas para testes internos.',
    },
    resetPassword: {
      title: 'Redefinir senha',
      text: 'Para criar uma nova senha, abra o link que enviamos para o seu e-mail. Se o link expirou, peça um novo na tela de login.',
    },
    dashboard: {
      greeting: 'Olá, {{name}}!',
      lead: 'Que bom ter você de volta. Como podemos ajudar hoje?',
      loading: 'Carregando seu painel…',
      loadError: 'Não foi possível carregar seus dados.',
      retry: 'Tentar novamente',
      stats: { title: 'Seu resumo', screenings: 'Triagens realizadas', exams: 'Exames analisados' },
      cards: {
        symptoms: {
          title: 'Triagem de sintomas',
          text: 'Descreva o que está sentindo e receba uma análise informativa com a urgência e os próximos passos.',
          cta: 'Iniciar triagem',
        },
        history: {
          title: 'Histórico',
          text: 'Reveja suas análises anteriores e compartilhe-as quando precisar.',
          cta: 'Ver histórico',
        },
      },
    },
    footer: {
      privacyLink: 'Política de privacidade',
      disclaimer:
        'A Vitalia oferece informações de saúde e não faz diagnósticos médicos. Em caso de emergência, ligue para o número de emergência local.',
    },
    remoteFailure: {
      message: 'Não foi possível carregar esta parte do site.',
      retry: 'Tentar novamente',
    },
    serviceUnavailable: {
      title: 'Serviço temporariamente indisponível',
      text: 'Esta parte da Vitalia não está respondendo no momento. Tente novamente em alguns segundos.',
      retry: 'Tentar novamente',
    },
    appError: {
      title: 'Erro inesperado na aplicação!',
      reload: 'Recarregar a página',
    },
    notFound: {
      title: 'Página não encontrada',
      text: 'A página que você procura não existe ou foi movida.',
      homeLink: 'Voltar ao início',
      symptomsLink: 'Fazer uma triagem de sintomas',
    },
    cookieBanner: {
      text: 'Usamos cookies essenciais para o funcionamento do site e, com a sua permissão, para entender como ele é usado.',
      accept: 'Aceitar',
      dismiss: 'Dispensar',
      privacyLink: 'Saiba mais na política de privacidade',
    },
    referral: {
      invalidCode: 'Este link de indicação não é válido ou não está mais ativo. Você pode continuar usando a Vitalia normalmente.',
      dismiss: 'Fechar aviso',
    },
  },
  en: {
    appName: 'Vitalia',
    skipToContent: 'Skip to content',
    header: {
      logoAlt: 'Vitalia – home page',
      languagePicker: 'Choose language',
      languageNames,
      userMenu: 'User menu',
      login: 'Log in / Sign up',
      logout: 'Log out',
      signedInAs: 'Signed in as {{email}}',
      logoutError: 'Error logging out.',
    },
    nav: {
      home: 'Home',
      symptoms: 'Symptom analysis',
      history: 'History',
      profile: 'Profile',
      settings: 'Settings',
      pro: 'Vitalia Pro',
      privacy: 'Privacy policy',
      'ai-chat': 'AI chat',
      'family-profile': 'Family profile',
    },
    loading: {
      text: 'Loading…',
    },
    status: {
      offline: 'You are offline. Some features may not be available.',
    },
    access: {
      restricted: 'Restricted access: this area is available for internal testing only.',
    },
    resetPassword: {
      title: 'Reset password',
      text: 'To choose a new password, open the link we sent to your e-mail. If the link has expired, request a new one from the login screen.',
    },
    dashboard: {
      greeting: 'Hello, {{name}}!',
      lead: 'Good to see you again. How can we help today?',
      loading: 'Loading your dashboard…',
      loadError: 'Your data could not be loaded.',
      retry: 'Retry',
      stats: { title: 'Your summary', screenings: 'Screenings done', exams: 'Exams analysed' },
      cards: {
        symptoms: {
          title: 'Symptom analysis',
          text: 'Describe how you feel and get an informational analysis with the urgency and next steps.',
          cta: 'Start screening',
        },
        history: {
          title: 'History',
          text: 'Look back at your earlier analyses and share them when you need to.',
          cta: 'View history',
        },
      },
    },
    footer: {
      privacyLink: 'Privacy policy',
      disclaimer:
        'Vitalia provides health information and does not make medical diagnoses. In an emergency, call your local emergency number.',
    },
    remoteFailure: {
      message: 'This part of the site could not be loaded.',
      retry: 'Retry',
    },
    serviceUnavailable: {
      title: 'Service temporarily unavailable',
      text: 'This part of Vitalia is not answering right now. Please try again in a few seconds.',
      retry: 'Try again',
    },
    appError: {
      title: 'Unexpected Application Error!',
      reload: 'Reload page',
    },
    notFound: {
      title: 'Page not found',
      text: 'The page you are looking for does not exist or has been moved.',
      homeLink: 'Back to home',
      symptomsLink: 'Check your symptoms',
    },
    cookieBanner: {
      text: 'We use essential cookies to make the site work and, with your permission, to understand how it is used.',
      accept: 'Accept',
      dismiss: 'Dismiss',
      privacyLink: 'Learn more in our privacy policy',
    },
    referral: {
      invalidCode: 'This referral link is not valid or no longer active. You can keep using Vitalia as usual.',
      dismiss: 'Close notice',
    },
  },
  es: {
    appName: 'Vitalia',
    skipToContent: 'Saltar al contenido',
    header: {
      logoAlt: 'Vitalia – página de inicio',
      languagePicker: 'Elegir idioma',
      languageNames,
      userMenu: 'Menú de usuario',
      login: 'Iniciar sesión / Registrarse',
      logout: 'Cerrar sesión',
      signedInAs: 'Sesión iniciada como {{email}}',
      logoutError: 'Error al cerrar sesión.',
    },
    nav: {
      home: 'Inicio',
      symptoms: 'Análisis de síntomas',
      history: 'Historial',
      profile: 'Perfil',
      settings: 'Configuración',
      pro: 'Vitalia Pro',
      privacy: 'Política de privacidad',
      'ai-chat': 'Chat con IA',
      'family-profile': 'Perfil familiar',
    },
    loading: {
      text: 'Cargando…',
    },
    status: {
      offline: 'Estás sin conexión. Es posible que algunas funciones no estén disponibles.',
    },
    access: {
      restricted: 'Acceso restringido: esta área solo está disponible para pruebas internas.',
    },
    resetPassword: {
      title: 'Restablecer contraseña',
      text: 'Para elegir una nueva contraseña, abre el enlace que te enviamos por correo electrónico. Si el enlace ha caducado, solicita uno nuevo desde la pantalla de inicio de sesión.',
    },
    dashboard: {
      greeting: '¡Hola, {{name}}!',
      lead: 'Qué bueno verte de nuevo. ¿En qué podemos ayudarte hoy?',
      loading: 'Cargando tu panel…',
      loadError: 'No se han podido cargar tus datos.',
      retry: 'Reintentar',
      stats: { title: 'Tu resumen', screenings: 'Análisis realizados', exams: 'Exámenes analizados' },
      cards: {
        symptoms: {
          title: 'Análisis de síntomas',
          text: 'Describe cómo te sientes y recibe un análisis informativo con la urgencia y los próximos pasos.',
          cta: 'Iniciar análisis',
        },
        history: {
          title: 'Historial',
          text: 'Revisa tus análisis anteriores y compártelos cuando lo necesites.',
          cta: 'Ver historial',
        },
      },
    },
    footer: {
      privacyLink: 'Política de privacidad',
      disclaimer:
        'Vitalia ofrece información de salud y no realiza diagnósticos médicos. En caso de emergencia, llama al número de emergencias local.',
    },
    remoteFailure: {
      message: 'No se ha podido cargar esta parte del sitio.',
      retry: 'Reintentar',
    },
    serviceUnavailable: {
      title: 'Servicio no disponible temporalmente',
      text: 'Esta parte de Vitalia no responde en este momento. Inténtalo de nuevo en unos segundos.',
      retry: 'Reintentar',
    },
    appError: {
      title: '¡Error inesperado en la aplicación!',
      reload: 'Recargar la página',
    },
    notFound: {
      title: 'Página no encontrada',
      text: 'La página que buscas no existe o se ha movido.',
      homeLink: 'Volver al inicio',
      symptomsLink: 'Analizar tus síntomas',
    },
    cookieBanner: {
      text: 'Usamos cookies esenciales para que el sitio funcione y, con tu permiso, para entender cómo se utiliza.',
      accept: 'Aceptar',
      dismiss: 'Descartar',
      privacyLink: 'Más información en la política de privacidad',
    },
    referral: {
      invalidCode: 'Este enlace de invitación no es válido o ya no está activo. Puedes seguir usando Vitalia con normalidad.',
      dismiss: 'Cerrar aviso',
    },
  },
  de: {
    appName: 'Vitalia',
    skipToContent: 'Zum Inhalt springen',
    header: {
      logoAlt: 'Vitalia – Startseite',
      languagePicker: 'Sprache wählen',
      languageNames,
      userMenu: 'Benutzermenü',
      login: 'Anmelden / Registrieren',
      logout: 'Abmelden',
      signedInAs: 'Angemeldet als {{email}}',
      logoutError: 'Fehler beim Abmelden.',
    },
    nav: {
      home: 'Startseite',
      symptoms: 'Symptomanalyse',
      history: 'Verlauf',
      profile: 'Profil',
      settings: 'Einstellungen',
      pro: 'Vitalia Pro',
      privacy: 'Datenschutzrichtlinie',
      'ai-chat': 'KI-Chat',
      'family-profile': 'Familienprofil',
    },
    loading: {
      text: 'Wird geladen…',
    },
    status: {
      offline: 'Du bist offline. Einige Funktionen sind möglicherweise nicht verfügbar.',
    },
    access: {
      restricted: 'Eingeschränkter Zugang: Dieser Bereich ist nur für interne Tests verfügbar.',
    },
    resetPassword: {
      title: 'Passwort zurücksetzen',
      text: 'Um ein neues Passwort festzulegen, öffne den Link, den wir dir per E-Mail geschickt haben. Ist der Link abgelaufen, fordere auf der Anmeldeseite einen neuen an.',
    },
    dashboard: {
      greeting: 'Hallo, {{name}}!',
      lead: 'Schön, dass du wieder da bist. Wobei können wir heute helfen?',
      loading: 'Dein Überblick wird geladen…',
      loadError: 'Deine Daten konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
      stats: { title: 'Deine Übersicht', screenings: 'Durchgeführte Analysen', exams: 'Analysierte Befunde' },
      cards: {
        symptoms: {
          title: 'Symptomanalyse',
          text: 'Beschreibe, wie du dich fühlst, und erhalte eine informative Analyse mit Dringlichkeit und nächsten Schritten.',
          cta: 'Analyse starten',
        },
        history: {
          title: 'Verlauf',
          text: 'Sieh dir deine früheren Analysen an und teile sie, wenn du sie brauchst.',
          cta: 'Verlauf ansehen',
        },
      },
    },
    footer: {
      privacyLink: 'Datenschutzrichtlinie',
      disclaimer:
        'Vitalia bietet Gesundheitsinformationen und stellt keine medizinischen Diagnosen. Ruf im Notfall die örtliche Notrufnummer an.',
    },
    remoteFailure: {
      message: 'Dieser Teil der Website konnte nicht geladen werden.',
      retry: 'Erneut versuchen',
    },
    serviceUnavailable: {
      title: 'Dienst vorübergehend nicht verfügbar',
      text: 'Dieser Teil von Vitalia antwortet gerade nicht. Bitte versuche es in ein paar Sekunden erneut.',
      retry: 'Erneut versuchen',
    },
    appError: {
      title: 'Unerwarteter Anwendungsfehler!',
      reload: 'Seite neu laden',
    },
    notFound: {
      title: 'Seite nicht gefunden',
      text: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
      homeLink: 'Zurück zur Startseite',
      symptomsLink: 'Symptome prüfen',
    },
    cookieBanner: {
      text: 'Wir verwenden notwendige Cookies, damit die Website funktioniert, und mit deiner Zustimmung, um zu verstehen, wie sie genutzt wird.',
      accept: 'Akzeptieren',
      dismiss: 'Schließen',
      privacyLink: 'Mehr dazu in der Datenschutzrichtlinie',
    },
    referral: {
      invalidCode: 'Dieser Empfehlungslink ist ungültig oder nicht mehr aktiv. Du kannst Vitalia wie gewohnt weiter nutzen.',
      dismiss: 'Hinweis schließen',
    },
  },
  fr: {
    appName: 'Vitalia',
    skipToContent: 'Aller au contenu',
    header: {
      logoAlt: "Vitalia – page d'accueil",
      languagePicker: 'Choisir la langue',
      languageNames,
      userMenu: 'Menu utilisateur',
      login: 'Se connecter / S’inscrire',
      logout: 'Se déconnecter',
      signedInAs: 'Connecté en tant que {{email}}',
      logoutError: 'Erreur lors de la déconnexion.',
    },
    nav: {
      home: 'Accueil',
      symptoms: 'Analyse de symptômes',
      history: 'Historique',
      profile: 'Profil',
      settings: 'Paramètres',
      pro: 'Vitalia Pro',
      privacy: 'Politique de confidentialité',
      'ai-chat': 'Chat IA',
      'family-profile': 'Profil familial',
    },
    loading: {
      text: 'Chargement…',
    },
    status: {
      offline: 'Vous êtes hors ligne. Certaines fonctionnalités peuvent être indisponibles.',
    },
    access: {
      restricted: 'Accès restreint : cet espace est réservé aux tests internes.',
    },
    resetPassword: {
      title: 'Réinitialiser le mot de passe',
      text: 'Pour choisir un nouveau mot de passe, ouvrez le lien que nous vous avons envoyé par e-mail. Si le lien a expiré, demandez-en un nouveau depuis l’écran de connexion.',
    },
    dashboard: {
      greeting: 'Bonjour, {{name}} !',
      lead: 'Ravi de vous revoir. Comment pouvons-nous vous aider aujourd’hui ?',
      loading: 'Chargement de votre tableau de bord…',
      loadError: 'Impossible de charger vos données.',
      retry: 'Réessayer',
      stats: { title: 'Votre résumé', screenings: 'Analyses effectuées', exams: 'Examens analysés' },
      cards: {
        symptoms: {
          title: 'Analyse de symptômes',
          text: 'Décrivez ce que vous ressentez et recevez une analyse informative avec l’urgence et les prochaines étapes.',
          cta: 'Commencer l’analyse',
        },
        history: {
          title: 'Historique',
          text: 'Retrouvez vos analyses précédentes et partagez-les si besoin.',
          cta: 'Voir l’historique',
        },
      },
    },
    footer: {
      privacyLink: 'Politique de confidentialité',
      disclaimer:
        "Vitalia fournit des informations de santé et ne pose pas de diagnostic médical. En cas d'urgence, appelez le numéro d'urgence local.",
    },
    remoteFailure: {
      message: "Cette partie du site n'a pas pu être chargée.",
      retry: 'Réessayer',
    },
    serviceUnavailable: {
      title: 'Service temporairement indisponible',
      text: 'Cette partie de Vitalia ne répond pas pour le moment. Réessayez dans quelques secondes.',
      retry: 'Réessayer',
    },
    appError: {
      title: "Erreur inattendue de l'application !",
      reload: 'Recharger la page',
    },
    notFound: {
      title: 'Page introuvable',
      text: "La page que vous cherchez n'existe pas ou a été déplacée.",
      homeLink: "Retour à l'accueil",
      symptomsLink: 'Analyser vos symptômes',
    },
    cookieBanner: {
      text: 'Nous utilisons des cookies essentiels au fonctionnement du site et, avec votre accord, pour comprendre comment il est utilisé.',
      accept: 'Accepter',
      dismiss: 'Ignorer',
      privacyLink: 'En savoir plus dans la politique de confidentialité',
    },
    referral: {
      invalidCode: 'Ce lien de parrainage n’est pas valide ou n’est plus actif. Vous pouvez continuer à utiliser Vitalia normalement.',
      dismiss: 'Fermer l’avis',
    },
  },
} satisfies Translations;
