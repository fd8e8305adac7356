import { render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { hasTexts, home, initPageI18n, legal, loadTexts } from '@app/i18n';
import { FIRST_SCREEN_NAMESPACES } from './shell-texts';
import { usePageLanguage } from './use-page-language';

/** A page of the shell at `language`: its home title and, once legal texts were loaded, the privacy title. */
function Page({ language }: { language: Language }) {
  usePageLanguage(language);
  const { t } = useTranslation('home');
  const { t: tl } = useTranslation('legal');
  return (
    <>
      <h1>{t('welcome.title')}</h1>
      <p>{tl('privacy.title')}</p>
    </>
  );
}

/** The page as a browser first shows it: the shell's first-screen texts, in Portuguese only. */
async function openInPortuguese() {
  const i18n: I18n = createInstance().use(initReactI18next);
  await initPageI18n(i18n, 'pt', FIRST_SCREEN_NAMESPACES);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Page language="pt" />
    </I18nextProvider>,
  );
  const switchTo = (language: Language) =>
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <Page language={language} />
      </I18nextProvider>,
    );
  return { i18n, switchTo };
}

describe('switching language loads its texts', () => {
  it('a page starts with its language only, and a switch loads the new one and shows its words', async () => {
    const { i18n, switchTo } = await openInPortuguese();
    expect(screen.getByRole('heading', { name: home.pt.welcome.title })).toBeInTheDocument();
    expect(hasTexts(i18n, 'de', ['common'])).toBe(false);

    switchTo('de');

    expect(await screen.findByRole('heading', { name: home.de.welcome.title })).toBeInTheDocument();
    expect(hasTexts(i18n, 'de', FIRST_SCREEN_NAMESPACES)).toBe(true);
    for (const other of ['en', 'es', 'fr'] as const) expect(hasTexts(i18n, other, ['common'])).toBe(false);
    expect(document.documentElement.lang).toBe('de-DE');
  });

  it('also loads, in the new language, the texts a page had loaded beyond the first screen', async () => {
    const { i18n, switchTo } = await openInPortuguese();
    await loadTexts(i18n, 'pt', ['legal']);
    expect(await screen.findByText(legal.pt.privacy.title)).toBeInTheDocument();

    switchTo('fr');

    expect(await screen.findByText(legal.fr.privacy.title)).toBeInTheDocument();
    expect(hasTexts(i18n, 'fr', ['legal'])).toBe(true);
  });

  it('a language loaded before comes back at once', async () => {
    const { switchTo } = await openInPortuguese();
    switchTo('en');
    await screen.findByRole('heading', { name: home.en.welcome.title });

    switchTo('pt');

    expect(screen.getByRole('heading', { name: home.pt.welcome.title })).toBeInTheDocument();
  });
});
