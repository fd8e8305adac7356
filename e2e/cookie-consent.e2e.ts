import { expect, test } from '@playwright/test';
import { common } from '@app/i18n';

test('the cookie banner appears after load; Accept stores the choice and records the consent', async ({ page }) => {
  await page.goto('/pt');
  const accept = page.getByRole('button', { name: common.pt.cookieBanner.accept });
  await expect(accept).toBeVisible();
  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/account/cookie-consents'));
  await accept.click();
  expect((await recorded).status()).toBe(201);
  await expect(accept).toBeHidden();
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(3000); // well past the banner's own 1 s delay
  await expect(accept).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('vitalia.cookie-consent'))).toBe('accepted');
});

test('Dismiss hides the banner without storing, so it comes back on the next visit', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('button', { name: common.en.cookieBanner.dismiss }).click();
  await expect(page.getByRole('button', { name: common.en.cookieBanner.accept })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: common.en.cookieBanner.accept })).toBeVisible();
});
