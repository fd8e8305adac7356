import { expect, test, type Page } from '@playwright/test';
import { account, api, pathFor } from '@app/i18n';
import { createAccount, newEmail } from './support/accounts';

const t = account.de.profile;

/** The profile reaches the account service through an event; the page may need a reload to find it. */
async function openProfile(page: Page) {
  await expect(async () => {
    await page.goto(pathFor('de', 'profile'));
    await expect(page.getByRole('button', { name: t.edit })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('the profile page, in German', () => {
  test.use({ locale: 'de-DE' });

  test('shows the avatar card, saves edits and keeps them after a reload', async ({ page }) => {
    const email = newEmail('jonas');
    await createAccount(page.request, email, 'Jonas Weber', 'de');
    await openProfile(page);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText('Jonas Weber').first()).toBeVisible();
    await expect(page.getByText(/^Mitglied seit /)).toBeVisible();

    await page.getByRole('button', { name: t.edit }).click();
    await expect(page.getByLabel(t.fields.email)).toHaveAttribute('readonly', '');
    await page.getByLabel(t.fields.name).fill('Jonas Peter Weber');
    await page.getByLabel(t.fields.birthDate).fill('1990-04-12');
    await page.getByLabel(t.fields.phone).fill('030 1234567');
    await page.getByRole('button', { name: t.save }).click();

    await expect(page.getByRole('status')).toContainText(t.saved.title);
    await expect(page.getByRole('button', { name: t.edit })).toBeVisible();
    await expect(page.getByText('+49301234567')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Jonas Peter Weber').first()).toBeVisible();
    await expect(page.getByText('12.04.1990')).toBeVisible();
    await expect(page.getByText('+49301234567')).toBeVisible();
  });

  test('cancel restores the saved values, and an invalid phone keeps the form open with what was typed', async ({ page }) => {
    await createAccount(page.request, newEmail('lena'), 'Lena Fischer', 'de');
    await openProfile(page);

    await page.getByRole('button', { name: t.edit }).click();
    await page.getByLabel(t.fields.name).fill('Somebody Else');
    await page.getByRole('button', { name: t.cancel }).click();
    await expect(page.getByText('Lena Fischer').first()).toBeVisible();
    await expect(page.getByText('Somebody Else')).toHaveCount(0);

    await page.getByRole('button', { name: t.edit }).click();
    await page.getByLabel(t.fields.name).fill('Lena Marie Fischer');
    await page.getByLabel(t.fields.phone).fill('12');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(api.de.profilePhoneInvalid)).toBeVisible();
    await expect(page.getByLabel(t.fields.name)).toHaveValue('Lena Marie Fischer');
    await expect(page.getByLabel(t.fields.phone)).toHaveValue('12');
  });
});
