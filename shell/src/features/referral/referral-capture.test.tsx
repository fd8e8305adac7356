import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemotePageProps } from '@app/contracts';
import { auth, common } from '@app/i18n';
import { jsonResponse } from '@app/ui/testing';
import { TEST_SESSION, TEST_USER, apiError, callsTo, routeFetch } from '../../testing/fake-identity';
import { renderSite, setDeviceLanguages } from '../../testing/render-app';
import { useReferralNotice } from './referral-notice';
import { REFERRAL_STORAGE_KEY, keepReferralCode, storedReferralCode } from './referral-storage';

jest.mock('../remotes/load-remote-module', () => ({
  loadRemoteModule: jest.fn(
    async (remote: string, module: string) =>
      function FakeRemote({ language }: RemotePageProps) {
        return <h1>{`${remote}/${module} in ${language}`}</h1>;
      },
  ),
}));

const bodies = (fetchMock: jest.Mock, route: string) => callsTo(fetchMock, route).map(([, init]) => JSON.parse(String(init?.body)));
const visitRecorded = { 'POST /api/sharing/referral-visits': jsonResponse({}, 201) };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setDeviceLanguages(['en-US']);
  useReferralNotice.setState({ shown: false });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('a page opened with ?ref=CODE', () => {
  it('reports the visit once, with the link’s utm values, and keeps the code', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch(visitRecorded);
    const search = '?ref=FRIEND42&utm_source=share&utm_medium=social&utm_campaign=history_unlock';
    const view = await renderSite(`/en/symptom-analysis${search}`);
    await screen.findByRole('heading', { name: 'mf_symptoms/SymptomsPage in en' });
    await waitFor(() => expect(storedReferralCode()).toBe('FRIEND42'));
    expect(bodies(fetchMock, 'POST /api/sharing/referral-visits')).toEqual([
      { code: 'FRIEND42', utmSource: 'share', utmMedium: 'social', utmCampaign: 'history_unlock' },
    ]);
    const [, init] = callsTo(fetchMock, 'POST /api/sharing/referral-visits')[0]!;
    expect(init).toMatchObject({ credentials: 'same-origin', headers: expect.objectContaining({ 'X-Language': 'en' }) });

    // A language switch keeps ?ref in the address, and so does a reload: neither reports it again.
    await user.selectOptions(screen.getByLabelText(common.en.header.languagePicker), 'pt');
    await screen.findByRole('heading', { name: 'mf_symptoms/SymptomsPage in pt' });
    expect(screen.getByTestId('current-path')).toHaveTextContent(`/pt/triagem-de-sintomas${search}`);
    view.unmount();
    await renderSite(`/en/symptom-analysis${search}`);
    await screen.findByRole('heading', { name: 'mf_symptoms/SymptomsPage in en' });
    expect(callsTo(fetchMock, 'POST /api/sharing/referral-visits')).toHaveLength(1);
    expect(screen.queryByText(common.en.referral.invalidCode)).not.toBeInTheDocument();
  });

  it('sends the kept code after the visitor signs in, then forgets it', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      ...visitRecorded,
      'POST /api/identity/login': jsonResponse(TEST_SESSION),
      'GET /api/identity/me': jsonResponse(TEST_USER),
      'POST /api/sharing/referrals': jsonResponse({ status: 'registered' }, 201),
    });
    await renderSite('/en/history?ref=FRIEND42');
    await waitFor(() => expect(storedReferralCode()).toBe('FRIEND42'));
    expect(callsTo(fetchMock, 'POST /api/sharing/referrals')).toHaveLength(0);

    await user.type(await screen.findByLabelText(auth.en.fields.email), TEST_USER.email);
    await user.type(screen.getByLabelText(auth.en.fields.password), 'correct horse');
    await user.click(screen.getByRole('button', { name: auth.en.login.submit }));

    await waitFor(() => expect(bodies(fetchMock, 'POST /api/sharing/referrals')).toEqual([{ code: 'FRIEND42' }]));
    await waitFor(() => expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/sharing/referral-visits')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'mf_account/HistoryPage in en' })).toBeInTheDocument();
  });

  it('an unknown code (404) only warns, in the page language; the page works and nothing is kept', async () => {
    const user = userEvent.setup();
    routeFetch({ 'POST /api/sharing/referral-visits': apiError(404, 'not_found', 'Unknown referral code') });
    await renderSite('/de/symptom-analyse?ref=NOPE1234');
    expect(await screen.findByText(common.de.referral.invalidCode)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'mf_symptoms/SymptomsPage in de' })).toBeInTheDocument();
    expect(storedReferralCode()).toBeUndefined();
    await user.click(screen.getByRole('button', { name: common.de.referral.dismiss }));
    expect(screen.queryByText(common.de.referral.invalidCode)).not.toBeInTheDocument();
  });

  it('a malformed code warns without asking the service', async () => {
    const fetchMock = routeFetch({});
    await renderSite('/fr/analyse-de-symptomes?ref=%3Cscript%3E');
    expect(await screen.findByText(common.fr.referral.invalidCode)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'mf_symptoms/SymptomsPage in fr' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the code when the service is unavailable (503), without a warning', async () => {
    routeFetch({ 'POST /api/sharing/referral-visits': apiError(503, 'service_unavailable', 'down') });
    await renderSite('/en/symptom-analysis?ref=FRIEND42');
    await screen.findByRole('heading', { name: 'mf_symptoms/SymptomsPage in en' });
    await waitFor(() => expect(storedReferralCode()).toBe('FRIEND42'));
    expect(screen.queryByText(common.en.referral.invalidCode)).not.toBeInTheDocument();
  });
});

describe('a kept referral code at sign-in', () => {
  it('is kept when the sharing service answers 503, for the next sign-in', async () => {
    keepReferralCode('FRIEND42');
    const fetchMock = routeFetch({
      'GET /api/identity/me': jsonResponse(TEST_USER),
      'POST /api/sharing/referrals': apiError(503, 'service_unavailable', 'down'),
    });
    await renderSite('/en/history', { user: 'unloaded' });
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/sharing/referrals')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'mf_account/HistoryPage in en' });
    expect(storedReferralCode()).toBe('FRIEND42');
  });

  it('is forgotten silently when it is the user’s own code (422)', async () => {
    keepReferralCode('MYOWNCODE');
    routeFetch({
      'GET /api/identity/me': jsonResponse(TEST_USER),
      'POST /api/sharing/referrals': apiError(422, 'self_referral', 'Own code'),
    });
    await renderSite('/es/historial', { user: 'unloaded' });
    await screen.findByRole('heading', { name: 'mf_account/HistoryPage in es' });
    await waitFor(() => expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull());
    expect(screen.queryByText(common.es.referral.invalidCode)).not.toBeInTheDocument();
  });
});
