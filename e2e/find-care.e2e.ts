import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@app/contracts';
import { pathFor, symptoms } from '@app/i18n';
import { E2E_ORIGIN } from './support/site';
import { withCookieConsentStored } from './support/symptom-screen';

const texts = (language: Language) => symptoms[language].findCare;
const callLink = (page: Page, language: Language, number: string) =>
  page.getByRole('link', { name: texts(language).emergency.call.replace('{{number}}', number), exact: true });

withCookieConsentStored();

for (const [language, emergency, crisis, service] of [
  ['pt', '192', 'CVV 188', 'disque-saude'],
  ['de', '112', 'TelefonSeelsorge 0800 111 0 111', 'bereitschaftsdienst'],
  ['fr', '15', '3114', 'medecin-traitant'],
] as const) {
  test(`in ${language}, the find-care page shows the country's numbers and changing the country changes them`, async ({ page }) => {
    await page.goto(pathFor(language, 'find-care'));
    await expect(page.getByRole('heading', { level: 1, name: texts(language).title })).toBeVisible();
    await expect(callLink(page, language, emergency)).toHaveAttribute('href', `tel:${emergency}`);
    await expect(page.getByRole('link', { name: crisis, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: texts(language).directory[service].name })).toBeVisible();
    // `npm start` for the e2e site names the places double, so the nearby search is offered.
    await expect(page.getByRole('button', { name: texts(language).nearby.useLocation })).toBeVisible();

    await page.getByLabel(texts(language).country).selectOption('US');

    await expect(callLink(page, language, '911')).toHaveAttribute('href', 'tel:911');
    await expect(page.getByRole('link', { name: '988', exact: true })).toBeVisible();
    await expect(callLink(page, language, emergency)).toHaveCount(emergency === '911' ? 1 : 0);
    await expect(page.getByRole('heading', { name: texts(language).directory['find-health-center'].name })).toBeVisible();

    await page.getByLabel(texts(language).country).selectOption('GB');
    await expect(callLink(page, language, '999')).toBeVisible();
    await expect(page.getByRole('link', { name: texts(language).services.phone.replace('{{phone}}', '111') })).toHaveAttribute(
      'href',
      'tel:111',
    );
  });
}

test.describe('with a Portuguese browser from Portugal', () => {
  test.use({ locale: 'pt-PT' });

  test("starts on Portugal's numbers and SNS 24", async ({ page }) => {
    await page.goto(pathFor('pt', 'find-care'));
    await expect(callLink(page, 'pt', '112')).toBeVisible();
    await expect(page.getByRole('heading', { name: texts('pt').directory.sns24.name })).toBeVisible();
    await expect(page.getByRole('link', { name: texts('pt').services.phone.replace('{{phone}}', '808 24 24 24') })).toHaveAttribute(
      'href',
      'tel:808242424',
    );
  });
});

test.describe('nearby clinics', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 38.722252, longitude: -9.139337 } });

  test('are listed nearest first once the person shares their location, through our API only', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => void requests.push(request.url()));
    const placesRequests = () => requests.filter((url) => url.includes('/api/symptoms/places'));
    await page.goto(pathFor('en', 'find-care'));
    await expect(page.getByRole('heading', { name: texts('en').nearby.title })).toBeVisible();
    expect(placesRequests()).toEqual([]);

    await page.getByRole('button', { name: texts('en').nearby.useLocation }).click();

    const list = page.getByRole('list', { name: texts('en').nearby.listLabel });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').first()).toContainText('Riverside Family Clinic');
    await expect(list.getByRole('listitem').first()).toContainText('River Road 12, Testville');
    await expect(list.getByRole('listitem').nth(1)).toContainText('General Hospital');
    await expect(page.getByText(/OpenStreetMap contributors/)).toBeVisible();
    expect(placesRequests()).toEqual([`${E2E_ORIGIN}/api/symptoms/places?lat=38.72&lon=-9.14`]);
    // The browser talks to the site only; the map provider is the service's business.
    expect(requests.filter((url) => !url.startsWith(E2E_ORIGIN) && !url.startsWith('data:'))).toEqual([]);
  });
});
