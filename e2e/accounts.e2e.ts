import { expect, test } from '@playwright/test';
import { account, auth, common, home, symptoms } from '@app/i18n';
import { createAccount, logIn, newEmail, PASSWORD } from './support/accounts';

test.describe('a Portuguese browser', () => {
  test.use({ locale: 'pt-BR' });

  test('a new user signs up, sees the greeting with their first name, logs out and logs back in', async ({ page }) => {
    const t = auth.pt;
    const email = newEmail('ana');
    await page.goto('/pt');
    await page.getByRole('button', { name: home.pt.loginRegister }).click();
    const dialog = page.getByRole('dialog', { name: t.title });
    await dialog.getByRole('tab', { name: t.tabs.signup }).click();
    await dialog.getByLabel(t.fields.email).fill(email);
    await dialog.getByLabel(t.fields.password, { exact: true }).fill(PASSWORD);
    await dialog.getByLabel(t.fields.confirmPassword).fill(PASSWORD);
    await dialog.getByLabel(t.fields.fullName).fill('Ana Souza Lima');
    await dialog.getByLabel(t.fields.phone).fill('11 98765 4321');
    await dialog.getByLabel(t.fields.phone).blur();
    await expect(dialog.getByLabel(t.fields.phone)).toHaveValue('+55 11 98765 4321');
    await dialog.getByRole('button', { name: t.signup.submit }).click();

    // The profile reaches the account service through an event, so the first greeting may still use the e-mail.
    await expect(page.getByRole('heading', { level: 1, name: /^Boas-vindas, / })).toBeVisible();
    await expect(async () => {
      if ((await page.getByRole('heading', { level: 1 }).textContent()) !== 'Boas-vindas, Ana!') await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Boas-vindas, Ana!' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText(common.pt.dashboard.stats.screenings)).toBeVisible();

    await page.getByRole('button', { name: common.pt.header.userMenu }).click();
    await page.getByRole('button', { name: common.pt.header.logout }).click();
    await expect(page.getByRole('heading', { level: 1, name: home.pt.welcome.title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: home.pt.welcome.title })).toBeVisible();

    await page.getByRole('button', { name: home.pt.loginRegister }).click();
    await logIn(page, 'pt', email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeVisible();
  });

  test('a wrong password shows the localised error', async ({ page, request }) => {
    const email = newEmail('bruno');
    await createAccount(request, email, 'Bruno Costa');
    await page.goto('/pt');
    await page.getByRole('button', { name: home.pt.loginRegister }).click();
    await logIn(page, 'pt', email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(auth.pt.errors.invalidCredentials);
    await expect(page.getByRole('dialog', { name: auth.pt.title })).toBeVisible();
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('a visitor opening /en/history gets the login form and lands on the history page after logging in', async ({ page, request }) => {
    const email = newEmail('carol');
    await createAccount(request, email, 'Carol Smith');
    await page.goto('/en/history');
    await expect(page.getByRole('heading', { level: 1, name: auth.en.title })).toBeVisible();
    await logIn(page, 'en', email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: account.en.history.title })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/history$/);
    await expect(page.getByRole('button', { name: common.en.header.userMenu })).toBeVisible();
  });

  test('an analysis made as a guest moves to the account and shows in the history after logging in', async ({ page, request }) => {
    const email = newEmail('dana');
    await createAccount(request, email, 'Dana Miller');
    await page.goto('/en/symptom-analysis');
    await page.getByLabel(symptoms.en.form.label).fill('Runny nose and sneezing since yesterday, no fever');
    await page.getByRole('button', { name: symptoms.en.form.analyze }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('vitalia.guest-id'))).not.toBeNull();

    await page.goto('/en/history');
    await logIn(page, 'en', email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: account.en.history.title })).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('article').filter({ hasText: 'Runny nose and sneezing' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('vitalia.guest-id'))).toBeNull();
  });

  test('an analysis deleted from the history, after its confirmation, is gone for good', async ({ page }) => {
    const t = account.en.history;
    await createAccount(page.request, newEmail('elena'), 'Elena Ruiz');
    await page.goto('/en/symptom-analysis');
    await page.getByLabel(symptoms.en.form.label).fill('Itchy red eyes and sneezing every spring morning');
    await page.getByRole('button', { name: symptoms.en.form.analyze }).click();
    await expect(page.getByRole('region', { name: symptoms.en.result.title })).toBeVisible({ timeout: 20_000 });

    await page.goto('/en/history');
    const item = page.getByRole('article').filter({ hasText: 'Itchy red eyes' });
    await item.getByRole('button', { name: t.viewDetails }).click();
    await page.getByRole('button', { name: t.delete.action, exact: true }).click();
    const confirmation = page.getByRole('alertdialog', { name: t.delete.title });
    await expect(confirmation).toContainText(t.delete.text);
    await confirmation.getByRole('button', { name: t.delete.confirm }).click();

    await expect(page.getByText(t.delete.done)).toBeVisible();
    await expect(item).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(t.empty.title)).toBeVisible();
  });
});
