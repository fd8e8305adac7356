import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Button, Card, Lead, Page, PageTitle } from '@app/ui';

/** Target of password-reset e-mails: explains how to get here with a valid link. */
export function ResetPasswordPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <Page>
      <Card>
        <PageTitle>{t('resetPassword.title')}</PageTitle>
        <Lead>{t('resetPassword.text')}</Lead>
        <Button as={Link} to={pathFor(language)}>
          {t('notFound.homeLink')}
        </Button>
      </Card>
    </Page>
  );
}
