import { REMOTE_ANALYTICS_EVENT, analyticsEventInputSchema, sharedResultPath } from '@app/contracts';
import { SLUGS } from '@app/i18n';
import { jsonResponse } from '@app/ui/testing';
import { CONSENT_STORAGE_KEY } from '../cookie-consent/consent-storage';
import { callsTo, routeFetch } from '../../testing/fake-identity';
import { forwardRemoteAnalytics } from './remote-analytics';
import { trackEvent } from './track-event';
import { VISIT_SESSION_KEY } from './visit-session';

const EVENTS = 'POST /api/account/telemetry/events';
const VISIT = '0197a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';

let fetchMock: jest.Mock;
const sent = () => callsTo(fetchMock, EVENTS).map(([, init]) => analyticsEventInputSchema.parse(JSON.parse(String(init?.body))));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(VISIT_SESSION_KEY, VISIT);
  fetchMock = routeFetch({ [EVENTS]: jsonResponse(null, 204) });
});

describe('trackEvent (spec §7 analytics)', () => {
  it.each([
    ['no choice is stored', null],
    ['cookies were refused', 'rejected'],
    ['the stored value is not a consent', 'yes'],
  ])('sends no event when %s', async (_case, stored) => {
    if (stored !== null) localStorage.setItem(CONSENT_STORAGE_KEY, stored);

    await trackEvent({ name: 'page_view' }, 'pt', '/pt/historico');
    await trackEvent({ name: 'login' }, 'pt');

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after cookies were accepted, sends the event with its language, the visit id and the page', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');

    await trackEvent({ name: 'language_change', props: { from: 'pt', to: 'de' } }, 'pt', `/pt/${SLUGS.pt.history}`);

    expect(sent()).toEqual([
      {
        event: { name: 'language_change', props: { from: 'pt', to: 'de' } },
        language: 'pt',
        sessionId: VISIT,
        page: `/pt/${SLUGS.pt.history}`,
      },
    ]);
    const [, init] = callsTo(fetchMock, EVENTS)[0]!;
    expect(init).toMatchObject({ keepalive: true, credentials: 'same-origin', headers: { 'X-Language': 'pt' } });
  });

  it.each([
    ['a shared result, without its code', sharedResultPath('en', 'Ab12Cd'), '/en/shared-analysis'],
    ['an unknown address, as / (it is whatever was typed)', '/en/some/thing/typed', '/'],
    ['a section, without a trailing slash', `/fr/${SLUGS.fr.symptoms}/`, `/fr/${SLUGS.fr.symptoms}`],
    ['the home page', '/de', '/de'],
    ['the 404 page', '/404', '/404'],
  ])('sends the page as its route only: %s', async (_case, path, page) => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    await trackEvent({ name: 'page_view' }, 'en', path);
    expect(sent().map((event) => event.page)).toEqual([page]);
  });

  it('a refused report changes nothing for the user', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(trackEvent({ name: 'login' }, 'es')).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith('telemetry not recorded', '/events', expect.any(TypeError));
  });
});

describe("a remote's analytics events", () => {
  let stop: () => void;
  beforeEach(() => {
    stop = forwardRemoteAnalytics(() => 'fr');
  });
  afterEach(() => stop());

  const announce = (detail: unknown) => window.dispatchEvent(new CustomEvent(REMOTE_ANALYTICS_EVENT, { detail }));

  it("a remote's share event reaches the telemetry endpoint, in the page's language", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');

    announce({ name: 'share', props: { channel: 'whatsapp', content: 'analysis' } });
    announce({ name: 'sharing', props: { action: 'link_created' } });
    await flush();

    expect(sent()).toEqual([
      expect.objectContaining({ event: { name: 'share', props: { channel: 'whatsapp', content: 'analysis' } }, language: 'fr' }),
      expect.objectContaining({ event: { name: 'sharing', props: { action: 'link_created' } }, language: 'fr' }),
    ]);
  });

  it('are not sent without consent either', async () => {
    announce({ name: 'share', props: { channel: 'copy', content: 'referral' } });
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['an event only the shell sends', { name: 'login' }],
    ['free text in the details', { name: 'share', props: { channel: 'copy', content: 'analysis', text: 'my results' } }],
    ['no details', undefined],
  ])('ignores %s', async (_case, detail) => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    announce(detail);
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
