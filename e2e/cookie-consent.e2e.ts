import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@app/contracts';
import { LANGUAGES } from '@app/contracts';
import { common, pathFor } from '@app/i18n';

const CONSENTS = '/api/account/cookie-consents';
const banner = (page: Page, language: Language) => page.getByRole('region', { name: common[language].cookieBanner.label });

test('the cookie banner appears after load; Accept stores the choice and records the consent', async ({ page }) => {
  await page.goto('/pt');
  const accept = page.getByRole('button', { name: common.pt.cookieBanner.accept });
  await expect(accept).toBeVisible();
  const recorded = page.waitForResponse((response) => response.url().endsWith(CONSENTS));
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

test('Reject, beside Accept, stores the refusal, records no consent and the banner stays away', async ({ page }) => {
  const consents: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(CONSENTS)) consents.push(request.url());
  });
  await page.goto('/fr');
  const reject = page.getByRole('button', { name: common.fr.cookieBanner.reject });
  const accept = page.getByRole('button', { name: common.fr.cookieBanner.accept });
  await expect(reject).toBeVisible();
  // Equal prominence: the same size, side by side.
  const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
  expect(Math.abs(rejectBox!.height - acceptBox!.height)).toBeLessThanOrEqual(1);
  expect(Math.abs(rejectBox!.y - acceptBox!.y)).toBeLessThanOrEqual(1);

  await reject.click();
  await expect(banner(page, 'fr')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('vitalia.cookie-consent'))).toBe('rejected');

  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(3000);
  await expect(banner(page, 'fr')).toBeHidden();
  expect(consents).toEqual([]);
});

test('Dismiss stores nothing and keeps the banner away for the rest of the visit; a new visit asks again', async ({ page, browser }) => {
  await page.goto('/en');
  await banner(page, 'en').getByRole('button', { name: common.en.cookieBanner.dismiss }).click();
  await expect(banner(page, 'en')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('vitalia.cookie-consent'))).toBeNull();

  // Another page of the same visit, reached by a link and by a fresh load.
  await page.getByRole('contentinfo').getByRole('link', { name: common.en.footer.privacyLink }).click();
  await expect(page).toHaveURL(new RegExp(`${pathFor('en', 'privacy')}$`));
  await page.goto(pathFor('en', 'symptoms'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(2000); // past the banner's own 1 s delay
  await expect(banner(page, 'en')).toBeHidden();

  const newVisit = await browser.newContext();
  const later = await newVisit.newPage();
  await later.goto('/en');
  await expect(banner(later, 'en')).toBeVisible();
  await newVisit.close();
});

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const language of LANGUAGES) {
    test(`in ${language} the banner covers at most 15 % of the screen`, async ({ page }) => {
      await page.goto(`/${language}`);
      const box = await banner(page, language).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.height).toBeLessThanOrEqual(740 * 0.15);
      expect(box!.y + box!.height).toBeLessThanOrEqual(740);
    });
  }

  test('the banner neither moves the page nor becomes its largest paint', async ({ page }) => {
    // When the banner shows up, on the page's own clock.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('[role="region"][aria-label="Cookie consent"]')) return;
        (window as unknown as { bannerShownAt: number }).bannerShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/en');
    await expect(banner(page, 'en')).toBeVisible();
    await page.waitForTimeout(1000); // any shift or paint the banner caused is recorded by now

    const { largestIsBanner, shiftSinceBanner } = await page.evaluate(async () => {
      const recorded = <T extends PerformanceEntry>(type: string) =>
        new Promise<T[]>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(list.getEntries() as T[]);
          }).observe({ type, buffered: true });
          setTimeout(() => resolve([]), 1000);
        });
      const region = document.querySelector('[role="region"][aria-label="Cookie consent"]')!;
      const shownAt = (window as unknown as { bannerShownAt: number }).bannerShownAt;
      const paints = await recorded<PerformanceEntry & { element: Element | null }>('largest-contentful-paint');
      const shifts = await recorded<PerformanceEntry & { value: number }>('layout-shift');
      const largest = paints.at(-1)?.element ?? null;
      return {
        largestIsBanner: largest !== null && region.contains(largest),
        shiftSinceBanner: shifts.filter((shift) => shift.startTime >= shownAt).reduce((sum, shift) => sum + shift.value, 0),
      };
    });
    expect(largestIsBanner).toBe(false);
    expect(shiftSinceBanner).toBe(0);
  });
});
