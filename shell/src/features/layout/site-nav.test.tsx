import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, type Language, type RemotePageProps } from '@app/contracts';
import { SLUGS, common, pathFor } from '@app/i18n';
import { SUBSCRIPTION_FIRST_CHECK_MS } from '@app/ui';
import { jsonResponse, subscriptionOf } from '@app/ui/testing';
import { TEST_USER, routeFetch } from '../../testing/fake-identity';
import { renderSite, setDeviceLanguages } from '../../testing/render-app';

jest.mock('../remotes/load-remote-module', () => ({
  loadRemoteModule: jest.fn(
    async (remote: string, module: string) =>
      function FakeRemote({ language }: RemotePageProps) {
        return <h1>{`${remote}/${module} in ${language}`}</h1>;
      },
  ),
}));

const mainNav = (language: Language) => screen.getByRole('navigation', { name: common[language].header.mainNav });
const navLinks = (language: Language) =>
  within(mainNav(language))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const current = (language: Language) =>
  within(mainNav(language))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

/**
 * The button shows only on phones (≤ 640 px). jsdom applies no media queries, so it counts as hidden here and
 * is found by its label (the e2e test checks it by role on a phone-sized page).
 */
const menuButton = (language: Language) => screen.getByLabelText(common[language].header.menu, { selector: 'button' });

beforeEach(() => {
  localStorage.clear();
  setDeviceLanguages(['en-US']);
});

describe.each(LANGUAGES)('the header in %s', (language) => {
  const nav = common[language].nav;

  it('offers a visitor symptoms, find care and privacy, marking the page they are on', async () => {
    await renderSite(`/${language}/${SLUGS[language].symptoms}`);
    await screen.findByRole('heading', { name: `mf_symptoms/SymptomsPage in ${language}` });

    expect(navLinks(language)).toEqual([
      [nav.symptoms, pathFor(language, 'symptoms')],
      [nav['find-care'], pathFor(language, 'find-care')],
      [common[language].header.privacyLink, pathFor(language, 'privacy')],
    ]);
    expect(current(language)).toEqual([nav.symptoms]);
    expect(screen.getByRole('link', { name: common[language].header.logoAlt })).toHaveAttribute('href', `/${language}`);
    expect(screen.getByLabelText(common[language].header.languagePicker)).toHaveValue(language);
  });

  it('offers someone signed in the dashboard, symptoms, history and find care, without Pro when they lack test access', async () => {
    jest.useFakeTimers();
    routeFetch({ 'GET /api/pro/subscription': jsonResponse(subscriptionOf({ testAccess: false })) });
    await renderSite(`/${language}/${SLUGS[language].history}`, { user: TEST_USER });
    await act(() => jest.advanceTimersByTimeAsync(SUBSCRIPTION_FIRST_CHECK_MS));
    jest.useRealTimers();
    await screen.findByRole('heading', { name: `mf_account/HistoryPage in ${language}` });

    expect(navLinks(language)).toEqual([
      [nav.dashboard, `/${language}`],
      [nav.symptoms, pathFor(language, 'symptoms')],
      [nav.history, pathFor(language, 'history')],
      [nav['find-care'], pathFor(language, 'find-care')],
    ]);
    expect(current(language)).toEqual([nav.history]);
  });
});

describe('the Pro entry', () => {
  it('appears for a test-access user, by the same rule as the user menu', async () => {
    jest.useFakeTimers();
    routeFetch({ 'GET /api/pro/subscription': jsonResponse(subscriptionOf()) });
    await renderSite('/de/verlauf', { user: TEST_USER });
    await act(() => jest.advanceTimersByTimeAsync(SUBSCRIPTION_FIRST_CHECK_MS));
    jest.useRealTimers();
    await screen.findByRole('heading', { name: 'mf_account/HistoryPage in de' });

    expect(within(mainNav('de')).getByRole('link', { name: common.de.nav.pro })).toHaveAttribute('href', '/de/vitalia-pro');
  });

  it('marks the dashboard as current on the home page of someone signed in', async () => {
    routeFetch({
      'GET /api/account/dashboard': jsonResponse({ greetingName: 'Ana', screenings: 0, exams: 0 }),
      'GET /api/pro/subscription': jsonResponse(subscriptionOf({ testAccess: false })),
    });
    await renderSite('/fr', { user: TEST_USER });
    expect(current('fr')).toEqual([common.fr.nav.dashboard]);
  });
});

describe.each(LANGUAGES)('the phone menu button in %s', (language) => {
  it('has a localised label and opens and closes the section list', async () => {
    const user = userEvent.setup();
    await renderSite(`/${language}/${SLUGS[language].privacy}`);
    const button = menuButton(language);
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(mainNav(language)).toContainElement(list);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open', 'true');

    await user.tab();
    expect(within(list).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('the phone menu', () => {
  it('closes when a section is chosen', async () => {
    const user = userEvent.setup();
    await renderSite('/en/privacy-policy');
    const button = menuButton('en');
    await user.click(button);
    await user.click(within(mainNav('en')).getByRole('link', { name: common.en.nav.symptoms }));

    expect(await screen.findByRole('heading', { name: 'mf_symptoms/SymptomsPage in en' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside it', async () => {
    const user = userEvent.setup();
    await renderSite('/en/privacy-policy');
    const button = menuButton('en');
    await user.click(button);
    await user.click(screen.getByRole('main'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
