import type { Language } from '@app/contracts';

/**
 * Spec §7: what fills an external answer's missing parts. An answer with none of urgency, causes or
 * steps becomes medium urgency, an "analysis in progress" cause and "see a professional". A summary the
 * provider did not send introduces the causes.
 */
export const EXTERNAL_DEFAULTS: Record<Language, { inProgressCause: string; seeProfessional: string; causesIntro: string }> = {
  pt: {
    inProgressCause: 'Análise em andamento',
    seeProfessional: 'Consulte um profissional de saúde para uma avaliação adequada.',
    causesIntro: 'Possíveis causas:',
  },
  en: {
    inProgressCause: 'Analysis in progress',
    seeProfessional: 'See a healthcare professional for a proper assessment.',
    causesIntro: 'Possible causes:',
  },
  es: {
    inProgressCause: 'Análisis en curso',
    seeProfessional: 'Consulta a un profesional de la salud para una evaluación adecuada.',
    causesIntro: 'Posibles causas:',
  },
  de: {
    inProgressCause: 'Analyse läuft',
    seeProfessional: 'Lass dich für eine genaue Beurteilung von einer medizinischen Fachkraft untersuchen.',
    causesIntro: 'Mögliche Ursachen:',
  },
  fr: {
    inProgressCause: 'Analyse en cours',
    seeProfessional: 'Consultez un professionnel de santé pour une évaluation adaptée.',
    causesIntro: 'Causes possibles :',
  },
};
