import { screen, within } from '@testing-library/react';
import type { Dashboard, Language } from '@app/contracts';
import { common, pathFor } from '@app/i18n';
import { jsonResponse } from '@app/ui/testing';
import { TEST_USER, routeFetch } from '../../testing/fake-identity';
import { renderSite, setDeviceLanguages } from '../../testing/render-app';

const LANGUAGES: Language[] = ['pt', 'en', 'es', 'de', 'fr'];

function showDashboard(dashboard: Dashboard) {
  routeFetch({ 'GET /api/account/dashboard': jsonResponse(dashboard) });
}

const fill = (template: string, name: string) => template.replace('{{name}}', name);

beforeEach(() => {
  localStorage.clear();
  setDeviceLanguages(['en-US']);
});

describe('the dashboard greeting', () => {
  it.each(LANGUAGES)('welcomes a brand-new user as new (%s)', async (language) => {
    showDashboard({ greetingName: 'Ana', firstVisit: true, screenings: 0, exams: 0 });
    await renderSite(`/${language}`, { user: TEST_USER });

    const texts = common[language].dashboard;
    expect(await screen.findByRole('heading', { level: 1, name: fill(texts.greetingNew, 'Ana') })).toBeInTheDocument();
    expect(screen.getByText(texts.leadNew)).toBeInTheDocument();
    expect(screen.queryByText(texts.lead)).not.toBeInTheDocument();
  });

  it.each(LANGUAGES)('tells a returning user it is good to see them again (%s)', async (language) => {
    showDashboard({ greetingName: 'Ana', firstVisit: false, screenings: 2, exams: 0 });
    await renderSite(`/${language}`, { user: TEST_USER });

    const texts = common[language].dashboard;
    expect(await screen.findByRole('heading', { level: 1, name: fill(texts.greeting, 'Ana') })).toBeInTheDocument();
    expect(screen.getByText(texts.lead)).toBeInTheDocument();
    expect(screen.queryByText(texts.leadNew)).not.toBeInTheDocument();
  });
});

describe('the exams counter and card', () => {
  it('hides the exams counter while the user has no exams, and still links to exam analysis', async () => {
    showDashboard({ greetingName: 'Ana', firstVisit: false, screenings: 3, exams: 0 });
    await renderSite('/pt', { user: TEST_USER });

    const stats = await screen.findByRole('region', { name: common.pt.dashboard.stats.title });
    expect(within(stats).getByText(common.pt.dashboard.stats.screenings).nextElementSibling).toHaveTextContent('3');
    expect(within(stats).queryByText(common.pt.dashboard.stats.exams)).not.toBeInTheDocument();
    expect(screen.getByText(common.pt.dashboard.cards.exams.badge)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: common.pt.dashboard.cards.exams.cta })).toHaveAttribute('href', pathFor('pt', 'exam-analysis'));
  });

  it("shows the count of the user's exams once there are some", async () => {
    showDashboard({ greetingName: 'Ana', firstVisit: false, screenings: 3, exams: 1234 });
    await renderSite('/en', { user: TEST_USER });

    const stats = await screen.findByRole('region', { name: common.en.dashboard.stats.title });
    expect(within(stats).getByText(common.en.dashboard.stats.exams).nextElementSibling).toHaveTextContent('1,234');
  });

  it('greets as returning when an older account service sends no first-visit flag', async () => {
    routeFetch({ 'GET /api/account/dashboard': jsonResponse({ greetingName: 'Ana', screenings: 0, exams: 0 }) });
    await renderSite('/en', { user: TEST_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ana!' })).toBeInTheDocument();
  });
});
