import type { Translations } from './types';

/** Texts of the share panel and the referral card (mf-sharing); messages follow spec §8 "Other". */
export const sharing = {
  pt: {
    sharePanel: {
      label: 'Compartilhar esta análise',
      copy: 'Copiar link',
      copied: 'Copiado',
      share: 'Compartilhar',
      shareTitle: 'Vitalia – triagem de sintomas',
      shareText: 'Fiz uma triagem de sintomas gratuita na Vitalia. Experimente também:',
      messages: {
        shared: 'Link compartilhado',
        copied: 'Link copiado',
        shareError: 'Erro ao compartilhar. Tente novamente.',
        copyError: 'Não foi possível copiar o link.',
      },
    },
    referral: {
      title: 'Desbloqueie seu histórico completo',
      description: 'Convide amigos para a Vitalia. Quando 3 deles concluírem uma triagem de sintomas, todo o seu histórico fica liberado.',
      progressLabel: 'Amigos que concluíram uma triagem',
      progress: '{{done}} de {{total}} amigos',
      missing_one: 'Falta {{count}} amigo para liberar o histórico completo.',
      missing_other: 'Faltam {{count}} amigos para liberar o histórico completo.',
      nudge: 'Você está quase lá! Continue convidando.',
      unlocked: 'Histórico completo liberado. Obrigado por indicar a Vitalia!',
    },
  },
  en: {
    sharePanel: {
      label: 'Share this analysis',
      copy: 'Copy link',
      copied: 'Copied',
      share: 'Share',
      shareTitle: 'Vitalia – symptom analysis',
      shareText: 'I checked my symptoms for free with Vitalia. Try it too:',
      messages: {
        shared: 'Link shared',
        copied: 'Link copied',
        shareError: 'Error sharing. Please try again.',
        copyError: 'Could not copy the link.',
      },
    },
    referral: {
      title: 'Unlock your full history',
      description: 'Invite friends to Vitalia. Once 3 of them complete a symptom analysis, your full history is unlocked.',
      progressLabel: 'Friends who completed an analysis',
      progress: '{{done}} of {{total}} friends',
      missing_one: '{{count}} more friend to unlock your full history.',
      missing_other: '{{count}} more friends to unlock your full history.',
      nudge: 'You are almost there! Keep inviting.',
      unlocked: 'Full history unlocked. Thanks for recommending Vitalia!',
    },
  },
  es: {
    sharePanel: {
      label: 'Compartir este análisis',
      copy: 'Copiar enlace',
      copied: 'Copiado',
      share: 'Compartir',
      shareTitle: 'Vitalia – análisis de síntomas',
      shareText: 'Analicé mis síntomas gratis con Vitalia. Pruébalo tú también:',
      messages: {
        shared: 'Enlace compartido',
        copied: 'Enlace copiado',
        shareError: 'Error al compartir. Inténtalo de nuevo.',
        copyError: 'No se pudo copiar el enlace.',
      },
    },
    referral: {
      title: 'Desbloquea tu historial completo',
      description: 'Invita a tus amigos a Vitalia. Cuando 3 de ellos completen un análisis de síntomas, se desbloqueará todo tu historial.',
      progressLabel: 'Amigos que completaron un análisis',
      progress: '{{done}} de {{total}} amigos',
      missing_one: 'Falta {{count}} amigo para desbloquear tu historial completo.',
      missing_other: 'Faltan {{count}} amigos para desbloquear tu historial completo.',
      nudge: '¡Ya casi lo tienes! Sigue invitando.',
      unlocked: 'Historial completo desbloqueado. ¡Gracias por recomendar Vitalia!',
    },
  },
  de: {
    sharePanel: {
      label: 'Diese Analyse teilen',
      copy: 'Link kopieren',
      copied: 'Kopiert',
      share: 'Teilen',
      shareTitle: 'Vitalia – Symptom-Analyse',
      shareText: 'Ich habe meine Symptome kostenlos mit Vitalia geprüft. Probier es auch aus:',
      messages: {
        shared: 'Link geteilt',
        copied: 'Link kopiert',
        shareError: 'Fehler beim Teilen. Bitte versuch es erneut.',
        copyError: 'Der Link konnte nicht kopiert werden.',
      },
    },
    referral: {
      title: 'Schalte deinen vollständigen Verlauf frei',
      description:
        'Lade Freunde zu Vitalia ein. Sobald 3 von ihnen eine Symptom-Analyse abgeschlossen haben, wird dein gesamter Verlauf freigeschaltet.',
      progressLabel: 'Freunde mit abgeschlossener Analyse',
      progress: '{{done}} von {{total}} Freunden',
      missing_one: 'Noch {{count}} Freund bis zu deinem vollständigen Verlauf.',
      missing_other: 'Noch {{count}} Freunde bis zu deinem vollständigen Verlauf.',
      nudge: 'Du hast es fast geschafft! Lade weiter ein.',
      unlocked: 'Vollständiger Verlauf freigeschaltet. Danke, dass du Vitalia empfiehlst!',
    },
  },
  fr: {
    sharePanel: {
      label: 'Partager cette analyse',
      copy: 'Copier le lien',
      copied: 'Copié',
      share: 'Partager',
      shareTitle: 'Vitalia – analyse de symptômes',
      shareText: "J'ai analysé mes symptômes gratuitement avec Vitalia. Essayez vous aussi :",
      messages: {
        shared: 'Lien partagé',
        copied: 'Lien copié',
        shareError: 'Erreur lors du partage. Veuillez réessayer.',
        copyError: 'Impossible de copier le lien.',
      },
    },
    referral: {
      title: 'Débloquez votre historique complet',
      description:
        "Invitez vos amis sur Vitalia. Dès que 3 d'entre eux ont réalisé une analyse de symptômes, tout votre historique est débloqué.",
      progressLabel: 'Amis ayant réalisé une analyse',
      progress: '{{done}} sur {{total}} amis',
      missing_one: 'Encore {{count}} ami pour débloquer votre historique complet.',
      missing_other: 'Encore {{count}} amis pour débloquer votre historique complet.',
      nudge: 'Vous y êtes presque ! Continuez à inviter.',
      unlocked: "Historique complet débloqué. Merci d'avoir recommandé Vitalia !",
    },
  },
} satisfies Translations;
