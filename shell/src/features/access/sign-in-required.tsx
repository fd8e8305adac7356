import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Button, Card, Lead, Page, PageTitle, Row } from '@app/ui';

/** Pages of spec §2 "Login required" say so to visitors who are not signed in. */
export function SignInRequired({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <Page>
      <Card>
        <PageTitle>{t('access.signInRequired.title')}</PageTitle>
        <Lead>{t('access.signInRequired.text')}</Lead>
        <Row>
          <Button as={Link} to={pathFor(language)}>
            {t('notFound.homeLink')}
          </Button>
          <Button as={Link} to={pathFor(language, 'symptoms')} $variant="secondary">
            {t('notFound.symptomsLink')}
          </Button>
        </Row>
      </Card>
    </Page>
  );
}
