import styled from 'styled-components';
import { Button, ErrorCard, Spinner } from './components';

const Busy = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)} 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Marks a placeholder that stands for a whole screen while it loads: the shell keeps the gateway's static first
 * screen in view as long as one is shown.
 */
export const SCREEN_LOADING_ATTRIBUTE = 'data-screen-loading';

/** Shown while a page's data loads: a spinner plus a text, announced politely. `screen`: in place of the whole page. */
export function LoadingState({ label, screen = false }: { label: string; screen?: boolean }) {
  return (
    <Busy role="status" aria-busy="true" aria-live="polite" {...(screen ? { [SCREEN_LOADING_ATTRIBUTE]: '' } : {})}>
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
