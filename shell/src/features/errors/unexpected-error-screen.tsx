import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@app/contracts';
import { languageFromPath, pathFor } from '@app/i18n';
import { Button, Card, Lead, Page, PageTitle, Row } from '@app/ui';

/** The page's own language first (the URL says it), then the one i18next runs in. */
function screenLanguage(current: string | undefined): Language {
  return languageFromPath(window.location.pathname) ?? (isLanguage(current) ? current : 'pt');
}

/**
 * Spec §8 "Unexpected Application Error!" in the user's language, with a reload and a way home. The failure itself
 * goes to error_logs, never on screen: its message and stack mean nothing to the user and may quote private text.
 */
export function UnexpectedErrorScreen() {
  const { t, i18n } = useTranslation();
  const language = screenLanguage(i18n.language);
  return (
    <Page>
      <Card role="alert">
        <PageTitle>{t('appError.title', { lng: language })}</PageTitle>
        <Lead>{t('appError.text', { lng: language })}</Lead>
        <Row>
          <Button type="button" onClick={() => window.location.reload()}>
            {t('appError.reload', { lng: language })}
          </Button>
          {/* A full page load, not a router link: it leaves the failed state behind (and works outside the router). */}
          <Button as="a" href={pathFor(language)} $variant="secondary">
            {t('appError.homeLink', { lng: language })}
          </Button>
        </Row>
      </Card>
    </Page>
  );
}
