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
  /** The request is a kept description's, sent once the device came back online. */
  resumed?: boolean;
}

/**
 * Always in the page, so screen readers hear the polite status when its text changes. Not aria-busy:
 * a busy live region keeps its news to itself until it is done.
 */
export function AnalysisStatus({ language, pending, outcome, resumed = false }: AnalysisStatusProps) {
  const { t } = useTranslation('symptoms', { lng: language });
  return (
    <Status role="status" aria-live="polite">
      {pending && (
        <>
          <Spinner />
          <span>{t(pending === 'refine' ? 'status.refining' : resumed ? 'offline.sending' : 'status.analyzing')}</span>
        </>
      )}
      {!pending && outcome && <span>{t(outcome === 'received' ? 'status.received' : 'status.refined')}</span>}
    </Status>
  );
}
