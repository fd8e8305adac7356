import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { LANGUAGES, type Language, type UserDataExport } from '@app/contracts';
import { account, auth, common, HTML_LANG, home, interpolate, symptoms } from '@app/i18n';
import { logIn, newEmail, PASSWORD } from './support/accounts';
import { newestMail } from './support/mail';
import { E2E_MAIL_CATCHER, E2E_PORTS } from './support/site';

const NEW_PASSWORD = 'a-brand-new-passphrase';

/** Who signs up in each language, and what they tell the symptom screen. */
const PEOPLE: Record<Language, { name: string; firstName: string; symptoms: string }> = {
  pt: { name: 'Ana Souza Lima', firstName: 'Ana', symptoms: 'Estou com coriza e espirros desde ontem, sem febre' },
  en: { name: 'Grace Hopper', firstName: 'Grace', symptoms: 'Runny nose and sneezing since yesterday, no fever' },
  es: { name: 'Lucía Gómez', firstName: 'Lucía', symptoms: 'Tengo mocos y estornudos desde ayer, sin fiebre' },
  de: { name: 'Jonas Weber', firstName: 'Jonas', symptoms: 'Schnupfen und Niesen seit gestern, kein Fieber' },
  fr: { name: 'Camille Martin', firstName: 'Camille', symptoms: 'Nez qui coule et éternuements depuis hier, pas de fièvre' },
};

/** What an authenticator app shows for the key the settings screen displays, `stepsAhead` periods from now. */
function authenticatorCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function openFromUserMenu(page: Page, language: Language, item: 'profile' | 'settings') {
  await page.getByRole('button', { name: common[language].header.userMenu }).click();
  await page.getByRole('link', { name: common[language].nav[item] }).click();
}

async function logOut(page: Page, language: Language) {
  await page.getByRole('button', { name: common[language].header.userMenu }).click();
  await page.getByRole('button', { name: common[language].header.logout }).click();
  await expect(page.getByRole('heading', { level: 1, name: home[language].welcome.title })).toBeVisible();
}

