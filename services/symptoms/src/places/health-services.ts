import type { CareCountry, HealthService } from '@app/contracts';

/**
 * Each country's public non-emergency lines and official finders, as the services themselves publish them
 * (numbers and addresses only; the page localises names and descriptions by id). Emergency and crisis numbers
 * come from the triage package, which the analyses use too.
 */
export const HEALTH_SERVICES: Readonly<Record<CareCountry, readonly HealthService[]>> = {
  // Ministério da Saúde: Disque Saúde 136; CNES, the national register where every UBS can be looked up.
  BR: [
    { id: 'disque-saude', phone: '136', url: 'https://www.gov.br/saude/pt-br/canais-de-atendimento/ouvsus' },
    { id: 'busca-ubs', url: 'https://cnes.datasus.gov.br/' },
  ],
  PT: [{ id: 'sns24', phone: '808 24 24 24', url: 'https://www.sns24.gov.pt/' }],
  // Primary care is run by each autonomous community; the Ministerio de Sanidad lists their centres.
  ES: [{ id: 'centros-de-salud', url: 'https://www.sanidad.gob.es/ciudadanos/centros.do' }],
  DE: [{ id: 'bereitschaftsdienst', phone: '116117', url: 'https://www.116117.de/' }],
  // SAMU's 15 and the 3114 suicide line are the emergency and crisis numbers.
  FR: [{ id: 'medecin-traitant', url: 'https://annuairesante.ameli.fr/' }],
  GB: [
    { id: 'nhs111', phone: '111', url: 'https://111.nhs.uk/' },
    { id: 'nhs-find-gp', url: 'https://www.nhs.uk/service-search/find-a-gp' },
  ],
  // 911 and the 988 Lifeline are the emergency and crisis numbers.
  US: [{ id: 'find-health-center', url: 'https://findahealthcenter.hrsa.gov/' }],
};
