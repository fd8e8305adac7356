import { AnalysisError } from '../analysis/api/analysis-error';
import { RESUME_ATTEMPTS, sentWhileSettling } from './offline-keeping';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

describe('a kept description sent once the device is back online', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setOnline(true);
  });
  afterEach(() => jest.useRealTimers());

  it('is sent again when the connection that just came back still fails, and the answer is kept', async () => {
    const send = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new AnalysisError('network')).mockResolvedValueOnce('analysis');
    const sent = sentWhileSettling(send, new AbortController().signal);
    await jest.runAllTimersAsync();
    await expect(sent).resolves.toBe('analysis');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it(`shows the connection error after ${RESUME_ATTEMPTS} failed sends`, async () => {
    const send = jest.fn<Promise<string>, []>().mockRejectedValue(new AnalysisError('network'));
    const sent = sentWhileSettling(send, new AbortController().signal);
    const settled = expect(sent).rejects.toMatchObject({ category: 'network' });
    await jest.runAllTimersAsync();
    await settled;
    expect(send).toHaveBeenCalledTimes(RESUME_ATTEMPTS);
  });

  it('is not sent again for an answer of the service, nor once the device is offline again', async () => {
    const refused = jest.fn<Promise<string>, []>().mockRejectedValue(new AnalysisError('invalidData'));
    await expect(sentWhileSettling(refused, new AbortController().signal)).rejects.toMatchObject({ category: 'invalidData' });
    expect(refused).toHaveBeenCalledTimes(1);

    setOnline(false);
    const offline = jest.fn<Promise<string>, []>().mockRejectedValue(new AnalysisError('network'));
    await expect(sentWhileSettling(offline, new AbortController().signal)).rejects.toMatchObject({ category: 'network' });
    expect(offline).toHaveBeenCalledTimes(1);
  });
});
