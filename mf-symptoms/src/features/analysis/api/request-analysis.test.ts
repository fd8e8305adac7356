import { AnalysisError } from './analysis-error';
import { requestAnalysis } from './request-analysis';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function answer(status: number, json: () => Promise<unknown>) {
  fetchMock.mockResolvedValue({ ok: status >= 200 && status < 300, status, json } as Response);
}

async function categoryOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AnalysisError);
  return (error as AnalysisError).category;
}

const request = () => requestAnalysis({ apiBase: '/api/symptoms', text: 'headache', language: 'en' });

describe('requestAnalysis', () => {
  it('returns the analysis when the service answers with an id', async () => {
    answer(201, async () => ({ id: 'a1', urgencyLevel: 'low' }));
    await expect(request()).resolves.toEqual({ id: 'a1', urgencyLevel: 'low' });
  });

  it.each([
    ['a 400 validation error', 400, { error: { code: 'validation', message: 'too short' } }, 'validation'],
    ['a 400 of another kind', 400, { error: { code: 'bad_json', message: 'bad' } }, 'general'],
    ['a server error', 500, { error: { code: 'internal', message: 'boom' } }, 'general'],
    ['a gateway timeout', 504, { error: { code: 'unavailable', message: 'slow' } }, 'timeout'],
    ['a success without an id', 200, { urgencyLevel: 'low' }, 'invalidData'],
  ] as const)('maps %s to the %s message', async (_name, status, body, category) => {
    answer(status, async () => body);
    expect(await categoryOf(request())).toBe(category);
  });

  it('treats a body that is not JSON as incomplete data', async () => {
    answer(200, () => Promise.reject(new SyntaxError('Unexpected token <')));
    expect(await categoryOf(request())).toBe('invalidData');
  });

  it('maps a failed fetch to the connection message and an abort to the timeout message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await categoryOf(request())).toBe('network');

    fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted.', 'AbortError'));
    expect(await categoryOf(request())).toBe('timeout');
  });

  it('does not call the service while the browser is offline', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await categoryOf(request())).toBe('network');
    expect(fetchMock).not.toHaveBeenCalled();
    onLine.mockRestore();
  });
});
