import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import type { Analysis, Language } from '@app/contracts';
import { symptoms } from '@app/i18n';
import { highAnalysis, mediumAnalysis } from '../mf-symptoms/src/features/analysis/testing/analysis-fixtures';
import { describeSymptoms, openSymptomScreen, withCookieConsentStored } from './support/symptom-screen';

const ANALYSES = '**/api/symptoms/analyses';

withCookieConsentStored();

function resultCard(page: Page, language: Language) {
  return page.getByRole('region', { name: symptoms[language].result.title });
}

function urgencyLabel(language: Language, urgency: Analysis['urgency']) {
  return symptoms[language].result.urgency.replace('{{level}}', symptoms[language].result.levels[urgency]);
}

/** axe on the whole page: the symptom screen with the shell's header, footer and cookie banner around it. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations;
}

/** Answers the analysis request with `body` (a fixture or an error) instead of the service. */
function answerAnalyses(page: Page, status: number, body: unknown) {
  return page.route(ANALYSES, (route) => route.fulfill({ status, json: body }));
}

test.describe('the real engine through the whole site', () => {
  test.describe('in Brazilian Portuguese', () => {
    test.use({ locale: 'pt-BR' });

    test('a lay description of a heart attack opens with the emergency banner and a tap-to-call link to 192', async ({ page }) => {
      await openSymptomScreen(page, 'pt');
      await describeSymptoms(page, 'pt', 'dor no peito forte que vai para o braço esquerdo e suor frio');

      const banner = page.getByRole('alert', { name: symptoms.pt.emergency.title });
      await expect(banner).toBeVisible();
      await expect(banner).toBeFocused();
      await expect(banner.getByRole('link', { name: symptoms.pt.emergency.call.replace('{{number}}', '192') })).toHaveAttribute(
        'href',
        'tel:192',
      );
      await expect(resultCard(page, 'pt').getByText(urgencyLabel('pt', 'emergency'))).toBeVisible();
      await expect(page.getByRole('region', { name: symptoms.pt.result.redFlags }).getByRole('listitem').first()).toBeVisible();
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('a mild cold is low urgency, focused on the result, with the guest id mirrored', async ({ page }) => {
      await openSymptomScreen(page, 'en');
      await describeSymptoms(page, 'en', 'runny nose and sneezing since yesterday, no fever');

      await expect(resultCard(page, 'en').getByText(urgencyLabel('en', 'low'))).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: symptoms.en.result.title })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: symptoms.en.status.received })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('region', { name: symptoms.en.result.causes }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('region', { name: symptoms.en.result.importantNote })).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('vitalia.guest-id'))).toMatch(/^[0-9a-f-]{36}$/);
    });

    test('a follow-up answer refines the result in place', async ({ page }) => {
      await openSymptomScreen(page, 'en');
      await describeSymptoms(page, 'en', 'headache and fever of 39 since yesterday');
      const card = resultCard(page, 'en');
      const followUp = page.getByRole('form', { name: symptoms.en.followUp.title });
      await expect(followUp).toBeVisible();
      // Whatever the engine asks, its first yes/no or choice question gets its first answer.
      await followUp.getByRole('radio').first().check();

      const refined = page.waitForResponse((response) => /\/api\/symptoms\/analyses\/[^/]+\/refine$/.test(response.url()));
      await followUp.getByRole('button', { name: symptoms.en.followUp.submit }).click();
      expect((await refined).status()).toBe(200);

      await expect(page.getByRole('status').filter({ hasText: symptoms.en.status.refined })).toBeVisible();
      await expect(card).toHaveAttribute('aria-busy', 'false');
      const banner = page.getByRole('alert', { name: symptoms.en.emergency.title });
      const heading = page.getByRole('heading', { level: 2, name: symptoms.en.result.title });
      await expect((await banner.count()) > 0 ? banner : heading).toBeFocused();
    });

    test('the rating widget sends the stars and thanks the user', async ({ page }) => {
      await openSymptomScreen(page, 'en');
      await describeSymptoms(page, 'en', 'sore throat since this morning');
      await page.getByRole('radio', { name: symptoms.en.feedback.rating4 }).check();
      await page.getByLabel(symptoms.en.feedback.comment).fill('Clear and quick.');

      const sent = page.waitForResponse((response) => response.url().endsWith('/feedback'));
      await page.getByRole('button', { name: symptoms.en.feedback.send }).click();
      expect((await sent).status()).toBe(201);
      await expect(page.getByText(symptoms.en.feedback.thanks)).toBeFocused();
    });
  });
});