/** The dashboard's greeting: a welcome in the account's first session, "good to see you again" after. */
async function expectGreeting(page: Page, language: Language, visit: 'first' | 'returning') {
  const template = common[language].dashboard[visit === 'first' ? 'greetingNew' : 'greeting'];
  const greeting = interpolate(template, { name: PEOPLE[language].firstName });
  await expect(page.getByRole('heading', { level: 1, name: template.slice(0, template.indexOf('{{')) })).toBeVisible();
  // The profile reaches the account service through an event, so the very first greeting may use the e-mail.
  await expect(async () => {
    if ((await page.getByRole('heading', { level: 1 }).textContent()) !== greeting) await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The links in mail point at the site's public origin, the first of PUBLIC_ORIGIN (`npm start`: localhost). */
const PUBLIC_SITE = `http://localhost:${E2E_PORTS.PORT}`;

/** The newest mail to `email` with a link like `link`, opened in the mail catcher the way a person opens it. */
async function openNewestMail(page: Page, email: string, link: RegExp) {
  const mail = await newestMail(page.request, email, link);
  await page.goto(`${E2E_MAIL_CATCHER}/messages/${mail.id}`);
}

for (const language of LANGUAGES) {
  test.describe(`a new user, in ${language}`, () => {
    test.use({ locale: HTML_LANG[language] });

    test('signs up, analyses, edits profile and settings, turns on two-step verification, logs out and in, resets the password, downloads the data and deletes the account', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const person = PEOPLE[language];
      const t = { auth: auth[language], account: account[language], common: common[language] };
      const email = newEmail(`journey-${language}`);

      // Sign up
      await page.goto(`/${language}`);
      await page.getByRole('button', { name: home[language].loginRegister }).click();
      const dialog = page.getByRole('dialog', { name: t.auth.title });
      await dialog.getByRole('tab', { name: t.auth.tabs.signup }).click();
      await dialog.getByLabel(t.auth.fields.email).fill(email);
      await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(PASSWORD);
      await dialog.getByLabel(t.auth.fields.confirmPassword).fill(PASSWORD);
      await dialog.getByLabel(t.auth.fields.fullName).fill(person.name);
      await dialog.getByRole('button', { name: t.auth.signup.submit }).click();
      await expectGreeting(page, language, 'first');
      // The confirmation mail went out at sign-up, in the sign-up language, linking to the site
      const confirmation = await newestMail(page.request, email, /\/api\/identity\/verify-email\?/);
      const confirmationLink = new URL(confirmation.links[0]!);
      expect(`${confirmationLink.origin}${confirmationLink.pathname}`).toBe(`${PUBLIC_SITE}/api/identity/verify-email`);
      expect(confirmationLink.searchParams.get('lang')).toBe(language);

      // Analyse symptoms
      await page.getByRole('link', { name: t.common.dashboard.cards.symptoms.cta }).click();
      await page.getByLabel(symptoms[language].form.label).fill(person.symptoms);
      await page.getByRole('button', { name: symptoms[language].form.analyze }).click();
      await expect(page.getByRole('region', { name: symptoms[language].result.title })).toBeVisible({ timeout: 20_000 });

      // Edit the profile
      await openFromUserMenu(page, language, 'profile');
      await page.getByRole('button', { name: t.account.profile.edit }).click();
      await page.getByLabel(t.account.profile.fields.birthDate).fill('1988-07-21');
      await page.getByRole('button', { name: t.account.profile.save }).click();
      await expect(page.getByText(t.account.profile.saved.title)).toBeVisible();

      // Change a setting
      await openFromUserMenu(page, language, 'settings');
      const emailAlerts = page.getByRole('switch', { name: t.account.settings.notifications.emailAlerts });
      await expect(emailAlerts).toBeChecked();
      await emailAlerts.click();
      await page.getByRole('button', { name: t.account.settings.saveAll }).click();
      await expect(page.getByText(t.account.settings.saved)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('switch', { name: t.account.settings.notifications.emailAlerts })).not.toBeChecked();

      // Turn on two-step verification
      const totpTexts = t.account.security.totp;
      await page.getByRole('button', { name: totpTexts.turnOn }).click();
      const enrol = page.getByRole('dialog', { name: totpTexts.enrol.title });
      await enrol.getByLabel(totpTexts.password).fill(PASSWORD);
      await enrol.getByRole('button', { name: totpTexts.enrol.continue }).click();
      await expect(enrol.getByRole('img', { name: totpTexts.enrol.qrAlt })).toBeVisible();
      const secret = (await enrol.locator('code').textContent())!;
      await enrol.getByLabel(totpTexts.enrol.code).fill(authenticatorCode(secret));
      await enrol.getByRole('button', { name: totpTexts.enrol.verify }).click();
      const recoveryCodes = page.getByRole('list', { name: totpTexts.codes.listLabel }).getByRole('listitem');
      await expect(recoveryCodes).toHaveCount(10);
      const codes = await recoveryCodes.allTextContents();
      await page.getByRole('button', { name: totpTexts.codes.saved }).click();
      await expect(page.getByText(totpTexts.onText)).toBeVisible();

      // Log out and back in, with the app's next code (the one just used cannot be replayed)
      await logOut(page, language);
      await page.getByRole('button', { name: home[language].loginRegister }).click();
      await logIn(page, language, email, PASSWORD);
      await page.getByLabel(t.auth.login.secondFactor.code).fill(authenticatorCode(secret, 1));
      await page.getByRole('button', { name: t.auth.login.secondFactor.submit }).click();
      await expectGreeting(page, language, 'returning');
      await logOut(page, language);

      // Forgot the password: the link arrives in the mail catcher
      await page.getByRole('button', { name: home[language].loginRegister }).click();
      await page.getByRole('link', { name: t.auth.login.forgotPassword }).click();
      await page.getByLabel(t.auth.fields.email).fill(email);
      await page.getByRole('button', { name: t.auth.reset.request.submit }).click();
      await expect(page.getByText(t.auth.reset.request.sent)).toBeVisible();
      await openNewestMail(page, email, /\/reset-password\?/);
      await page
        .getByRole('link', { name: new RegExp(`^${PUBLIC_SITE}/reset-password\\?`) })
        .first()
        .click();
      await page.getByLabel(t.auth.reset.newPassword, { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(t.auth.reset.confirmPassword).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: t.auth.reset.submit }).click();
      await expect(page.getByText(t.auth.reset.success)).toBeVisible();
      // The new password, then a recovery code instead of the app
      await logIn(page, language, email, NEW_PASSWORD);
      await page.getByRole('button', { name: t.auth.login.secondFactor.useRecovery }).click();
      await page.getByLabel(t.auth.login.secondFactor.recoveryCode).fill(codes[0]!);
      await page.getByRole('button', { name: t.auth.login.secondFactor.submit }).click();
      await expectGreeting(page, language, 'returning');

      // Download my data
      await openFromUserMenu(page, language, 'settings');
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: t.account.privacy.export.action }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^vitalia-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as UserDataExport;
      const file = JSON.stringify(data);
      expect(file).toContain(email);
      expect(file).toContain(person.name);
      expect(file).toContain(person.symptoms);
      expect(file).toContain('1988-07-21');
      expect(file).not.toMatch(/argon2id|password_hash|passwordHash|secret/i);

      // Delete my account
      const deletion = t.account.privacy.deletion;
      await page.getByRole('button', { name: deletion.action, exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: deletion.dialog.title });
      await confirm.getByLabel(deletion.dialog.password).fill(NEW_PASSWORD);
      await confirm.getByLabel(deletion.dialog.confirm).check();
      await confirm.getByRole('button', { name: deletion.dialog.submit }).click();
      await expect(page.getByText(deletion.progress.message.completed)).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: deletion.progress.home }).click();
      await expect(page.getByRole('heading', { level: 1, name: home[language].welcome.title })).toBeVisible();

      // The account is gone: its credentials no longer sign in
      await page.getByRole('button', { name: home[language].loginRegister }).click();
      await logIn(page, language, email, NEW_PASSWORD);
      await expect(page.getByRole('alert')).toHaveText(t.auth.errors.invalidCredentials);
    });
  });
}
