import { jsonResponse, mockFetch } from '@app/ui/testing';
import { GUEST_ID_STORAGE_KEY } from '@app/contracts';
import { claimGuestAnalyses } from './claim-guest-analyses';

beforeEach(() => localStorage.clear());

it("a signed-in former guest asks for the guest's analyses and forgets the guest id", async () => {
  localStorage.setItem(GUEST_ID_STORAGE_KEY, 'guest-123');
  const fetchMock = mockFetch(jsonResponse({ moved: 2 }));
  await claimGuestAnalyses('pt');
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/symptoms/analyses/claim',
    expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
  );
  expect(localStorage.getItem(GUEST_ID_STORAGE_KEY)).toBeNull();
});

it('a browser that never analysed as a guest asks nothing', async () => {
  const fetchMock = mockFetch();
  await claimGuestAnalyses('en');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('when the move fails the guest id is kept, so the next sign-in tries again', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.setItem(GUEST_ID_STORAGE_KEY, 'guest-123');
  mockFetch(jsonResponse({ error: { code: 'unavailable', message: 'down' } }, 502));
  await claimGuestAnalyses('de');
  expect(localStorage.getItem(GUEST_ID_STORAGE_KEY)).toBe('guest-123');
});
