import { performanceMetricInputSchema } from '@app/contracts';
import type { Metric } from 'web-vitals';
import { startWebVitalsReporting } from './web-vitals-reporting';

type Report = (metric: Metric) => void;

/** Stands in for the web-vitals module: keeps each registered callback by metric name. */
function fakeWebVitals() {
  const callbacks = new Map<string, Report>();
  // Each on<Name> of the library takes a callback for its own metric type.
  const on = (name: Metric['name']) => (report: (metric: never) => void) => void callbacks.set(name, report as Report);
  const module = { onLCP: on('LCP'), onCLS: on('CLS'), onINP: on('INP'), onFCP: on('FCP'), onTTFB: on('TTFB') };
  const emit = (name: Metric['name'], value: number) => callbacks.get(name)?.({ name, value } as Metric);
  return { module, callbacks, emit };
}

const fetchMock = jest.fn();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const sentTo = () => fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => ({ url, body: JSON.parse(String(init.body)) }));

let readyState: DocumentReadyState;
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 204 });
  globalThis.fetch = fetchMock;
  readyState = 'complete';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('loads the web-vitals module only after the page has loaded', async () => {
  readyState = 'loading';
  const vitals = fakeWebVitals();
  const load = jest.fn(async () => vitals.module);
  startWebVitalsReporting(() => 'pt', load);
  await flush();
  expect(load).not.toHaveBeenCalled();

  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  await flush();
  expect(load).toHaveBeenCalledTimes(1);
  expect([...vitals.callbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
});

it('reports LCP, CLS, INP, FCP and TTFB as web_vitals.<name> in the current page language', async () => {
  const vitals = fakeWebVitals();
  let language: 'pt' | 'de' = 'pt';
  startWebVitalsReporting(
    () => language,
    async () => vitals.module,
  );
  await flush();

  vitals.emit('LCP', 1830.4);
  vitals.emit('FCP', 912.6);
  vitals.emit('TTFB', 120);
  language = 'de';
  vitals.emit('INP', 64);
  vitals.emit('CLS', 0.0423);
  await flush();

  const sent = sentTo();
  expect(sent.map(({ url }) => url)).toEqual(Array(5).fill('/api/account/telemetry/performance'));
  expect(sent.map(({ body }) => body)).toEqual([
    { operation: 'web_vitals.LCP', durationMs: 1830, language: 'pt', success: true },
    { operation: 'web_vitals.FCP', durationMs: 913, language: 'pt', success: true },
    { operation: 'web_vitals.TTFB', durationMs: 120, language: 'pt', success: true },
    { operation: 'web_vitals.INP', durationMs: 64, language: 'de', success: true },
    // CLS is a score, not a time: kept × 1000 in duration_ms.
    { operation: 'web_vitals.CLS', durationMs: 42, language: 'de', success: true },
  ]);
  for (const { body } of sent) expect(performanceMetricInputSchema.safeParse(body).success).toBe(true);
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(init).toMatchObject({
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-Language': 'pt' },
  });
});

it('warns above the spec §9 thresholds (LCP 2500, CLS 0.1, INP 200) and still reports', async () => {
  const vitals = fakeWebVitals();
  startWebVitalsReporting(
    () => 'en',
    async () => vitals.module,
  );
  await flush();
  vitals.emit('LCP', 2400);
  expect(console.warn).not.toHaveBeenCalled();
  vitals.emit('LCP', 2600);
  vitals.emit('CLS', 0.25);
  vitals.emit('INP', 350);
  expect(console.warn).toHaveBeenCalledTimes(3);
  await flush();
  expect(fetchMock).toHaveBeenCalledTimes(4);
});

it('a module that fails to load, or a report the service refuses, is logged and ignored', async () => {
  startWebVitalsReporting(
    () => 'en',
    () => Promise.reject(new Error('chunk failed')),
  );
  await flush();
  expect(console.warn).toHaveBeenCalledWith('web vitals not measured', expect.any(Error));

  const vitals = fakeWebVitals();
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ ok: false, status: 429 });
  startWebVitalsReporting(
    () => 'en',
    async () => vitals.module,
  );
  await flush();
  expect(() => vitals.emit('LCP', 1000)).not.toThrow();
  expect(() => vitals.emit('FCP', 500)).not.toThrow();
  await flush();
  expect(console.warn).toHaveBeenCalledWith('telemetry not recorded', '/performance', expect.any(TypeError));
  expect(console.warn).toHaveBeenCalledWith('telemetry not recorded', '/performance', 429);
});
