import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { SHARED_RESULT_SLUGS, type Language } from '@app/contracts';
import { account, auth, home, pathFor, sharing, symptoms } from '@app/i18n';
import { createAccount, newEmail, PASSWORD } from './support/accounts';
import { pdfText } from './support/pdf-text';
import { E2E_ORIGIN } from './support/site';
import { describeSymptoms, openSymptomScreen, withCookieConsentStored } from './support/symptom-screen';

withCookieConsentStored();

const SHORT_URL = /\/s\/([A-Za-z0-9]{6})$/;

async function analyse(page: Page, language: Language, text: string): Promise<void> {
  await openSymptomScreen(page, language);
  await describeSymptoms(page, language, text);
  await expect(page.getByRole('region', { name: symptoms[language].result.title })).toBeVisible({ timeout: 20_000 });
}

/** An analysis through the API, for a user the test does not watch typing. */
async function analyseByApi(page: Page, language: Language, text: string): Promise<void> {
  const origin = new URL(page.url() === 'about:blank' ? E2E_ORIGIN : page.url()).origin;
  const response = await page.request.post(`${origin}/api/symptoms/analyses`, { data: { text, language }, headers: { Origin: origin } });
  expect(response.status()).toBe(200);
}

/** Creates a link in a share panel with the chosen lifetime and answers its short URL. */
async function createLink(panel: Locator, language: Language, expiry: '24h' | '7d' | '30d' | 'never'): Promise<string> {
  const t = sharing[language].sharePanel;
  await panel.getByLabel(t.expiryLabel).selectOption(expiry);
  await panel.getByRole('button', { name: t.create }).click();
  const url = await panel.getByLabel(t.linkLabel).inputValue();
  expect(url).toMatch(SHORT_URL);
  return url;
}

/**
 * A stranger who got `link`: a fresh browser context with nothing of the sharer's, in a browser set to
 * `locale`, that stays on the site the link points at (`npm start` makes links on localhost).
 */
async function stranger(browser: Browser, locale: string, link: string): Promise<Page> {
  const context = await browser.newContext({ locale, baseURL: new URL(link).origin });
  await context.addInitScript(() => window.localStorage.setItem('vitalia.cookie-consent', 'accepted'));
  return context.newPage();
}

function counter(link: Locator, name: string): Locator {
  return link.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd[1]');
}

