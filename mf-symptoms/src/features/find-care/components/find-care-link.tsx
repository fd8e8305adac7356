import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language, Urgency } from '@app/contracts';
import { pathFor } from '@app/i18n';

const CareLink = styled(Link)`
  font-weight: 600;
`;

const Line = styled.p`
  margin: 0;
`;

/** From a result that calls for care (medium urgency and above) to the find-care page; low urgency gets no link. */
export function FindCareLink({ language, urgency }: { language: Language; urgency: Urgency }) {
  const { t } = useTranslation('symptoms', { lng: language });
  if (urgency === 'low') return null;
  return (
    <Line data-print-hide>
      <CareLink to={pathFor(language, 'find-care')}>{t('findCare.resultLink')}</CareLink>
    </Line>
  );
}
