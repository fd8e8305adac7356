import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { Spinner } from '@app/ui';

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface AnalysisStatusProps {
  language: Language;
  loading: boolean;
  received: boolean;
}

/** Always in the page, so screen readers hear the polite status when its text changes. */
export function AnalysisStatus({ language, loading, received }: AnalysisStatusProps) {
  const { t } = useTranslation('symptoms', { lng: language });
  return (
    <Status role="status" aria-live="polite" aria-busy={loading}>
      {loading && (
        <>
          <Spinner />
          <span>{t('status.analyzing')}</span>
        </>
      )}
      {received && <span>{t('status.received')}</span>}
    </Status>
  );
}
