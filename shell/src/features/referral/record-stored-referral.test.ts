import { jsonResponse, mockFetch, sentBody } from '@app/ui/testing';
import { REFERRAL_KEPT_MS, REFERRAL_STORAGE_KEY, keepReferralCode, storedReferralCode } from './referral-storage';
import { recordStoredReferral } from './record-stored-referral';

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

it('a browser that kept no referral code asks nothing', async () => {
  const fetchMock = mockFetch();
  await recordStoredReferral('en');
  expect(fetchMock).not.toHaveBeenCalled();
});

it.each([
  [201, 'recorded'],
  [200, 'already recorded for this account'],
  [404, 'an unknown or inactive code'],
  [422, 'the user’s own code'],
])('sends the kept code and forgets it on %s (%s)', async (status) => {
  keepReferralCode('FRIEND42');
  const fetchMock = mockFetch(jsonResponse(status < 300 ? { status: 'registered' } : { error: { code: 'x', message: 'x' } }, status));
  await recordStoredReferral('pt');
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/sharing/referrals',
    expect.objectContaining({ method: 'POST', credentials: 'same-origin', headers: expect.objectContaining({ 'X-Language': 'pt' }) }),
  );
  expect(sentBody(fetchMock)).toEqual({ code: 'FRIEND42' });
  expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
});

it.each([
  ['a 503', jsonResponse({ error: { code: 'service_unavailable', message: 'down' } }, 503)],
  ['a network failure', new TypeError('Failed to fetch')],
])('keeps the code after %s, for the next sign-in', async (_case, answer) => {
  keepReferralCode('FRIEND42');
  mockFetch(answer);
  await recordStoredReferral('de');
  expect(storedReferralCode()).toBe('FRIEND42');
});

it('a code kept more than 30 days ago is forgotten, not sent', async () => {
  keepReferralCode('FRIEND42', Date.now() - REFERRAL_KEPT_MS - 1000);
  const fetchMock = mockFetch();
  await recordStoredReferral('fr');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
});

it('two sign-in paths finishing together send the code once', async () => {
  keepReferralCode('FRIEND42');
  const fetchMock = mockFetch(jsonResponse({ status: 'registered' }, 201));
  await Promise.all([recordStoredReferral('en'), recordStoredReferral('en')]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
