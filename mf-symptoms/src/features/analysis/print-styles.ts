import styled, { css } from 'styled-components';

/**
 * Hides what is not part of the printed report (`data-print-hide`). The shell has the same rule globally;
 * this copy keeps the page printable when it runs on its own.
 */
export const hideInPrint = css`
  @media print {
    [data-print-hide] {
      display: none !important;
    }
  }
`;

/** Shown on paper only, e.g. the person's own words when the screen already shows them in the form. */
export const PrintOnly = styled.div`
  display: none;
  @media print {
    display: block;
  }
`;
