import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, type Language } from '@app/contracts';
import { symptoms } from '@app/i18n';
import { needsMoreDetailAnalyses, soreThroatAnalyses } from '../mf-symptoms/src/features/analysis/testing/analysis-fixtures';
import { describeSymptoms, openSymptomScreen, withCookieConsentStored } from './support/symptom-screen';

/**
 * What the screen does with what the engine understood: the "tell us more" panel for a text without any
 * recognised finding, and the "what we understood" section of a result. The answers are mocked in every
 * language; the tests tagged @real-engine ask the built-in engine itself.
 */

const ANALYSES = '**/api/symptoms/analyses';

/** The browser's locale per page language: it picks the emergency number the service answers with. */
const BROWSER_LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES', de: 'de-DE', fr: 'fr-FR' };

withCookieConsentStored();

function callNow(language: Language, number: string) {
  return symptoms[language].emergency.call.replace('{{number}}', number);
}

/** axe on the whole page: the symptom screen with the shell's header and footer around it. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations;
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: BROWSER_LOCALES[language] });
    const texts = symptoms[language];

    test('a vague text asks the person to say more and offers the emergency number', async ({ page }) => {
      const answer = needsMoreDetailAnalyses[language];
      const { primary } = answer.emergencyNumber;
      await page.route(ANALYSES, (route) => route.fulfill({ json: answer }));
      await openSymptomScreen(page, language);
      await describeSymptoms(page, language, 'asdf');

      const panel = page.getByRole('region', { name: texts.moreDetail.title });
      await expect(panel.getByRole('heading', { level: 2, name: texts.moreDetail.title })).toBeFocused();
      await expect(panel.getByText(texts.moreDetail.example)).toBeVisible();
      await expect(panel.getByRole('link', { name: callNow(language, primary) })).toHaveAttribute('href', `tel:${primary}`);
      await expect(
        panel.getByRole('form', { name: texts.followUp.title }).getByRole('group', { name: answer.followUpQuestions[0]!.text }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: texts.result.title })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);

      await panel.getByRole('button', { name: texts.moreDetail.addDetail }).click();
      const description = page.getByLabel(texts.form.label);
      await expect(description).toBeFocused();
      await expect(description).toHaveValue('asdf');
    });

    test('the result shows what was understood, with the person’s words highlighted in their text', async ({ page }) => {
      const { text, analysis } = soreThroatAnalyses[language];
      await page.route(ANALYSES, (route) => route.fulfill({ json: analysis }));
      await openSymptomScreen(page, language);
      await describeSymptoms(page, language, text);

      const understood = page.getByRole('region', { name: texts.understood.title });
      await expect(understood.getByRole('listitem')).toContainText(analysis.understood.map((finding) => finding.label));
      await expect(understood.getByRole('figure', { name: texts.understood.caption })).toContainText(text);
      const highlighted = understood.locator('mark');
      await expect(highlighted).toHaveText(analysis.understood.flatMap((finding) => finding.spans.map((span) => span.text)));
      for (const mark of await highlighted.all()) await expect(mark).toBeVisible();
      await expect(understood.getByText(texts.understood.hint)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

/*
 * REAL ENGINE: these ask the built-in engine, not a mock. They pass once the engine answers `needsMoreDetail`
 * and `understood` (packages/triage); until then it answers false and [] and they fail on the first check.
 */
test.describe('the real engine', { tag: '@real-engine' }, () => {
  test.describe('in Brazilian Portuguese', () => {
    test.use({ locale: 'pt-BR' });

    test('"asdf" gets the tell-us-more panel with a tap-to-call link to 192', async ({ page }) => {
      await openSymptomScreen(page, 'pt');
      await describeSymptoms(page, 'pt', 'asdf');

      const panel = page.getByRole('region', { name: symptoms.pt.moreDetail.title });
      await expect(panel.getByRole('heading', { level: 2, name: symptoms.pt.moreDetail.title })).toBeFocused();
      await expect(panel.getByRole('link', { name: callNow('pt', '192') })).toHaveAttribute('href', 'tel:192');
      await expect(panel.getByRole('form', { name: symptoms.pt.followUp.title })).toBeVisible();
      await expect(page.getByRole('region', { name: symptoms.pt.result.title })).toHaveCount(0);
      await expect(page.getByLabel(symptoms.pt.form.label)).toHaveValue('asdf');
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('a stroke described in lay words shows the understood words highlighted', async ({ page }) => {
      const text = 'my face is drooping on the left and i cant lift my arm';
      await openSymptomScreen(page, 'en');
      await describeSymptoms(page, 'en', text);

      const understood = page.getByRole('region', { name: symptoms.en.understood.title });
      await expect(understood.getByRole('figure', { name: symptoms.en.understood.caption })).toContainText(text);
      const highlighted = understood.locator('mark');
      await expect(highlighted.filter({ hasText: /droop/ })).toBeVisible();
      await expect(highlighted.filter({ hasText: /arm/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
