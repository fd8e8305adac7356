import { css } from 'styled-components';

/** Marks the details dialog's report (`data-print-dialog-report` on it), the only thing printed while it is open. */
const PRINT_REPORT_ATTRIBUTE = 'data-print-dialog-report';

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

/**
 * While the details dialog is open: the dialog is portalled into <body>, so on paper every other child of <body>
 * (the page behind) goes, and the dialog drops its overlay, frame and scroll box to flow as a page.
 */
export const PRINT_ONLY_OPEN_REPORT = `
@media print {
  body > :not(:has([${PRINT_REPORT_ATTRIBUTE}])) { display: none !important; }
  body > :has([${PRINT_REPORT_ATTRIBUTE}]) {
    position: static !important;
    display: block !important;
    padding: 0 !important;
    background: none !important;
  }
  [aria-modal]:has([${PRINT_REPORT_ATTRIBUTE}]) {
    max-width: none !important;
    max-height: none !important;
    overflow: visible !important;
    box-shadow: none !important;
    padding: 0 !important;
  }
}
`;
