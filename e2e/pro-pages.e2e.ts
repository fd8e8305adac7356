import { expect, test } from '@playwright/test';
import { api, pathFor, pro } from '@app/i18n';
import { createAccount, newEmail } from './support/accounts';
import { PRO_TESTER_EMAIL } from './support/site';

test.describe('the Pro screens, open to the test-access list only', () => {
  test('an account not on the list is told the area is restricted, by the pro service itself', async ({ page }) => {
    await createAccount(page.request, newEmail('bruno'), 'Bruno Costa', 'en');

    await page.goto(pathFor('en', 'pro'));
    await expect(page.getByRole('alert')).toHaveText(api.en.testAccessRequired);

    await page.goto(pathFor('en', 'family-profile'));
    await expect(page.getByRole('alert')).toHaveText(api.en.testAccessRequired);
    await expect(page.getByLabel(pro.en.family.emailLabel)).toHaveCount(0);
  });

  test('a tester without a subscription sees it inactive, and the family profile asks for Pro', async ({ page }) => {
    await createAccount(page.request, PRO_TESTER_EMAIL, 'Paula Teste', 'pt');

    await page.goto(pathFor('pt', 'pro'));
    await expect(page.getByText(pro.pt.page.subscription.inactive)).toBeVisible();

    await page.goto(pathFor('pt', 'family-profile'));
    await page.getByLabel(pro.pt.family.emailLabel).fill('mae@example.com');
    await page.getByRole('button', { name: pro.pt.family.add, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: api.pt.proRequired })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'mae@example.com' })).toHaveCount(0);
  });
});
