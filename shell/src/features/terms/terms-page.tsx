import { Card, Page } from '@app/ui';
import { LegalDocument } from '../privacy/legal-document';

/** Terms of use (last updated 21 June 2025, spec §9): the same text the sign-up form opens in a dialog. */
export function TermsPage() {
  return (
    <Page>
      <Card>
        <LegalDocument document="terms" headingLevel="h1" />
      </Card>
    </Page>
  );
}
