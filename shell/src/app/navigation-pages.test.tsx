import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { LANGUAGES, type RemotePageProps } from '@app/contracts';
import { SLUGS, auth, common, legal, meta } from '@app/i18n';
import { jsonResponse, subscriptionOf } from '@app/ui/testing';
import { TEST_USER, routeFetch } from '../testing/fake-identity';
import { renderSite, setDeviceLanguages } from '../testing/render-app';

/** How often a stand-in remote page was mounted: a language switch must not mount it again. */
let mounts = 0;

jest.mock('../features/remotes/load-remote-module', () => ({
  loadRemoteModule: jest.fn(
    async (remote: string, module: string) =>
      function FakeRemote({ language, apiBase }: RemotePageProps) {
        useEffect(() => {
          mounts += 1;
        }, []);
        return (
          <>
            <h1>{`${remote}/${module} in ${language} from ${apiBase}`}</h1>
            <label>
              Symptoms
              <textarea />
            </label>
          </>
        );
      },
  ),
}));

const path = () => screen.getByTestId('current-path').textContent;

beforeEach(() => {
  mounts = 0;
  localStorage.clear();
  setDeviceLanguages(['en-US']);
});

describe.each(LANGUAGES)('in %s', (language) => {
  it('the footer links to the terms of use, a page of their own with the header', async () => {
    const user = userEvent.setup();
    await renderSite(`/${language}/${SLUGS[language].privacy}`);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: common[language].footer.privacyLink })).toBeInTheDocument();
    await user.click(within(footer).getByRole('link', { name: common[language].footer.termsLink }));

    expect(path()).toBe(`/${language}/${SLUGS[language].terms}`);
    expect(await screen.findByRole('heading', { level: 1, name: legal[language].terms.title })).toBeInTheDocument();
    expect(screen.getByText(legal[language].terms.lastUpdated)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: common[language].header.mainNav })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(meta[language].pages.terms.title));
  });

  it('find care is public, with the header, served by mf-symptoms', async () => {
    await renderSite(`/${language}/${SLUGS[language]['find-care']}`);
    expect(await screen.findByRole('heading', { name: `mf_symptoms/FindCarePage in ${language} from /api/symptoms` })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: common[language].header.mainNav });
    expect(within(nav).getByRole('link', { name: common[language].nav['find-care'] })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe(meta[language].pages['find-care'].title));
  });

  it('exam analysis asks a visitor to log in, and shows mf-account’s page to someone signed in', async () => {
    const at = `/${language}/${SLUGS[language]['exam-analysis']}`;
    const visitor = await renderSite(at);
    expect(await screen.findByRole('heading', { name: auth[language].title })).toBeInTheDocument();
    expect(path()).toBe(at);
    visitor.unmount();

    routeFetch({ 'GET /api/pro/subscription': jsonResponse(subscriptionOf({ testAccess: false })) });
    await renderSite(at, { user: TEST_USER });
    expect(await screen.findByRole('heading', { name: `mf_account/ExamsPage in ${language} from /api/account` })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(meta[language].pages['exam-analysis'].title));
  });

  it('the reset page has the header, with the way home', async () => {
    setDeviceLanguages([language]);
    await renderSite('/reset-password', { initialLanguage: language });
    expect(await screen.findByRole('heading', { level: 1, name: common[language].resetPassword.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: common[language].header.logoAlt })).toHaveAttribute('href', `/${language}`);
    expect(screen.getByRole('navigation', { name: common[language].header.mainNav })).toBeInTheDocument();
  });
});

describe('switching language', () => {
  it('keeps the page and what was typed: the remote page stays mounted and gets the new language', async () => {
    const user = userEvent.setup();
    await renderSite('/en/symptom-analysis');
    await screen.findByRole('heading', { name: 'mf_symptoms/SymptomsPage in en from /api/symptoms' });
    await user.type(screen.getByLabelText('Symptoms'), 'headache since this morning');

    await user.selectOptions(screen.getByLabelText(common.en.header.languagePicker), 'de');
    await waitFor(() => expect(path()).toBe('/de/symptom-analyse'));
    expect(await screen.findByRole('heading', { name: 'mf_symptoms/SymptomsPage in de from /api/symptoms' })).toBeInTheDocument();
    expect(screen.getByLabelText('Symptoms')).toHaveValue('headache since this morning');
    expect(mounts).toBe(1);
  });

  it.each([
    ['terms', 'fr'],
    ['find-care', 'pt'],
    ['exam-analysis', 'es'],
  ] as const)('from the %s page lands on the same page in %s', async (page, next) => {
    const user = userEvent.setup();
    await renderSite(`/en/${SLUGS.en[page]}`);
    await screen.findByRole('heading', { level: 1 });
    await user.selectOptions(screen.getByLabelText(common.en.header.languagePicker), next);
    await waitFor(() => expect(path()).toBe(`/${next}/${SLUGS[next][page]}`));
  });

  it('on the reset page stays there, in the new language', async () => {
    const user = userEvent.setup();
    await renderSite('/reset-password');
    await user.selectOptions(screen.getByLabelText(common.en.header.languagePicker), 'es');
    expect(await screen.findByRole('heading', { level: 1, name: common.es.resetPassword.title })).toBeInTheDocument();
    expect(path()).toBe('/reset-password');
  });
});
