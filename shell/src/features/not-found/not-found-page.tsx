import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Button, Card, Lead, Page, PageTitle, Row } from '@app/ui';

/** Spec §2: a home link, and a link to the pt symptom page whatever the language. */
export function NotFoundPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <Page>
      <Card>
        <PageTitle>{t('notFound.title')}</PageTitle>
        <Lead>{t('notFound.text')}</Lead>
        <Row>
          <Button as={Link} to={pathFor(language)}>
            {t('notFound.homeLink')}
          </Button>
          <Button as={Link} to={pathFor('pt', 'symptoms')} $variant="secondary">
            {t('notFound.symptomsLink')}
          </Button>
        </Row>
      </Card>
    </Page>
  );
}
