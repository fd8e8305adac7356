import { sendTelemetry } from './send-telemetry';

describe('sending a telemetry report', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('releases a refused answer unread, so the browser does not keep the request open', async () => {
    const cancel = jest.fn(() => Promise.resolve());
    const refused = { ok: false, status: 429, body: { cancel } } as unknown as Response;
    globalThis.fetch = jest.fn().mockResolvedValue(refused);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    await sendTelemetry('/performance', { metric: 'LCP' }, 'pt');

    expect(cancel).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith('telemetry not recorded', '/performance', 429);
  });
});
