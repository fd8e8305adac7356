import { expect, test, type Page } from '@playwright/test';
import { home, pathFor, symptoms } from '@app/i18n';
import { lowAnalysis } from '../mf-symptoms/src/features/analysis/testing/analysis-fixtures';
import { withCookieConsentStored } from './support/symptom-screen';

const SYMPTOMS_PATH = pathFor('de', 'symptoms');
/** Lighthouse's phone (and the width where the header folds its links behind the menu button), then a desktop. */
const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
];

withCookieConsentStored();

/** Where each element of the first screen sits, to compare the static screen with React's. */
async function boxes(page: Page, names: string[]) {
  const found: Record<string, { x: number; y: number; width: number; height: number } | null> = {};
  for (const name of names) found[name] = await page.getByRole('main').getByText(name, { exact: true }).first().boundingBox();
  return found;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home shows its localised welcome, calls to action and header texts', async ({ page }) => {
    await page.goto('/de');
    await expect(page.getByRole('heading', { level: 1, name: home.de.welcome.title })).toBeVisible();
    await expect(page.getByText(home.de.welcome.text)).toBeVisible();
    await expect(page.getByRole('link', { name: home.de.tryScreening })).toHaveAttribute('href', SYMPTOMS_PATH);
    // What only the app can do waits for it, rather than taking a click that would be lost.
    await expect(page.getByRole('button', { name: home.de.loginRegister })).toBeDisabled();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });

  test('the symptom screen shows its localised heading, intro and form', async ({ page }) => {
    await page.goto(SYMPTOMS_PATH);
    await expect(page.getByRole('heading', { level: 1, name: symptoms.de.page.title })).toBeVisible();
    await expect(page.getByText(symptoms.de.page.intro)).toBeVisible();
    await expect(page.getByLabel(symptoms.de.form.label)).toHaveAttribute('placeholder', symptoms.de.form.placeholder);
    await expect(page.getByRole('button', { name: symptoms.de.form.analyze })).toBeDisabled();
  });
});

/** Holds the symptom page's remote back, so the static screen is all there is, until `release` is called. */
async function holdSymptomsRemote(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/mf/symptoms/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('with JavaScript', () => {
  test('the app takes over the symptom screen: one h1, and the form sends the text and shows the answer', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // The engine's answers are symptom-analysis.e2e.ts' business: here the form's wiring after the takeover is.
    const sent: unknown[] = [];
    await page.route('**/api/symptoms/analyses', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, json: lowAnalysis });
    });
    await page.goto(SYMPTOMS_PATH);
    await page.getByLabel(symptoms.de.form.label).fill('Schnupfen und Niesen seit gestern, kein Fieber');
    await expect(page.locator('[data-remote-build]')).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);

    await page.getByRole('button', { name: symptoms.de.form.analyze }).click();
    await expect(page.getByRole('region', { name: symptoms.de.result.title })).toBeVisible();
    expect(sent).toEqual([expect.objectContaining({ text: 'Schnupfen und Niesen seit gestern, kein Fieber', language: 'de' })]);
    expect(violations).toEqual([]);
  });

  test('a guest who only reads the symptom screen downloads none of its code; moving the mouse loads it', async ({ page }) => {
    const remoteFiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/mf/symptoms/')) remoteFiles.push(request.url());
    });
    await page.goto(SYMPTOMS_PATH);
    // The shell has started: its header is in the app, waiting behind the static screen.
    await page.waitForLoadState('networkidle');
    expect(remoteFiles).toEqual([]);
    await expect(page.locator('#first-paint')).toHaveCount(1);

    await page.mouse.move(40, 40);
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.locator('[data-remote-build]')).toBeVisible();
    expect(remoteFiles.length).toBeGreaterThan(0);
  });

  test('the home ends up with exactly one h1, React’s', async ({ page }) => {
    await page.goto('/de');
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: home.de.welcome.title })).toBeVisible();
  });

  test('what was typed before the app ran is kept, with the focus', async ({ page }) => {
    // The symptom page's remote waits until the visitor has typed into the static field.
    const release = await holdSymptomsRemote(page);
    await page.goto(SYMPTOMS_PATH, { waitUntil: 'domcontentloaded' });
    await page.locator('#first-paint textarea').fill('Kopfschmerzen seit gestern');
    release();

    await expect(page.locator('#first-paint')).toHaveCount(0);
    const field = page.getByLabel(symptoms.de.form.label);
    await expect(field).toHaveValue('Kopfschmerzen seit gestern');
    await expect(field).toBeFocused();
    await expect(page.getByRole('button', { name: symptoms.de.form.analyze })).toBeEnabled();
  });

  test('the person details opened before the app ran are open in the app', async ({ page }) => {
    const release = await holdSymptomsRemote(page);
    await page.goto(SYMPTOMS_PATH, { waitUntil: 'domcontentloaded' });
    await page.locator('#first-paint').getByText(symptoms.de.person.toggle).click();
    release();

    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: symptoms.de.person.female })).toBeVisible();
  });
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const [path, texts] of [
      ['/de', [home.de.welcome.title, home.de.welcome.text, home.de.tryScreening]],
      [SYMPTOMS_PATH, [symptoms.de.page.title, symptoms.de.page.intro, symptoms.de.form.label, symptoms.de.form.hint]],
    ] as const) {
      test(`${path}: the app's screen puts the first screen's texts where the static one had them`, async ({ browser }) => {
        const withoutScripts = await browser.newPage({ javaScriptEnabled: false, viewport });
        await withoutScripts.goto(path);
        const before = await boxes(withoutScripts, [...texts]);
        await withoutScripts.close();

        const page = await browser.newPage({ viewport });
        await page.addInitScript(() => window.localStorage.setItem('vitalia.cookie-consent', 'accepted'));
        await page.goto(path);
        // The symptom screen's code loads when the visitor first does something: here, going to its field.
        if (path === SYMPTOMS_PATH) await page.locator('#first-paint textarea').focus();
        await expect(page.locator('#first-paint')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const after = await boxes(page, [...texts]);
        await page.close();

        for (const text of texts) {
          expect(before[text], text).not.toBeNull();
          for (const side of ['x', 'y', 'width', 'height'] as const)
            expect(after[text]![side], `${text}: ${side}`).toBeCloseTo(before[text]![side], 0);
        }
      });
    }
  });
}