test.describe('each state of the screen', () => {
  test.use({ locale: 'en-US' });

  test('while the analysis runs, a spinner and status show and the button is disabled', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ANALYSES, async (route) => {
      await held;
      await route.fulfill({ json: mediumAnalysis });
    });
    await openSymptomScreen(page, 'en');
    await describeSymptoms(page, 'en', 'sore throat and fever for 3 days');

    await expect(page.getByRole('status').filter({ hasText: symptoms.en.status.analyzing })).toBeVisible();
    await expect(page.getByRole('button', { name: symptoms.en.form.analyze })).toBeDisabled();
    await expect(page.getByRole('heading', { level: 2, name: symptoms.en.waiting.title })).toBeVisible();

    release();
    await expect(resultCard(page, 'en').getByText(urgencyLabel('en', 'medium'))).toBeVisible();
    await expect(page.getByRole('button', { name: symptoms.en.form.analyze })).toBeEnabled();
  });

  for (const [urgency, fixture] of [
    ['medium', mediumAnalysis],
    ['high', highAnalysis],
  ] as const) {
    test(`a ${urgency} result shows its badge and no emergency banner`, async ({ page }) => {
      await answerAnalyses(page, 200, fixture);
      await openSymptomScreen(page, 'en');
      await describeSymptoms(page, 'en', 'described symptoms');
      await expect(resultCard(page, 'en').getByText(urgencyLabel('en', urgency))).toBeVisible();
      await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(0);
    });
  }

  test('a description under 3 characters shows the validation message and sends nothing', async ({ page }) => {
    let requests = 0;
    await page.route(ANALYSES, (route) => {
      requests += 1;
      return route.fulfill({ json: mediumAnalysis });
    });
    await openSymptomScreen(page, 'en');
    await describeSymptoms(page, 'en', 'ab');

    await expect(page.getByRole('alert')).toHaveText(symptoms.en.errors.validation);
    await expect(page.getByLabel(symptoms.en.form.label)).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toBe(0);
  });

  const failures: Array<[string, (route: Route) => Promise<void>, string]> = [
    ['a dropped connection', (route) => route.abort('internetdisconnected'), symptoms.en.errors.network],
    [
      'a server error',
      (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } }),
      symptoms.en.errors.general,
    ],
    [
      'a body that is not JSON',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": "cut' }),
      symptoms.en.errors.invalidData,
    ],
    [
      'an answer outside the contract',
      (route) => route.fulfill({ status: 200, json: { id: 'a1', nivelUrgencia: 'alta' } }),
      symptoms.en.errors.invalidData,
    ],
    [
      'a gateway timeout',
      (route) => route.fulfill({ status: 504, json: { error: { code: 'unavailable', message: 'slow' } } }),
      symptoms.en.errors.timeout,
    ],
    [
      'a rate limit',
      (route) =>
        route.fulfill({
          status: 429,
          json: { error: { code: 'rate_limited', message: 'Too many analyses from this address. Wait a minute.' } },
        }),
      'Too many analyses from this address. Wait a minute.',
    ],
  ];
  for (const [name, answer, message] of failures) {
    test(`${name} shows its message in the red card and keeps the text`, async ({ page }) => {
      await page.route(ANALYSES, answer);
      await openSymptomScreen(page, 'en');
      await describeSymptoms(page, 'en', 'dizzy and nauseous');

      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByLabel(symptoms.en.form.label)).toHaveValue('dizzy and nauseous');
      await expect(page.getByRole('button', { name: symptoms.en.form.analyze })).toBeEnabled();
    });
  }

  test('an analysis still unanswered after 60 seconds shows the timeout message', async ({ page }) => {
    await page.route(ANALYSES, () => undefined);
    await openSymptomScreen(page, 'en');
    await page.clock.install();
    await describeSymptoms(page, 'en', 'chest tightness');
    await expect(page.getByRole('status').filter({ hasText: symptoms.en.status.analyzing })).toBeVisible();

    await page.clock.runFor(60_000);

    await expect(page.getByRole('alert')).toHaveText(symptoms.en.errors.timeout);
    await expect(page.getByLabel(symptoms.en.form.label)).toHaveValue('chest tightness');
  });

  test('a failed refinement keeps the result and the answers, with the message in the red card', async ({ page }) => {
    await answerAnalyses(page, 200, mediumAnalysis);
    await page.route('**/api/symptoms/analyses/*/refine', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } }),
    );
    await openSymptomScreen(page, 'en');
    await describeSymptoms(page, 'en', 'sore throat');

    const followUp = page.getByRole('form', { name: symptoms.en.followUp.title });
    await followUp.getByLabel('What is your highest temperature?').fill('39,2');
    await followUp.getByRole('button', { name: symptoms.en.followUp.submit }).click();

    await expect(followUp.getByRole('alert')).toHaveText(symptoms.en.errors.general);
    await expect(followUp.getByLabel('What is your highest temperature?')).toHaveValue('39,2');
    await expect(resultCard(page, 'en').getByText(urgencyLabel('en', 'medium'))).toBeVisible();
  });
});

test.describe('keyboard and screen readers', () => {
  test.use({ locale: 'en-US' });

  test('the screen works with the keyboard alone', async ({ page }) => {
    await answerAnalyses(page, 200, mediumAnalysis);
    await openSymptomScreen(page, 'en');
    // The walk is the app's: the gateway's static first screen keeps its Analyze button disabled until the app,
    // loaded once the visitor reaches the field and rendered in slices, has taken its place with the focus.
    await page.getByLabel(symptoms.en.form.label).focus();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.getByLabel(symptoms.en.form.label)).toBeFocused();
    await page.keyboard.type('sore throat and fever');
    await page.keyboard.press('Tab');
    await expect(page.getByText(symptoms.en.person.toggle)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: symptoms.en.form.analyze })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 2, name: symptoms.en.result.title })).toBeFocused();
  });

  test('axe finds no violation on the idle screen', async ({ page }) => {
    await openSymptomScreen(page, 'en');
    await page.getByText(symptoms.en.person.toggle).click();
    await page.getByRole('radio', { name: symptoms.en.person.female }).check();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('axe finds no violation on a result with follow-up questions', async ({ page }) => {
    await answerAnalyses(page, 200, mediumAnalysis);
    await openSymptomScreen(page, 'en');
    await describeSymptoms(page, 'en', 'sore throat and fever');
    await expect(resultCard(page, 'en')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('in Brazilian Portuguese', () => {
    test.use({ locale: 'pt-BR' });

    test('axe finds no violation on an emergency result of the real engine', async ({ page }) => {
      await openSymptomScreen(page, 'pt');
      await describeSymptoms(page, 'pt', 'dor no peito forte que vai para o braço esquerdo e suor frio');
      await expect(page.getByRole('alert', { name: symptoms.pt.emergency.title })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
