import { expect, test, type Page } from '@playwright/test';
import { account, common, home } from '@app/i18n';
import { createAccount, logIn, newEmail, PASSWORD } from './support/accounts';
import { withCookieConsentStored } from './support/symptom-screen';

const t = common.en;
const DASHBOARD_DATA = '/api/account/dashboard';
const HISTORY_DATA = '/api/symptoms/analyses';

/** Counts the page's GETs of each data endpoint, from the moment it is called. */
function countDataReads(page: Page): Map<string, number> {
  const reads = new Map<string, number>();
  page.on('request', (request) => {
    if (request.method() !== 'GET') return;
    const path = new URL(request.url()).pathname;
    reads.set(path, (reads.get(path) ?? 0) + 1);
  });
  return reads;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: t.header.mainNav });
const dashboardStats = (page: Page) => page.getByRole('region', { name: t.dashboard.stats.title });

withCookieConsentStored();

test('spec §9: coming back to the dashboard within 5 minutes asks nothing again, across the shell and a remote', async ({ page }) => {
  await createAccount(page.request, newEmail('query-cache'), 'Quinn Cache');
  const reads = countDataReads(page);

  await page.goto('/en');
  await expect(dashboardStats(page)).toBeVisible();
  expect(reads.get(DASHBOARD_DATA)).toBe(1);

  // mf-account's history page, in the same query cache as the shell's dashboard.
  await mainNav(page).getByRole('link', { name: t.nav.history }).click();
  await expect(page.getByRole('heading', { level: 1, name: account.en.history.title })).toBeVisible();
  await expect(page.getByText(account.en.history.empty.title)).toBeVisible();
  expect(reads.get(HISTORY_DATA)).toBe(1);

  await mainNav(page).getByRole('link', { name: t.nav.dashboard }).click();
  await expect(dashboardStats(page)).toBeVisible();
  await mainNav(page).getByRole('link', { name: t.nav.history }).click();
  await expect(page.getByText(account.en.history.empty.title)).toBeVisible();

  expect(reads.get(DASHBOARD_DATA)).toBe(1);
  expect(reads.get(HISTORY_DATA)).toBe(1);
});

test('signing out empties the cache: the next account signed in on the same page reads its own dashboard', async ({ page, request }) => {
  await createAccount(page.request, newEmail('first'), 'First Person');
  const second = newEmail('second');
  // Through the test's own request context: the browser is not signed in as this one.
  await createAccount(request, second, 'Second Person');
  const reads = countDataReads(page);
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1, name: /first/i })).toBeVisible();

  await page.getByRole('button', { name: t.header.userMenu }).click();
  await page.getByRole('button', { name: t.header.logout }).click();
  await expect(page.getByRole('heading', { level: 1, name: home.en.welcome.title })).toBeVisible();
  await page.getByRole('button', { name: home.en.loginRegister }).click();
  await logIn(page, 'en', second, PASSWORD);

  // The greeting uses the first name, or the e-mail's first part until the profile has reached the account service.
  await expect(page.getByRole('heading', { level: 1, name: /second/i })).toBeVisible();
  expect(reads.get(DASHBOARD_DATA)).toBe(2);
});
