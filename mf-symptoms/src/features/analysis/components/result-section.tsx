import styled from 'styled-components';

/** The heading of a card that takes focus when the card appears (tabIndex -1): a ring only for keyboard focus. */
export const CardTitle = styled.h2`
  font-size: 1.5rem;
  margin: 0;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
