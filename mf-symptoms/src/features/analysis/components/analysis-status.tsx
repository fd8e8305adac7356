import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { Spinner } from '@app/ui';
import type { AnalysisState } from '../hooks/use-symptom-analysis';

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface AnalysisStatusProps {
  language: Language;
  pending: AnalysisState['pending'];
  outcome: AnalysisState['outcome'];
}

/**
 * Always in the page, so screen readers hear the polite status when its text changes. Not aria-busy:
 * a busy live region keeps its news to itself until it is done.
 */
export function AnalysisStatus({ language, pending, outcome }: AnalysisStatusProps) {
  const { t } = useTranslation('symptoms', { lng: language });
  return (
    <Status role="status" aria-live="polite">
      {pending && (
        <>
          <Spinner />
          <span>{t(pending === 'analyze' ? 'status.analyzing' : 'status.refining')}</span>
        </>
      )}
      {!pending && outcome && <span>{t(outcome === 'received' ? 'status.received' : 'status.refined')}</span>}
    </Status>
  );
}
