import { expect, test } from '@playwright/test';
import { common, home, legal, symptoms } from '@app/i18n';

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('opening / lands on /de, in German', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1, name: home.de.welcome.title })).toBeVisible();
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('switching to French on the privacy page lands on /fr/politique-de-confidentialite', async ({ page }) => {
    await page.goto('/en/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: legal.en.privacy.title })).toBeVisible();
    await page.getByLabel(common.en.header.languagePicker).selectOption('fr');
    await expect(page).toHaveURL(/\/fr\/politique-de-confidentialite$/);
    await expect(page.getByRole('heading', { level: 1, name: legal.fr.privacy.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  });

  test('/ is redirected by the server to the device language, for that visitor only (spec §2)', async ({ page }) => {
    const response = await page.request.get('/', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/en');
    expect(response.headers().vary).toContain('Accept-Language');
    expect(response.headers()['cache-control']).toContain('private');
    await page.goto('/?utm_source=newsletter');
    await expect(page).toHaveURL(/\/en\?utm_source=newsletter$/);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    const response = await page.goto('/en/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: common.en.notFound.title })).toBeVisible();
    await expect(page.getByRole('link', { name: common.en.notFound.symptomsLink })).toHaveAttribute('href', '/pt/triagem-de-sintomas');
  });

  test('a slug of another language is rewritten to this language', async ({ page }) => {
    await page.goto('/en/historico');
    await expect(page).toHaveURL(/\/en\/history$/);
  });

  test('the symptom page is composed from the mf-symptoms remote', async ({ page }) => {
    await page.goto('/en/symptom-analysis');
    // The remote loads when the visitor first does something on the page.
    await page.getByLabel(symptoms.en.form.label).focus();
    await expect(page.locator('[data-remote-build]')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('short links', () => {
  test.use({ locale: 'en-US' });

  test('an unknown short link goes to the home page', async ({ page }) => {
    await page.goto('/s/nope42');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1, name: home.en.welcome.title })).toBeVisible();
  });
});

test.describe('a Brazilian browser', () => {
  test.use({ locale: 'pt-BR' });

  test('the reset-password page opens in Portuguese', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: common.pt.resetPassword.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });
});
