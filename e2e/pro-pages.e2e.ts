import { expect, test } from '@playwright/test';
import { common, pathFor, pro } from '@app/i18n';
import { createAccount, newEmail } from './support/accounts';
import { PRO_TESTER_EMAIL } from './support/site';

test.describe('the Pro screens, open to the test-access list only', () => {
  test('an account not on the list is shown the dashboard with the restricted-access note, and the server refuses it too', async ({
    page,
  }) => {
    await createAccount(page.request, newEmail('bruno'), 'Bruno Costa', 'en');

    for (const section of ['pro', 'family-profile', 'ai-chat'] as const) {
      await page.goto(pathFor('en', section));
      await expect(page.getByText(common.en.access.restricted)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${pathFor('en')}$`));
    }
    await expect(page.getByLabel(pro.en.family.emailLabel)).toHaveCount(0);
    const refused = await page.request.get('/api/pro/family');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('test_access_required');
  });

  test('a tester without a subscription sees it inactive, and the family profile offers Pro instead of the form', async ({ page }) => {
    await createAccount(page.request, PRO_TESTER_EMAIL, 'Paula Teste', 'pt');

    await page.goto(pathFor('pt', 'pro'));
    await expect(page.getByText(pro.pt.page.subscription.inactive)).toBeVisible();

    await page.goto(pathFor('pt', 'family-profile'));
    await expect(page.getByText(pro.pt.subscription.premium.title)).toBeVisible();
    await expect(page.getByLabel(pro.pt.family.emailLabel)).toHaveCount(0);
    await page.getByRole('link', { name: pro.pt.subscription.premium.cta }).click();
    await expect(page).toHaveURL(new RegExp(`${pathFor('pt', 'pro')}$`));
  });
});
