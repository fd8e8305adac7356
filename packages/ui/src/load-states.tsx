import styled from 'styled-components';
import { Button, ErrorCard, Spinner } from './components';

const Busy = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)} 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Shown while a page's data loads: a spinner plus a text, announced politely. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Busy role="status" aria-busy="true" aria-live="polite">
      <Spinner />
      <span>{label}</span>
    </Busy>
  );
}

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

/** A failed load: the message in a red card and a button that tries again. */
export function RetryError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <ErrorCard>
      <ErrorText>{message}</ErrorText>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </ErrorCard>
  );
}
