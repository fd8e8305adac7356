import { Paragraph, ResultSection } from '@app/ui';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Analysis, Language } from '@app/contracts';

const Advice = styled(Paragraph)`
  font-size: 1.1rem;
  font-weight: 600;
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** Where to get care and how soon: the service's sentence, then the setting and time window in words. */
export function CareAdvice({
  language,
  analysis,
}: {
  language: Language;
  analysis: Pick<Analysis, 'careAdvice' | 'careSetting' | 'timeWindow'>;
}) {
  const { t } = useTranslation('symptoms', { lng: language });
  return (
    <ResultSection title={t('result.care')}>
      <Advice>{analysis.careAdvice}</Advice>
      <Facts>
        <dt>{t('result.careSetting')}</dt>
        <dd>{t(`result.settings.${analysis.careSetting}`)}</dd>
        <dt>{t('result.timeWindow')}</dt>
        <dd>{t(`result.windows.${analysis.timeWindow}`)}</dd>
      </Facts>
    </ResultSection>
  );
}
