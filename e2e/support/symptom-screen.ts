import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@app/contracts';
import { pathFor, symptoms } from '@app/i18n';

/** The cookie banner is the shell's business; with consent stored it stays out of the way of the symptom tests. */
export function withCookieConsentStored(): void {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('vitalia.cookie-consent', 'accepted'));
  });
}

export async function openSymptomScreen(page: Page, language: Language): Promise<void> {
  await page.goto(pathFor(language, 'symptoms'));
  await expect(page.getByRole('heading', { level: 1, name: symptoms[language].page.title })).toBeVisible();
}

export async function describeSymptoms(page: Page, language: Language, text: string): Promise<void> {
  await page.getByLabel(symptoms[language].form.label).fill(text);
  await page.getByRole('button', { name: symptoms[language].form.analyze }).click();
}
