import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@app/contracts';
import { account } from '@app/i18n';
import { jsonResponse, renderInShell } from '@app/ui/testing';
import { apiError, bodiesSentTo, routeFetch } from '../testing/route-fetch';
import { SETTINGS } from '../testing/settings-fixtures';
import ExamsPage from './exams-page';

const LANGUAGES: Language[] = ['pt', 'en', 'es', 'de', 'fr'];

const renderPage = (language: Language) => renderInShell(<ExamsPage language={language} apiBase="/api/account" />, { language });

describe('ExamsPage', () => {
  it.each(LANGUAGES)('says what exam analysis will do and that it is not open yet (%s)', async (language) => {
    routeFetch({ 'GET /api/account/settings': jsonResponse(SETTINGS) });
    await renderPage(language);

    const texts = account[language].exams;
    expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    expect(screen.getByText(texts.badge)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: texts.plans.title })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(texts.plans.items);
    expect(screen.getByText(texts.plans.notYet)).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: texts.notify.label })).not.toBeChecked();
  });

  it('turning "notify me" on saves it in the settings, keeping the other settings, and says so', async () => {
    const fetchMock = routeFetch({
      'GET /api/account/settings': jsonResponse({ ...SETTINGS, theme: 'dark' }),
      'PUT /api/account/settings': jsonResponse({ ...SETTINGS, theme: 'dark', exam_analysis_notify: true }),
    });
    const user = userEvent.setup();
    await renderPage('en');

    const toggle = await screen.findByRole('switch', { name: account.en.exams.notify.label });
    await user.click(toggle);

    expect(await screen.findByText(account.en.exams.notify.savedOn)).toBeInTheDocument();
    expect(screen.getByText(account.en.exams.notify.savedOn).closest('[role="status"]')).not.toBeNull();
    expect(toggle).toBeChecked();
    expect(bodiesSentTo(fetchMock, 'PUT /api/account/settings')).toEqual([{ ...SETTINGS, theme: 'dark', exam_analysis_notify: true }]);
  });

  it('turning it off again says the user will not be notified', async () => {
    routeFetch({
      'GET /api/account/settings': jsonResponse({ ...SETTINGS, exam_analysis_notify: true }),
      'PUT /api/account/settings': jsonResponse(SETTINGS),
    });
    const user = userEvent.setup();
    await renderPage('de');

    const toggle = await screen.findByRole('switch', { name: account.de.exams.notify.label });
    expect(toggle).toBeChecked();
    await user.click(toggle);

    expect(await screen.findByText(account.de.exams.notify.savedOff)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('a failed save shows the failure and puts the switch back', async () => {
    routeFetch({
      'GET /api/account/settings': jsonResponse(SETTINGS),
      'PUT /api/account/settings': jsonResponse({}, 503),
    });
    const user = userEvent.setup();
    await renderPage('fr');

    const toggle = await screen.findByRole('switch', { name: account.fr.exams.notify.label });
    await user.click(toggle);

    expect(await screen.findByRole('alert')).toHaveTextContent(account.fr.exams.notify.failed);
    expect(toggle).not.toBeChecked();
  });

  it("shows the service's own localised message when it gives one", async () => {
    routeFetch({
      'GET /api/account/settings': jsonResponse(SETTINGS),
      'PUT /api/account/settings': apiError(429, 'rate_limited', 'Muitas tentativas. Aguarde um pouco.'),
    });
    const user = userEvent.setup();
    await renderPage('pt');

    await user.click(await screen.findByRole('switch', { name: account.pt.exams.notify.label }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas. Aguarde um pouco.');
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    routeFetch({ 'GET /api/account/settings': [jsonResponse({}, 503), jsonResponse(SETTINGS)] });
    const user = userEvent.setup();
    await renderPage('es');

    expect(await screen.findByText(account.es.exams.notify.loadError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: account.es.common.retry }));

    expect(await screen.findByRole('switch', { name: account.es.exams.notify.label })).not.toBeChecked();
  });
});
