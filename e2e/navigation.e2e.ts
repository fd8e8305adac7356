import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, type Language } from '@app/contracts';
import { SLUGS, common, legal, pathFor, symptoms } from '@app/i18n';
import { createAccount, newEmail } from './support/accounts';
import { withCookieConsentStored } from './support/symptom-screen';

/** The language after `language` in the list, so every language is switched from and to once. */
const nextLanguage = (language: Language): Language => LANGUAGES[(LANGUAGES.indexOf(language) + 1) % LANGUAGES.length]!;

const mainNav = (page: Page, language: Language) => page.getByRole('navigation', { name: common[language].header.mainNav });

/** The header's links as [text, href, aria-current]. */
async function navLinks(page: Page, language: Language) {
  const links = mainNav(page, language).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((elements) =>
    elements.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
  );
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

withCookieConsentStored();

for (const language of LANGUAGES) {
  const t = common[language];
  const symptomsPath = pathFor(language, 'symptoms');

  test.describe(`in ${language}`, () => {
    test('a visitor’s header offers symptoms, find care and privacy, marking the current page', async ({ page }) => {
      await page.goto(symptomsPath);
      await expect(page.getByRole('heading', { level: 1, name: symptoms[language].page.title })).toBeVisible();
      expect(await navLinks(page, language)).toEqual([
        [t.nav.symptoms, symptomsPath, 'page'],
        [t.nav['find-care'], pathFor(language, 'find-care'), null],
        [t.header.privacyLink, pathFor(language, 'privacy'), null],
      ]);
      await expect(page.getByRole('link', { name: t.header.logoAlt })).toHaveAttribute('href', `/${language}`);
      await expect(page.getByRole('button', { name: t.header.menu })).toBeHidden();

      await mainNav(page, language).getByRole('link', { name: t.header.privacyLink }).click();
      await expect(page.getByRole('heading', { level: 1, name: legal[language].privacy.title })).toBeVisible();
      await expect(mainNav(page, language).getByRole('link', { name: t.header.privacyLink })).toHaveAttribute('aria-current', 'page');
    });

    test('a signed-in header offers the dashboard, symptoms, history and find care (no Pro without test access)', async ({ page }) => {
      await createAccount(page.request, newEmail(`nav-${language}`), 'Nora Navigator', language);
      await page.goto(pathFor(language, 'history'));
      await expect(mainNav(page, language).getByRole('link', { name: t.nav.history })).toHaveAttribute('aria-current', 'page');
      expect(await navLinks(page, language)).toEqual([
        [t.nav.dashboard, `/${language}`, null],
        [t.nav.symptoms, symptomsPath, null],
        [t.nav.history, pathFor(language, 'history'), 'page'],
        [t.nav['find-care'], pathFor(language, 'find-care'), null],
      ]);

      await mainNav(page, language).getByRole('link', { name: t.nav.dashboard }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}$`));
      await expect(mainNav(page, language).getByRole('link', { name: t.nav.dashboard })).toHaveAttribute('aria-current', 'page');
    });

    test('the footer leads to the terms of use, dated 21 June 2025, with the header', async ({ page }) => {
      await page.goto(`/${language}`);
      await page.getByRole('contentinfo').getByRole('link', { name: t.footer.termsLink }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/${SLUGS[language].terms}$`));
      await expect(page.getByRole('heading', { level: 1, name: legal[language].terms.title })).toBeVisible();
      await expect(page.getByText(legal[language].terms.lastUpdated)).toBeVisible();
      await expect(mainNav(page, language)).toBeVisible();
    });

    test('the reset page has the header and a way home', async ({ page }) => {
      await page.addInitScript((chosen) => window.localStorage.setItem('vitalia.language', chosen), language);
      await page.goto('/reset-password');
      await expect(page.getByRole('heading', { level: 1, name: t.resetPassword.title })).toBeVisible();
      await expect(mainNav(page, language).getByRole('link', { name: t.nav.symptoms })).toBeVisible();
      await page.getByRole('link', { name: t.header.logoAlt }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}$`));
    });

    test('a new page starts at the top, and back returns to where the reader was', async ({ page }) => {
      await page.goto(pathFor(language, 'privacy'));
      await expect(page.getByRole('heading', { level: 1, name: legal[language].privacy.title })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect.poll(() => scrollY(page)).toBe(900);

      await mainNav(page, language).getByRole('link', { name: t.nav.symptoms }).click();
      await expect(page.getByRole('heading', { level: 1, name: symptoms[language].page.title })).toBeVisible();
      expect(await scrollY(page)).toBe(0);

      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: legal[language].privacy.title })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(900);
      await page.goForward();
      await expect(page.getByRole('heading', { level: 1, name: symptoms[language].page.title })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
    });

    test('switching language keeps the page and the text typed in it', async ({ page }) => {
      const next = nextLanguage(language);
      const typed = `${language}: ${symptoms[language].form.placeholder}`;
      await page.goto(symptomsPath);
      await page.getByLabel(symptoms[language].form.label).fill(typed);

      await page.getByLabel(t.header.languagePicker).selectOption(next);
      await expect(page).toHaveURL(new RegExp(`${pathFor(next, 'symptoms')}$`));
      await expect(page.getByRole('heading', { level: 1, name: symptoms[next].page.title })).toBeVisible();
      await expect(page.getByLabel(symptoms[next].form.label)).toHaveValue(typed);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${next}-`));
    });
  });

  test.describe(`on a phone in ${language}`, () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the sections sit behind a menu button with a localised label', async ({ page }) => {
      await page.goto(pathFor(language, 'privacy'));
      const button = page.getByRole('button', { name: t.header.menu });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const findCare = mainNav(page, language).getByRole('link', { name: t.nav['find-care'] });
      await expect(findCare).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(findCare).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(findCare).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await findCare.click();
      await expect(page).toHaveURL(new RegExp(`${pathFor(language, 'find-care')}$`));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });
}
