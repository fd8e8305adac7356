import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, type Language, type Urgency } from '@app/contracts';
import { common, home, HTML_LANG, symptoms } from '@app/i18n';
import { describeSymptoms, openSymptomScreen, withCookieConsentStored } from './support/symptom-screen';

/** Descriptions the built-in engine answers with a known urgency, in each language. */
const STROKE: Record<Language, string> = {
  pt: 'meu pai está com o rosto caído e não consegue levantar o braço',
  en: "my father's face is drooping and he cannot lift his arm",
  es: 'a mi padre se le cae la cara y no puede levantar el brazo',
  de: 'bei meinem Vater hängt das Gesicht herab und er kann den Arm nicht heben',
  fr: "mon père a le visage qui tombe et il n'arrive pas à lever le bras",
};
const COLD: Record<Language, string> = {
  pt: 'nariz escorrendo e espirros desde ontem, sem febre',
  en: 'runny nose and sneezing since yesterday, no fever',
  es: 'mocos y estornudos desde ayer, sin fiebre',
  de: 'laufende Nase und Niesen seit gestern, kein Fieber',
  fr: 'nez qui coule et éternuements depuis hier, pas de fièvre',
};

/** Issue 14: emergency is filled deep red with white text, never the spec's "otherwise" blue nor high's red. */
const EMERGENCY_RED = 'rgb(183, 28, 28)';
const LOW_GREEN = 'rgb(126, 217, 87)';
const HIGH_RED = 'rgb(255, 76, 76)';
const DEFAULT_BLUE = 'rgb(59, 114, 255)';

withCookieConsentStored();

function urgencyLabel(language: Language, urgency: Urgency): string {
  return symptoms[language].result.urgency.replace('{{level}}', symptoms[language].result.levels[urgency]);
}

async function analysedBadge(page: Page, language: Language, text: string) {
  await openSymptomScreen(page, language);
  await describeSymptoms(page, language, text);
  const badge = page.getByRole('region', { name: symptoms[language].result.title }).locator('[data-urgency]');
  await expect(badge).toBeVisible();
  return badge;
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: HTML_LANG[language] });

    test('an unknown path shows the 404 page in the language of that path, with a way home', async ({ browser }) => {
      // A browser set to another language: the 404 follows the path's language, not the device's.
      const context = await browser.newContext({ locale: language === 'en' ? 'pt-BR' : 'en-US' });
      const page = await context.newPage();
      await page.goto(`/${language}/no-such-page/at-all`);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { name: common[language].notFound.title })).toBeVisible();
      await expect(page.getByText(common[language].notFound.text)).toBeVisible();
      const homeLink = page.getByRole('link', { name: common[language].notFound.homeLink, exact: true });
      await expect(homeLink).toHaveAttribute('href', `/${language}`);

      await homeLink.click();
      await expect(page).toHaveURL(new RegExp(`/${language}$`));
      await expect(page.getByRole('heading', { level: 1, name: home[language].welcome.title })).toBeVisible();
      await context.close();
    });

    test('an emergency badge is filled red with white text and a warning icon; a low one is green without it', async ({ page }) => {
      const emergency = await analysedBadge(page, language, STROKE[language]);
      await expect(emergency).toHaveAttribute('data-urgency', 'emergency');
      await expect(emergency).toHaveText(urgencyLabel(language, 'emergency'));
      await expect(emergency).toHaveCSS('background-color', EMERGENCY_RED);
      await expect(emergency).toHaveCSS('color', 'rgb(255, 255, 255)');
      expect([HIGH_RED, DEFAULT_BLUE]).not.toContain(EMERGENCY_RED);
      await expect(emergency.locator('svg[data-urgency-icon="emergency"]')).toHaveAttribute('aria-hidden', 'true');

      const low = await analysedBadge(page, language, COLD[language]);
      await expect(low).toHaveAttribute('data-urgency', 'low');
      await expect(low).toHaveText(new RegExp(`${urgencyLabel(language, 'low')}$`));
      await expect(low).toHaveCSS('background-color', LOW_GREEN);
      await expect(low.locator('svg[data-urgency-icon]')).toHaveCount(0);
    });
  });
}
