import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '@app/contracts';
import type { Language } from '@app/contracts';
import { SLUGS, auth, legal, common, meta } from '@app/i18n';
import type { RemotePageProps } from '@app/contracts';
import { renderSite, setDeviceLanguages } from '../testing/render-app';

jest.mock('../features/remotes/load-remote-module', () => ({
  loadRemoteModule: jest.fn(
    async (remote: string, module: string) =>
      function FakeRemote({ language, apiBase }: RemotePageProps) {
        return (
          <h1>{remote === 'mf_sharing' ? `${remote}/${module} in ${language} from ${apiBase}` : `${remote}/${module} in ${language}`}</h1>
        );
      },
  ),
}));

const path = () => screen.getByTestId('current-path').textContent;

beforeEach(() => {
  localStorage.clear();
  setDeviceLanguages(['en-US']);
});

describe('the root path redirects by device language', () => {
  it.each([
    ['pt', '/pt'],
    ['pt-BR', '/pt'],
    ['pt-PT', '/pt'],
    ['es-ES', '/es'],
    ['de-DE', '/de'],
    ['fr-FR', '/fr'],
    ['en-GB', '/en'],
    ['ja-JP', '/en'],
  ])('a %s device lands on %s', async (device, expected) => {
    setDeviceLanguages([device]);
    await renderSite('/');
    await waitFor(() => expect(path()).toBe(expected));
  });

  it('a language the visitor chose before wins over the device language', async () => {
    localStorage.setItem('vitalia.language', 'fr');
    setDeviceLanguages(['de-DE']);
    await renderSite('/');
    await waitFor(() => expect(path()).toBe('/fr'));
  });
});

describe('every section slug opens its page in its language', () => {
  const cases = LANGUAGES.flatMap((language) => [
    [language, SLUGS[language].symptoms, 'symptoms'] as const,
    [language, SLUGS[language].privacy, 'privacy'] as const,
    ...(['history', 'profile', 'settings', 'pro', 'ai-chat', 'family-profile'] as const).map(
      (section) => [language, SLUGS[language][section], section] as const,
    ),
  ]);

  it.each(cases)('/%s/%s shows the %s page', async (language: Language, slug, section) => {
    await renderSite(`/${language}/${slug}`);
    expect(path()).toBe(`/${language}/${slug}`);
    if (section === 'symptoms') {
      expect(await screen.findByRole('heading', { name: `mf_symptoms/SymptomsPage in ${language}` })).toBeInTheDocument();
    } else if (section === 'privacy') {
      expect(await screen.findByRole('heading', { level: 1, name: legal[language].privacy.title })).toBeInTheDocument();
    } else {
      // Login required (spec §2): a visitor gets the login form in the page's place, at the same address.
      expect(await screen.findByRole('heading', { name: auth[language].title })).toBeInTheDocument();
      expect(await screen.findByRole('tab', { name: auth[language].tabs.login })).toHaveAttribute('aria-selected', 'true');
    }
    await waitFor(() =>
      expect(document.documentElement.lang).toBe({ pt: 'pt-BR', en: 'en-US', es: 'es-ES', de: 'de-DE', fr: 'fr-FR' }[language]),
    );
  });
});

