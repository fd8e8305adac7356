import { Card, Page } from '@app/ui';
import { LegalDocument } from './legal-document';

/** Privacy policy, last updated 21 June 2025 (spec §9); the terms of use have their own page. */
export function PrivacyPage() {
  return (
    <Page>
      <Card>
        <LegalDocument document="privacy" headingLevel="h1" />
      </Card>
    </Page>
  );
}
