import type { EngineTexts } from './types';

export const es: EngineTexts = {
  disclaimer:
    'Este análisis es solo informativo. No es un diagnóstico médico y no sustituye la consulta con un médico. Si te preocupa o los síntomas empeoran, busca atención médica.',
  careAdvice: (setting, window, number) => {
    const when = {
      now: 'ahora',
      within_hours: 'en las próximas horas',
      within_24h: 'en menos de 24 horas',
      within_days: 'en los próximos días',
      self_care: '',
    }[window];
    return {
      ambulance: `Llama a una ambulancia (${number}) ${when || 'ahora'}.`,
      emergency_department: `Ve a urgencias ${when || 'ahora'}; si no puedes ir con seguridad, llama al ${number}.`,
      urgent_care: `Busca atención urgente ${when || 'hoy'} (centro de salud de urgencias, punto de atención continuada o urgencias).`,
      doctor: `Consulta a un médico ${when || 'en los próximos días'}.`,
      pharmacy: `Pide consejo en la farmacia${when ? ` ${when}` : ''}; consulta a un médico si no mejora.`,
      self_care: 'Normalmente puedes cuidarte en casa; consulta a un médico si empeora o no mejora.',
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
  resemblesUrgent: 'No reconocimos una señal de alarma concreta, pero descripciones como la tuya a menudo necesitan atención el mismo día.',
  nothingRecognised: 'No hemos podido identificar síntomas concretos en tu descripción.',
  describeMore:
    'Describe con un poco más de detalle lo que sientes (dónde te duele, desde cuándo, con qué intensidad, si tienes fiebre) o habla con un profesional sanitario.',
  recommendations: {
    emergency: [
      'No conduzcas; quédate acompañado si puedes.',
      'No comas ni bebas hasta que te valoren, salvo que te indiquen lo contrario.',
      'Ten a mano la lista de tus medicamentos para el equipo.',
    ],
    high: [
      'Si empeoras antes de que te atiendan (falta de aire, dolor en el pecho, confusión, desmayo), llama al número de emergencias.',
      'No te quedes solo; pide a alguien que te acompañe.',
    ],
    medium: [
      'Busca ayuda antes si aparecen síntomas nuevos o peores, como falta de aire, dolor en el pecho, confusión o fiebre alta que no baja.',
      'Descansa y bebe suficientes líquidos.',
    ],
    low: [
      'Descansa, bebe líquidos y toma un analgésico sencillo si lo necesitas, según el prospecto.',
      'Consulta a un médico si no mejoras en unos días, o antes si empeoras o aparecen síntomas nuevos.',
    ],
  },
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`),
};