test.describe('sharing a result', () => {
  test.use({ locale: 'en-GB' });

  test('a guest shares a result, a stranger opens it in a fresh browser without the words typed, and after revoking it leads home', async ({
    page,
    browser,
  }) => {
    const t = sharing.en;
    await analyse(page, 'en', 'Sore throat and a mild fever since yesterday, it hurts to swallow my tea');
    const panel = page.getByRole('region', { name: t.sharePanel.label });
    const url = await createLink(panel, 'en', '7d');
    await expect(panel.getByText(t.messages.created)).toBeVisible();

    const visitor = await stranger(browser, 'de-DE', url);
    await visitor.goto(url);
    const code = SHORT_URL.exec(url)![1];
    // The link's language, not the visitor's.
    await expect(visitor).toHaveURL(new RegExp(`/en/${SHARED_RESULT_SLUGS.en}/${code}\\?`));
    await expect(visitor.getByRole('heading', { level: 1, name: t.sharedResult.title })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: t.sharedResult.causes })).toBeVisible();
    await expect(visitor.getByText('hurts to swallow my tea')).toHaveCount(0);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await visitor.getByRole('link', { name: t.sharedResult.cta.action }).click();
    await expect(visitor).toHaveURL(new RegExp(`${pathFor('en', 'symptoms')}$`));

    await panel.getByRole('button', { name: t.sharePanel.revoke }).click();
    await page.getByRole('alertdialog', { name: t.revokeDialog.title }).getByRole('button', { name: t.revokeDialog.confirm }).click();
    await expect(panel.getByText(t.messages.revoked)).toBeVisible();
    await expect(panel.getByRole('button', { name: t.sharePanel.create })).toBeVisible();

    const response = await visitor.request.get(url, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/');
    await visitor.goto(`/en/${SHARED_RESULT_SLUGS.en}/${code}`);
    await expect(visitor.getByRole('heading', { name: t.sharedResult.gone.title })).toBeVisible();
    await visitor.context().close();
  });

  test('a signed-in user shares from the history; the visits, the sign-up and the analysis it brought are counted', async ({
    page,
    browser,
  }) => {
    const t = sharing.pt;
    await createAccount(page.request, newEmail('rita'), 'Rita Alves', 'pt');
    await analyse(page, 'pt', 'Tosse seca há uma semana e um pouco de febre à noite');
    await page.goto(pathFor('pt', 'history'));
    await page.getByRole('article').filter({ hasText: 'Tosse seca' }).getByRole('button', { name: account.pt.history.viewDetails }).click();
    const details = page.getByRole('dialog', { name: /Tosse seca/ });
    const url = await createLink(details.getByRole('region', { name: t.sharePanel.label }), 'pt', '30d');
    await details.getByRole('button', { name: account.pt.history.details.close }).click();

    const visitor = await stranger(browser, 'pt-BR', url);
    await visitor.goto(url);
    await expect(visitor.getByRole('heading', { level: 1, name: t.sharedResult.title })).toBeVisible();
    // The visit cookie, not anything the visitor's page says, ties the sign-up and the analysis to the share.
    const site = new URL(url).origin;
    const signup = await visitor.request.post(`${site}/api/identity/signup`, {
      data: { email: newEmail('visitante'), password: PASSWORD, name: 'Visitante Curioso', language: 'pt' },
      headers: { Origin: site },
    });
    expect(signup.status()).toBe(201);
    await analyseByApi(visitor, 'pt', 'Dor nas costas depois de carregar caixas');
    await visitor.context().close();

    const link = page.getByRole('region', { name: t.links.title }).getByRole('article').filter({ hasText: url });
    await expect(async () => {
      await page.reload();
      await expect(counter(link, t.links.counters.clicks)).toHaveText('1', { timeout: 2_000 });
      await expect(counter(link, t.links.counters.visits)).toHaveText('1', { timeout: 2_000 });
      await expect(counter(link, t.links.counters.registrations)).toHaveText('1', { timeout: 2_000 });
      await expect(counter(link, t.links.counters.analyses)).toHaveText('1', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(link.getByText(t.links.status.active)).toBeVisible();
  });
});

test.describe('the referral programme', () => {
  test.use({ locale: 'es-ES' });

  test('three friends sign up through the referral link and each completes an analysis: the full history unlocks', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = sharing.es.referral;
    const history = account.es.history;
    await createAccount(page.request, newEmail('lucia'), 'Lucía Gómez', 'es');
    for (const text of ['Dolor de cabeza leve por la tarde', 'Tos con mocos desde hace tres días', 'Picor en los ojos en primavera']) {
      await analyseByApi(page, 'es', text);
    }
    await page.goto(pathFor('es', 'history'));
    await expect(page.getByRole('article').filter({ hasText: 'Picor en los ojos' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Dolor de cabeza leve' })).toHaveCount(0);
    const card = page.getByRole('region', { name: t.title });
    await expect(card.getByRole('progressbar', { name: t.progressLabel })).toHaveAttribute('aria-valuenow', '0');
    const referralLink = await card.getByLabel(t.linkLabel).inputValue();
    expect(new URL(referralLink).searchParams.get('ref')).toMatch(/^[A-Za-z0-9]+$/);

    for (const [index, name] of ['Pablo Ruiz', 'Marta Díaz', 'Jorge Sanz'].entries()) {
      const friend = await stranger(browser, 'es-ES', referralLink);
      await friend.goto(referralLink);
      await friend.getByRole('button', { name: home.es.loginRegister }).click();
      const dialog = friend.getByRole('dialog', { name: auth.es.title });
      await dialog.getByRole('tab', { name: auth.es.tabs.signup }).click();
      await dialog.getByLabel(auth.es.fields.email).fill(newEmail(`amigo${index}`));
      await dialog.getByLabel(auth.es.fields.password, { exact: true }).fill(PASSWORD);
      await dialog.getByLabel(auth.es.fields.confirmPassword).fill(PASSWORD);
      await dialog.getByLabel(auth.es.fields.fullName).fill(name);
      await dialog.getByRole('button', { name: auth.es.signup.submit }).click();
      await expect(dialog).toBeHidden();
      await analyse(friend, 'es', 'Me duele la garganta y tengo un poco de fiebre');
      await friend.context().close();

      if (index === 1) {
        await expect(async () => {
          await page.reload();
          await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2', { timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
        await expect(card.getByText(t.nudge)).toBeVisible();
      }
    }

    await expect(async () => {
      await page.reload();
      await expect(page.getByText(history.unlocked.referrals)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('article').filter({ hasText: 'Dolor de cabeza leve' })).toBeVisible();
    await expect(page.getByRole('region', { name: t.title })).toHaveCount(0);
  });
});

test.describe('a report for a clinician', () => {
  test.use({ locale: 'en-GB' });

  test('history details print to a one-page PDF with the words, what was understood, urgency, next steps and engine version', async ({
    page,
  }) => {
    const t = account.en.history.details;
    await createAccount(page.request, newEmail('nora'), 'Nora Quinn');
    await analyseByApi(page, 'en', 'Fever of 38.5 and a cough for three days, my chest feels tight');
    await page.goto(pathFor('en', 'history'));
    await page
      .getByRole('article')
      .filter({ hasText: 'Fever of 38.5' })
      .getByRole('button', { name: account.en.history.viewDetails })
      .click();
    await expect(page.getByRole('dialog', { name: /Fever of 38\.5/ })).toBeVisible();

    const { pages, text } = await pdfText(await page.pdf({ format: 'A4' }));
    expect(pages).toBe(1);
    for (const part of ['Fever of 38.5 and a cough for three days', t.understood, t.urgency, t.causes, t.nextSteps, 'Analysis engine 20']) {
      expect(text).toContain(part);
    }
    for (const absent of [t.close, sharing.en.sharePanel.label, account.en.history.title]) {
      expect(text).not.toContain(absent);
    }
  });

  test('the shared page prints the result without its buttons or the call to action', async ({ page, browser }) => {
    await analyse(page, 'fr', "J'ai le nez qui coule et j'éternue depuis ce matin");
    const url = await createLink(page.getByRole('region', { name: sharing.fr.sharePanel.label }), 'fr', '24h');
    const visitor = await stranger(browser, 'fr-FR', url);
    await visitor.goto(url);
    const t = sharing.fr.sharedResult;
    await expect(visitor.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    const { pages, text } = await pdfText(await visitor.pdf({ format: 'A4' }));
    expect(pages).toBe(1);
    for (const part of [t.title, t.causes, t.nextSteps, t.importantNote]) expect(text).toContain(part);
    for (const absent of [t.print, t.cta.action]) expect(text).not.toContain(absent);
    await visitor.context().close();
  });
});
