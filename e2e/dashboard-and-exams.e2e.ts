import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, type Language } from '@app/contracts';
import { account, common, HTML_LANG, home, interpolate, pathFor } from '@app/i18n';
import { createAccount, logIn, newEmail, PASSWORD } from './support/accounts';

const PEOPLE: Record<Language, { name: string; firstName: string }> = {
  pt: { name: 'Ana Souza Lima', firstName: 'Ana' },
  en: { name: 'Grace Hopper', firstName: 'Grace' },
  es: { name: 'Lucía Gómez', firstName: 'Lucía' },
  de: { name: 'Jonas Weber', firstName: 'Jonas' },
  fr: { name: 'Camille Martin', firstName: 'Camille' },
};

/** The greeting by first name; the profile reaches the account service through an event, so the first answer may use the e-mail. */
async function expectGreeting(page: Page, template: string, firstName: string) {
  const greeting = interpolate(template, { name: firstName });
  await expect(page.getByRole('heading', { level: 1, name: template.slice(0, template.indexOf('{{')) })).toBeVisible();
  await expect(async () => {
    if ((await page.getByRole('heading', { level: 1 }).textContent()) !== greeting) await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

for (const language of LANGUAGES) {
  test.describe(`a brand-new user, in ${language}`, () => {
    test.use({ locale: HTML_LANG[language] });

    test('is welcomed as new, sees no exams counter, asks to be notified about exam analysis, and is welcomed back later', async ({
      page,
    }) => {
      const dashboard = common[language].dashboard;
      const exams = account[language].exams;
      const { name, firstName } = PEOPLE[language];
      const email = newEmail(`exams-${language}`);
      // Through the page's own request context: the browser is signed in as the new user.
      await createAccount(page.request, email, name, language);

      await page.goto(`/${language}`);
      await expectGreeting(page, dashboard.greetingNew, firstName);
      await expect(page.getByText(dashboard.leadNew)).toBeVisible();
      const stats = page.getByRole('region', { name: dashboard.stats.title });
      await expect(stats.getByText(dashboard.stats.screenings)).toBeVisible();
      await expect(stats.getByText(dashboard.stats.exams)).toHaveCount(0);

      await page.getByRole('link', { name: dashboard.cards.exams.cta, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${pathFor(language, 'exam-analysis')}$`));
      await expect(page.getByRole('heading', { level: 1, name: exams.title })).toBeVisible();
      await expect(page.getByText(exams.plans.notYet)).toBeVisible();
      const notify = page.getByRole('switch', { name: exams.notify.label });
      await expect(notify).not.toBeChecked();
      await notify.click();
      await expect(page.getByRole('status').filter({ hasText: exams.notify.savedOn })).toBeVisible();

      await page.reload();
      await expect(page.getByRole('switch', { name: exams.notify.label })).toBeChecked();

      // A later sign-in is another session: the user is greeted as returning.
      await page.context().clearCookies();
      await page.goto(`/${language}`);
      await page.getByRole('button', { name: home[language].loginRegister }).click();
      await logIn(page, language, email, PASSWORD);
      await expectGreeting(page, dashboard.greeting, firstName);
      await expect(page.getByText(dashboard.lead)).toBeVisible();
    });
  });
}
