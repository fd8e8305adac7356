import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Language } from '@app/contracts';
import { auth } from '@app/i18n';

export const PASSWORD = 'vitalia-e2e-passphrase';

/** A fresh address per test, so reruns against the same data folder never collide. */
export const newEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * An account made through the API. With `page.request` the browser context gets its session cookies (a
 * signed-in user); with the test's own `request` the browser under test stays a visitor.
 */
export async function createAccount(request: APIRequestContext, email: string, name: string, language: Language = 'en') {
  const response = await request.post('/api/identity/signup', { data: { email, password: PASSWORD, name, language } });
  expect(response.status()).toBe(201);
}

/** Fills and submits the open login form. */
export async function logIn(page: Page, language: Language, email: string, password: string) {
  const t = auth[language];
  await page.getByLabel(t.fields.email).fill(email);
  await page.getByLabel(t.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
}
