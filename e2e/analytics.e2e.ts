import { expect, test, type Page, type Request } from '@playwright/test';
import type { AnalyticsEventInput } from '@app/contracts';
import { SLUGS, common } from '@app/i18n';

const EVENTS_PATH = '/api/account/telemetry/events';

const isEvent = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === EVENTS_PATH;
const bodyOf = (request: Request) => request.postDataJSON() as AnalyticsEventInput;

/** Every analytics event the page sends from now on, in order. */
function recordEvents(page: Page): AnalyticsEventInput[] {
  const sent: AnalyticsEventInput[] = [];
  page.on('request', (request) => {
    if (isEvent(request)) sent.push(bodyOf(request));
  });
  return sent;
}

/** Follows the footer's terms link, then switches the language to German with the header's picker. */
async function browse(page: Page) {
  await page.getByRole('contentinfo').getByRole('link', { name: common.en.footer.termsLink }).click();
  await expect(page).toHaveURL(new RegExp(`/en/${SLUGS.en.terms}$`));
  await page.getByLabel(common.en.header.languagePicker).selectOption('de');
  await expect(page).toHaveURL(new RegExp(`/de/${SLUGS.de.terms}$`));
}

test.use({ locale: 'en-US' });

test('a guest who has not accepted cookies sends no analytics event while browsing', async ({ page }) => {
  const sent = recordEvents(page);
  await page.goto(`/en/${SLUGS.en.privacy}`);
  await expect(page.getByRole('button', { name: common.en.cookieBanner.accept })).toBeVisible();

  await browse(page);
  await page.waitForLoadState('networkidle');

  expect(sent).toEqual([]);
});

test('after Accept, navigating and switching the language send page_view and language_change', async ({ page }) => {
  const sent = recordEvents(page);
  await page.goto(`/en/${SLUGS.en.privacy}`);

  const consent = page.waitForRequest((request) => isEvent(request) && bodyOf(request).event.name === 'cookie_consent');
  await page.getByRole('button', { name: common.en.cookieBanner.accept }).click();
  await consent;

  const germanPageView = page.waitForRequest(
    (request) => isEvent(request) && bodyOf(request).event.name === 'page_view' && bodyOf(request).language === 'de',
  );
  await browse(page);
  await germanPageView;

  expect(sent.map(({ event, language, page: at }) => ({ event, language, page: at }))).toEqual([
    { event: { name: 'cookie_consent' }, language: 'en', page: `/en/${SLUGS.en.privacy}` },
    { event: { name: 'page_view' }, language: 'en', page: `/en/${SLUGS.en.terms}` },
    { event: { name: 'language_change', props: { from: 'en', to: 'de' } }, language: 'en', page: `/en/${SLUGS.en.terms}` },
    { event: { name: 'page_view' }, language: 'de', page: `/de/${SLUGS.de.terms}` },
  ]);
  // One visit id ties them together; nothing names the person.
  expect(new Set(sent.map((event) => event.sessionId)).size).toBe(1);
});