describe('the shared-result page', () => {
  it.each([
    ['pt', '/pt/analise-compartilhada/Ab12Cd'],
    ['fr', '/fr/analyse-partagee/Ab12Cd'],
  ] as const)('is public in %s: a visitor sees mf-sharing’s page with the header, not the login form', async (language, at) => {
    await renderSite(at);
    expect(
      await screen.findByRole('heading', { name: `mf_sharing/SharedResultPage in ${language} from /api/sharing` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: auth[language].title })).not.toBeInTheDocument();
    expect(screen.getByLabelText(common[language].header.languagePicker)).toBeInTheDocument();
    expect(path()).toBe(at);
    await waitFor(() => expect(document.title).toBe(meta[language].pages.sharedResult.title));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('switching language keeps the shared code (and the query)', async () => {
    const user = userEvent.setup();
    await renderSite('/en/shared-analysis/Ab12Cd?utm_source=share');
    await screen.findByRole('heading', { name: 'mf_sharing/SharedResultPage in en from /api/sharing' });
    await user.selectOptions(screen.getByLabelText(common.en.header.languagePicker), 'es');
    await waitFor(() => expect(path()).toBe('/es/analisis-compartido/Ab12Cd?utm_source=share'));
    expect(await screen.findByRole('heading', { name: 'mf_sharing/SharedResultPage in es from /api/sharing' })).toBeInTheDocument();
  });

  it('a shared-result slug of another language is translated, keeping the code', async () => {
    await renderSite('/de/shared-analysis/Ab12Cd');
    await waitFor(() => expect(path()).toBe('/de/geteilte-analyse/Ab12Cd'));
  });
});

describe('paths are rewritten to start with the language', () => {
  it('a slug without a language gets the device language', async () => {
    setDeviceLanguages(['pt-BR']);
    await renderSite('/historico');
    await waitFor(() => expect(path()).toBe('/pt/historico'));
  });

  it('a slug of another language is translated to the path language', async () => {
    await renderSite('/en/historico');
    await waitFor(() => expect(path()).toBe('/en/history'));
  });

  it('an unknown section goes to the 404 page, in the language its path named', async () => {
    await renderSite('/de/gibt-es-nicht');
    await waitFor(() => expect(path()).toBe('/404'));
    expect(await screen.findByRole('heading', { name: common.de.notFound.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: common.de.notFound.homeLink })).toHaveAttribute('href', '/de');
  });

  it('any unknown path goes to the 404 page, which links home and to the pt symptom page', async () => {
    await renderSite('/this/does/not/exist');
    await waitFor(() => expect(path()).toBe('/404'));
    expect(screen.getByRole('link', { name: common.en.notFound.homeLink })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: common.en.notFound.symptomsLink })).toHaveAttribute('href', '/pt/triagem-de-sintomas');
  });

  it('/reset-password opens the password reset page in the device language', async () => {
    setDeviceLanguages(['es-ES']);
    await renderSite('/reset-password');
    expect(await screen.findByRole('heading', { name: common.es.resetPassword.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: auth.es.reset.request.submit })).toBeInTheDocument();
    expect(path()).toBe('/reset-password');
  });

  it('/404 itself shows the not-found page without redirecting', async () => {
    await renderSite('/404');
    expect(await screen.findByRole('heading', { name: common.en.notFound.title })).toBeInTheDocument();
    expect(path()).toBe('/404');
  });

  it('the query string survives a language redirect', async () => {
    await renderSite('/en/historico?ref=abc');
    await waitFor(() => expect(path()).toBe('/en/history?ref=abc'));
  });
});

describe('the language picker', () => {
  it('switching to French on the privacy page opens the French privacy page and remembers French', async () => {
    const user = userEvent.setup();
    await renderSite('/en/privacy-policy');
    await user.selectOptions(screen.getByLabelText(common.en.header.languagePicker), 'fr');
    await waitFor(() => expect(path()).toBe('/fr/politique-de-confidentialite'));
    expect(await screen.findByRole('heading', { level: 1, name: legal.fr.privacy.title })).toBeInTheDocument();
    expect(localStorage.getItem('vitalia.language')).toBe('fr');
  });

  it('switching language on the home page goes to the new language home', async () => {
    const user = userEvent.setup();
    await renderSite('/pt');
    await user.selectOptions(screen.getByLabelText(common.pt.header.languagePicker), 'es');
    await waitFor(() => expect(path()).toBe('/es'));
  });
});

describe('the public home', () => {
  it('shows the welcome, the try-screening button, the symptom service card, the three benefits and the disclaimer', async () => {
    const { i18n } = await renderSite('/de');
    const t = i18n.getFixedT('de', 'home');
    expect(await screen.findByRole('heading', { level: 1, name: t('welcome.title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('tryScreening') })).toHaveAttribute('href', '/de/symptom-analyse');
    expect(screen.getByRole('heading', { name: t('services.symptoms.title') })).toBeInTheDocument();
    for (const key of ['safe', 'available', 'caring']) {
      expect(screen.getByRole('heading', { name: t(`benefits.${key}.title`) })).toBeInTheDocument();
    }
    expect(screen.getByText(t('disclaimer.text'))).toBeInTheDocument();
  });

  it('sets the page title and canonical link of the page in its language', async () => {
    await renderSite('/es/politica-de-privacidad');
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/es\/politica-de-privacidad$/),
    );
    expect(document.title).not.toBe('');
    expect(document.querySelectorAll('link[rel="alternate"][hreflang]').length).toBeGreaterThanOrEqual(5);
  });
});
