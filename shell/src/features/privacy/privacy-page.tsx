import { Card, Page, Stack } from '@app/ui';
import { LegalDocument } from './legal-document';

/** Privacy policy and terms of use, both last updated 21 June 2025. */
export function PrivacyPage() {
  return (
    <Page>
      <Stack $gap={6}>
        <Card>
          <LegalDocument document="privacy" headingLevel="h1" />
        </Card>
        <Card>
          <LegalDocument document="terms" headingLevel="h2" />
        </Card>
      </Stack>
    </Page>
  );
}
