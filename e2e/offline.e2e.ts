import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@app/contracts';
import { common, pathFor, symptoms } from '@app/i18n';
import { describeSymptoms, openSymptomScreen, withCookieConsentStored } from './support/symptom-screen';

withCookieConsentStored();
test.use({ locale: 'en-US' });

/**
 * Opens the symptom page online and waits until the service worker controls it and has kept what the page
 * needs offline: the spec's prefetched pages, this page, its language's texts and the symptom page's remote, which
 * the page itself has not loaded (a visitor who does nothing downloads only the static screen's shell).
 */
async function openOnlineAndKeep(page: Page, language: Language) {
  await openSymptomScreen(page, language);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // expect.poll, not waitForFunction: waitForFunction takes an async predicate's promise as a truthy answer.
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ path, texts }) => {
            const pages = await caches.open('vitalia-pages');
            const assets = await caches.open('vitalia-assets');
            const kept = (await assets.keys()).map((request) => request.url);
            const prefetched = await Promise.all(['/', '/pt', '/en', '/es', path].map((url) => pages.match(url)));
            return (
              prefetched.every(Boolean) &&
              kept.some((url) => url.includes('__federation_expose_SymptomsPage')) &&
              // The remote's texts in this language are the last thing the worker keeps.
              kept.some((url) => url.includes(`/mf/symptoms${texts}`))
            );
          },
          { path: pathFor(language, 'symptoms'), texts: `/texts-${language}-` },
        ),
      { intervals: [250], timeout: 20_000 },
    )
    .toBe(true);
}

function offlineCard(page: Page, language: Language) {
  return page.getByRole('region', { name: symptoms[language].offline.title });
}

const call = (language: Language, number: string) => symptoms[language].offline.emergencyCall.replace('{{number}}', number);

/** The description kept in IndexedDB, read the way the page stores it. */
function keptInIndexedDb(page: Page) {
  return page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('vitalia-symptoms', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('kept-texts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('kept-texts').objectStore('kept-texts').get('description');
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result);
          };
        };
      }),
  );
}

test('registers /sw.js for the whole site', async ({ page }) => {
  await page.goto('/en');
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { script: ready.active?.scriptURL, scope: ready.scope };
  });
  expect(new URL(registration.script!).pathname).toBe('/sw.js');
  expect(new URL(registration.scope).pathname).toBe('/');
});

test('the worker leaves API requests to the network: a request the test answers still reaches the page', async ({ page }) => {
  await openOnlineAndKeep(page, 'en');
  await page.route('**/api/symptoms/analyses', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'down' } } }),
  );
  await describeSymptoms(page, 'en', 'runny nose and sneezing');
  await expect(page.getByRole('alert')).toHaveText(symptoms.en.errors.general);
});

test('offline, the symptom page shows the emergency card in English and German and keeps a description until the device is back online', async ({
  page,
  context,
}) => {
  await openOnlineAndKeep(page, 'en');
  await openOnlineAndKeep(page, 'de');

  await context.setOffline(true);

  // A page never opened: with no network, the worker answers with the shell's own template of its build
  // (the gateway's head marker still in it), not with anything from the server.
  const neverOpened = await page.goto(pathFor('fr', 'privacy'));
  expect(neverOpened?.fromServiceWorker()).toBe(true);
  expect(await neverOpened?.text()).toContain('<!--app-head-->');

  const fromWorker = await page.goto(pathFor('en', 'symptoms'));
  expect(fromWorker?.fromServiceWorker()).toBe(true);
  const english = offlineCard(page, 'en');
  await expect(english.getByRole('link', { name: call('en', '911') })).toHaveAttribute('href', 'tel:911');
  await expect(english.getByRole('listitem')).toHaveText(symptoms.en.offline.signs);
  await expect(page.getByRole('banner').getByText(common.en.connection.offline)).toBeVisible();

  await page.goto(pathFor('de', 'symptoms'));
  const german = offlineCard(page, 'de');
  await expect(german.getByRole('link', { name: call('de', '112') })).toHaveAttribute('href', 'tel:112');
  await expect(german.getByRole('listitem')).toHaveText(symptoms.de.offline.signs);
  await expect(page.getByRole('banner').getByText(common.de.connection.offline)).toBeVisible();

  const text = 'Halsschmerzen und Husten seit drei Tagen';
  await describeSymptoms(page, 'de', text);
  await expect(german.getByText(symptoms.de.offline.kept)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await keptInIndexedDb(page)).toMatchObject({ text, language: 'de' });

  // Kept on the device: a reload while still offline shows it again, waiting.
  await page.reload();
  await expect(page.getByLabel(symptoms.de.form.label)).toHaveValue(text);
  await expect(offlineCard(page, 'de').getByText(symptoms.de.offline.kept)).toBeVisible();

  const analysed = page.waitForResponse((response) => response.url().endsWith('/api/symptoms/analyses'));
  await context.setOffline(false);

  expect((await analysed).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: symptoms.de.status.received })).toBeVisible();
  await expect(page.getByRole('region', { name: symptoms.de.result.title })).toBeVisible();
  await expect(offlineCard(page, 'de')).toBeHidden();
  expect(await keptInIndexedDb(page)).toBeUndefined();
});
