import styled from 'styled-components';

export type FeedbackMessage = { kind: 'success' | 'error'; text: string } | null;

const Success = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * The outcome of the last action. The status region is always rendered, so screen readers announce a success
 * when its text appears; a failure is an alert.
 */
export function Feedback({ message }: { message: FeedbackMessage }) {
  return (
    <>
      <div role="status">{message?.kind === 'success' && <Success>{message.text}</Success>}</div>
      {message?.kind === 'error' && <Failure role="alert">{message.text}</Failure>}
    </>
  );
}
