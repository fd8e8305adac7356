import styled from 'styled-components';

/** A labelled switch on one line: the label and its hint on the left, the switch on the right. */
export const SwitchRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  label {
    font-weight: 600;
  }
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

/** "Saved": the switch's choice reached the server. */
export const SuccessText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;
