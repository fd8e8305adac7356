import { expect, test, type Page } from '@playwright/test';
import { common, pathFor, symptoms } from '@app/i18n';
import { createAccount, newEmail } from './support/accounts';

/** Every failed request (an answer of 400 or more, or none at all) and every console error from now on. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

const SESSION_CALLS = /\/api\/identity\/(me|refresh)$/;

test.use({ locale: 'en-US' });

test('a guest browses the home, symptom and privacy pages without one failed request or console error', async ({ page }) => {
  const problems = recordProblems(page);
  const sessionCalls: string[] = [];
  page.on('request', (request) => {
    if (SESSION_CALLS.test(request.url())) sessionCalls.push(request.url());
  });

  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto(pathFor('en', 'symptoms'));
  await expect(page.getByRole('heading', { level: 1, name: symptoms.en.page.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto(pathFor('en', 'privacy'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(problems).toEqual([]);
  // Without identity's signed-in hint there is no session to ask about.
  expect(sessionCalls).toEqual([]);
});

test('a signed-in user still gets their session, also after a reload', async ({ page }) => {
  await createAccount(page.request, newEmail('hint'), 'Hint User');
  const hint = (await page.context().cookies()).find((cookie) => cookie.name === 'vitalia_signed_in');
  expect(hint).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax', path: '/' });

  await page.goto('/en');
  const userMenu = page.getByRole('button', { name: common.en.header.userMenu });
  await expect(userMenu).toBeVisible();
  const me = page.waitForResponse((response) => response.url().endsWith('/api/identity/me'));
  await page.reload();
  expect((await me).status()).toBe(200);
  await expect(userMenu).toBeVisible();
});
