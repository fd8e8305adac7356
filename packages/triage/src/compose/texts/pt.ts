import type { EngineTexts } from './types';

export const pt: EngineTexts = {
  disclaimer:
    'Esta análise é apenas informativa. Não é um diagnóstico médico e não substitui a consulta com um médico. Se estiver preocupado ou se os sintomas piorarem, procure atendimento.',
  careAdvice: (setting, window, number) => {
    const when = {
      now: 'agora',
      within_hours: 'nas próximas horas',
      within_24h: 'em até 24 horas',
      within_days: 'nos próximos dias',
      self_care: '',
    }[window];
    return {
      ambulance: `Ligue para a ambulância (${number}) ${when || 'agora'}.`,
      emergency_department: `Vá a um pronto-socorro ${when || 'agora'}; se não puder ir com segurança, ligue ${number}.`,
      urgent_care: `Procure atendimento de urgência ${when || 'hoje'} (UPA, pronto atendimento ou pronto-socorro).`,
      doctor: `Consulte um médico ${when || 'nos próximos dias'}.`,
      pharmacy: `Peça orientação a um farmacêutico${when ? ` ${when}` : ''}; consulte um médico se não melhorar.`,
      self_care: 'Em geral dá para cuidar disso em casa; procure um médico se piorar ou não melhorar.',
    }[setting];
  },
  urgencyHeadline: {
    emergency: 'Isto pode ser uma emergência.',
    high: 'Isto precisa de atendimento médico urgente.',
    medium: 'Isto deve ser avaliado por um médico.',
    low: 'Isto não parece urgente.',
  },
  leadingCause: (cause, evidence) =>
    `O quadro combina mais com: ${cause}${evidence.length > 0 ? ` (com base em ${evidence.join(', ')})` : ''}.`,
  warningSign: (label) => `Sinal de alerta: ${label}.`,
  resemblesUrgent:
    'Não reconhecemos um sinal de alerta específico, mas descrições como a sua muitas vezes precisam de atendimento no mesmo dia.',
  nothingRecognised: 'Não conseguimos identificar sintomas específicos na sua descrição.',
  describeMore:
    'Descreva com um pouco mais de detalhe o que sente (onde dói, desde quando, qual a intensidade, se tem febre) ou fale com um profissional de saúde.',
  recommendations: {
    emergency: [
      'Não dirija; fique acompanhado se possível.',
      'Não coma nem beba até ser avaliado, salvo orientação contrária.',
      'Tenha à mão a lista dos seus medicamentos para a equipe.',
    ],
    high: [
      'Se piorar antes do atendimento (falta de ar, dor no peito, confusão, desmaio), ligue para o número de emergência.',
      'Não fique sozinho; peça para alguém ir com você.',
    ],
    medium: [
      'Procure atendimento antes se surgirem sintomas novos ou piores, como falta de ar, dor no peito, confusão ou febre alta que não baixa.',
      'Descanse e beba bastante líquido.',
    ],
    low: [
      'Descanse, beba líquidos e use um analgésico simples se precisar, seguindo a bula.',
      'Procure um médico se não melhorar em alguns dias, ou antes se piorar ou aparecerem sintomas novos.',
    ],
  },
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`),
};
