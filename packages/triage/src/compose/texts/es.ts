import type { EngineTexts } from './types';

export const es: EngineTexts = {
  disclaimer:
    'Este análisis es solo informativo. No es un diagnóstico médico y no sustituye la consulta con un médico. Si está preocupado o los síntomas empeoran, busque atención médica.',
  careAdvice: (setting, window, number) => {
    const when = {
      now: 'ahora',
      within_hours: 'en las próximas horas',
      within_24h: 'en menos de 24 horas',
      within_days: 'en los próximos días',
      self_care: '',
    }[window];
    return {
      ambulance: `Llame a una ambulancia (${number}) ${when || 'ahora'}.`,
      emergency_department: `Acuda a urgencias ${when || 'ahora'}; si no puede ir con seguridad, llame al ${number}.`,
      urgent_care: `Busque atención urgente ${when || 'hoy'} (centro de salud de urgencias, punto de atención continuada o urgencias).`,
      doctor: `Consulte a un médico ${when || 'en los próximos días'}.`,
      pharmacy: `Pida consejo en la farmacia${when ? ` ${when}` : ''}; consulte a un médico si no mejora.`,
      self_care: 'Normalmente puede cuidarse en casa; consulte a un médico si empeora o no mejora.',
    }[setting];
  },
  urgencyHeadline: {
    emergency: 'Esto puede ser una emergencia.',
    high: 'Esto necesita atención médica urgente.',
    medium: 'Esto debería valorarlo un médico.',
    low: 'Esto no parece urgente.',
  },
  leadingCause: (cause, evidence) => `Lo que más encaja es: ${cause}${evidence.length > 0 ? ` (por ${evidence.join(', ')})` : ''}.`,
  warningSign: (label) => `Señal de alarma: ${label}.`,
  nothingRecognised: 'No hemos podido identificar síntomas concretos en su descripción.',
  describeMore:
    'Describa con un poco más de detalle lo que siente (dónde le duele, desde cuándo, con qué intensidad, si tiene fiebre) o hable con un profesional sanitario.',
  recommendations: {
    emergency: [
      'No conduzca; quédese acompañado si puede.',
      'No coma ni beba hasta que le valoren, salvo que le indiquen lo contrario.',
      'Tenga a mano la lista de sus medicamentos para el equipo.',
    ],
    high: [
      'Si empeora antes de que le atiendan (falta de aire, dolor en el pecho, confusión, desmayo), llame al número de emergencias.',
      'No se quede solo; pida a alguien que le acompañe.',
    ],
    medium: [
      'Busque ayuda antes si aparecen síntomas nuevos o peores, como falta de aire, dolor en el pecho, confusión o fiebre alta que no baja.',
      'Descanse y beba suficientes líquidos.',
    ],
    low: [
      'Descanse, beba líquidos y tome un analgésico sencillo si lo necesita, según el prospecto.',
      'Consulte a un médico si no mejora en unos días, o antes si empeora o aparecen síntomas nuevos.',
    ],
  },
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`),
};
