import { expect, test, type Page } from '@playwright/test';
import { common, pathFor, pro } from '@app/i18n';
import { createAccount, logIn, newEmail, PASSWORD } from './support/accounts';
import { newestMail } from './support/mail';
import { PRO_OWNER_EMAILS } from './support/site';

const t = pro.en;

/** Clicks a button that opens a Stripe page in a new tab, and returns that tab once it has loaded. */
async function openStripeTab(page: Page, button: string): Promise<Page> {
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: new RegExp(`^${button}`) }).click()]);
  await expect(tab).toHaveTitle(/TEST MODE/);
  return tab;
}

test('an owner subscribes through the test checkout, invites a relative who chats with the assistant, then cancels in the portal and Pro ends for both', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await createAccount(page.request, PRO_OWNER_EMAILS[Math.min(testInfo.retry, PRO_OWNER_EMAILS.length - 1)], 'Olga Owner', 'en');

  // Subscribe: checkout opens in a new tab on the Stripe test double; paying there sends the signed webhooks.
  await page.goto(pathFor('en', 'pro'));
  await expect(page.getByText(t.page.subscription.inactive)).toBeVisible();
  const checkout = await openStripeTab(page, t.page.actions.subscribe);
  await checkout.getByRole('button', { name: 'Pay (test mode)' }).click();
  await checkout.close();
  await expect(page.getByText(t.page.subscription.active, { exact: true })).toBeVisible({ timeout: 20_000 });

  // Invite a relative; the invitation goes out by e-mail.
  const relative = newEmail('relative');
  await page.goto(pathFor('en', 'family-profile'));
  await page.getByLabel(t.family.emailLabel).fill(relative);
  await page.getByRole('button', { name: t.family.add, exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: relative })).toContainText(t.family.status.invited);
  await newestMail(request, relative, /\/en$/);

  // The relative signs up with that address, confirms it, logs in and uses the chat.
  const member = await (await browser.newContext()).newPage();
  await createAccount(member.context().request, relative, 'Rita Relative', 'en');
  await member.context().clearCookies();
  const confirmation = await newestMail(request, relative, /\/api\/identity\/verify-email\?/);
  const confirmationLink = new URL(confirmation.links.find((link) => link.includes('/api/identity/verify-email?'))!);
  await member.request.get(`${confirmationLink.pathname}${confirmationLink.search}`, { maxRedirects: 0 });
  await member.goto(pathFor('en', 'ai-chat'));
  await logIn(member, 'en', relative, PASSWORD);
  await member.getByLabel(t.chat.inputLabel).fill('My father suddenly cannot lift his left arm and his face is drooping');
  await member.getByLabel(t.chat.inputLabel).press('Enter');
  await expect(member.getByText(/911/).first()).toBeVisible({ timeout: 15_000 });
  await page.goto(pathFor('en', 'family-profile'));
  await expect(page.getByRole('listitem').filter({ hasText: relative })).toContainText(t.family.status.active);

  // Cancel now in the portal: Pro ends for the owner and, at once, for the relative.
  await page.goto(pathFor('en', 'pro'));
  const portal = await openStripeTab(page, t.page.actions.manage);
  await portal.getByRole('button', { name: 'Cancel subscription now' }).click();
  // The portal shows the subscription cancelled once the double has recorded it. The tab is then left open: a local
  // run's trace shows Chromium's close of this popup hanging until the test's timeout.
  await expect(portal.locator('.status')).toHaveText('canceled');
  // Seen in a new tab of the owner's session: the tab that opened the portal sometimes never commits another
  // navigation in Chromium once its popup has closed (seen locally and in CI, the trace holding no request).
  const owner = await page.context().newPage();
  await owner.goto(pathFor('en', 'pro'), { waitUntil: 'commit' });
  await expect(owner.getByRole('button', { name: new RegExp(`^${t.page.actions.subscribe}`) })).toBeVisible({ timeout: 15_000 });
  await expect(owner.getByText(t.page.subscription.active, { exact: true })).toHaveCount(0);
  await member.goto(pathFor('en', 'ai-chat'));
  await expect(member.getByText(common.en.access.restricted)).toBeVisible();
  await expect(member.getByLabel(t.chat.inputLabel)).toHaveCount(0);
});
