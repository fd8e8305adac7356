import { createGlobalStyle } from 'styled-components';

/**
 * Printing the shared result gives one clean page: whatever carries `data-print-hide` (this page's buttons and
 * call to action; the shell's header, footer and banners when it marks them) is left out, and the result prints
 * compact, in black on white, keeping the urgency colours.
 */
export const SharedResultPrintStyle = createGlobalStyle`
  @page {
    margin: 12mm;
  }
  @media print {
    [data-print-hide] {
      display: none !important;
    }
    html,
    body {
      background: #fff !important;
      color: #000 !important;
    }
    [data-shared-result] {
      max-width: none !important;
      margin: 0 !important;
      padding: 0 !important;
      font-size: 10.5pt;
      line-height: 1.35;
    }
    [data-shared-result] * {
      box-shadow: none !important;
      print-color-adjust: exact;
      -webkit-print-color-adjust: exact;
    }
    [data-shared-result] h1 {
      font-size: 16pt;
      margin-bottom: 4pt;
    }
    [data-shared-result] section {
      break-inside: avoid;
    }
  }
`;
