import { analysisSchema } from '@app/contracts';
import { jsonResponse, mockFetch, sentBody } from '@app/ui/testing';
import { lowAnalysis } from '../testing/analysis-fixtures';
import { withHeaders } from '../testing/render-symptoms-page';
import { AnalysisError } from './analysis-error';
import { GUEST_ID_STORAGE_KEY } from '@app/contracts';
import { postToService } from './post-to-service';
import { requestAnalysis } from './request-analysis';

async function categoryOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AnalysisError);
  return (error as AnalysisError).category;
}

const call = () =>
  postToService({ url: '/api/symptoms/analyses', body: { text: 'headache', language: 'en' }, language: 'en', schema: analysisSchema });

afterEach(() => localStorage.clear());

describe('a call to the symptoms service', () => {
  it('returns the analysis when the answer matches the contract', async () => {
    mockFetch(jsonResponse(lowAnalysis));
    await expect(call()).resolves.toEqual(lowAnalysis);
  });

  it('sends the language header and the cookie, and posts the context only when there is one', async () => {
    const fetchMock = mockFetch(jsonResponse(lowAnalysis), jsonResponse(lowAnalysis));
    await requestAnalysis({ apiBase: '/api/symptoms', text: 'cough', language: 'de' });
    await requestAnalysis({ apiBase: '/api/symptoms', text: 'cough', language: 'de', context: { age: 70 } });

    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toMatchObject({ 'X-Language': 'de', 'Content-Type': 'application/json' });
    expect(init.credentials).toBe('same-origin');
    expect(sentBody(fetchMock, 0)).toEqual({ text: 'cough', language: 'de' });
    expect(sentBody(fetchMock, 1)).toEqual({ text: 'cough', language: 'de', context: { age: 70 } });
  });

  it('mirrors the guest id the service sends into local storage', async () => {
    mockFetch(withHeaders(jsonResponse(lowAnalysis), { 'X-Guest-Id': 'guest-123' }));
    await call();
    expect(localStorage.getItem(GUEST_ID_STORAGE_KEY)).toBe('guest-123');
  });

  it.each([
    ['a 400 validation error', 'validation', 400, { error: { code: 'validation', message: 'too short' } }],
    ['a 400 of another kind', 'general', 400, { error: { code: 'bad_json', message: 'bad' } }],
    ['a server error', 'general', 500, { error: { code: 'internal', message: 'boom' } }],
    ['a gateway timeout', 'timeout', 504, { error: { code: 'unavailable', message: 'slow' } }],
    ['a success without an id', 'invalidData', 200, { urgency: 'low' }],
    ['a success with an unknown urgency', 'invalidData', 200, { ...lowAnalysis, urgency: 'alta' }],
  ] as const)('maps %s to the %s message', async (_name, category, status, body) => {
    mockFetch(jsonResponse(body, status));
    expect(await categoryOf(call())).toBe(category);
  });

  it("keeps the service's localised message of a 429", async () => {
    mockFetch(jsonResponse({ error: { code: 'rate_limited', message: 'Muitas solicitações.' } }, 429));
    const error = await call().catch((reason: unknown) => reason);
    expect(error).toMatchObject({ category: 'rateLimited', serverMessage: 'Muitas solicitações.' });
  });

  it('treats a body that is not JSON as incomplete data', async () => {
    mockFetch({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('Unexpected token <')) } as Response);
    expect(await categoryOf(call())).toBe('invalidData');
  });

  it('maps a failed fetch to the connection message and an abort to the timeout message', async () => {
    mockFetch(new TypeError('Failed to fetch'), new DOMException('The operation was aborted.', 'AbortError'));
    expect(await categoryOf(call())).toBe('network');
    expect(await categoryOf(call())).toBe('timeout');
  });

  it('does not call the service while the browser is offline', async () => {
    const fetchMock = mockFetch();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await categoryOf(call())).toBe('network');
    expect(fetchMock).not.toHaveBeenCalled();
    onLine.mockRestore();
  });
});
