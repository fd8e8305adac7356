import type { ProviderRequest } from './analysis-provider';
import { ProviderError } from './provider-error';
import { SPEC_ATTEMPTS, type RetryPolicy } from './retry';
import { webhookProvider, WEBHOOK_PAYLOAD_VERSION } from './webhook-provider';
import { scriptedServer, type Reply, type ScriptedServer } from '@app/service-kit/testing';

const request: ProviderRequest = {
  text: 'dor de cabeça forte há dois dias',
  language: 'pt',
  requestId: 'req-123',
  userAgent: 'Mozilla/5.0 (jest)',
};

const ANSWER = { nivelUrgencia: 'média', possiveisCausas: ['Enxaqueca'], proximosPassos: ['Repouso'] };

let servers: ScriptedServer[] = [];
async function serve(...script: Reply[]) {
  const server = await scriptedServer(script);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

function provider(urls: { pt: string } & Record<string, string>, { timeoutMs = 2_000, waits = [] as number[] } = {}) {
  const retry: RetryPolicy = { attempts: SPEC_ATTEMPTS, baseDelayMs: 10, wait: async (ms) => void waits.push(ms) };
  return webhookProvider({ urls, timeoutMs, retry, allowPrivateNetwork: true, now: () => new Date('2026-03-01T10:00:00.000Z') });
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the analysis webhook provider (spec §7, §9) against a real HTTP server', () => {
  it('POSTs the spec body and headers to the URL of the request language', async () => {
    const pt = await serve({ json: {} });
    const en = await serve({ json: ANSWER });

    await provider({ pt: pt.url, en: `${en.url}/webhook/en` }).analyze({ ...request, text: '  headache since Monday  ', language: 'en' });

    expect(pt.requests).toHaveLength(0);
    const [received] = en.requests;
    expect(received?.method).toBe('POST');
    expect(received?.path).toBe('/webhook/en');
    expect(received?.headers['content-type']).toBe('application/json');
    expect(received?.headers['x-request-id']).toBe('req-123');
    expect(received?.headers['x-language']).toBe('en');
    expect(received?.headers['x-source']).toBe('web');
    expect(JSON.parse(received?.body ?? '')).toEqual({
      sintomas: 'headache since Monday',
      idioma: 'en',
      requestId: 'req-123',
      timestamp: '2026-03-01T10:00:00.000Z',
      userAgent: 'Mozilla/5.0 (jest)',
      source: 'web',
      version: WEBHOOK_PAYLOAD_VERSION,
    });
  });

  it('sends a language without its own URL to the pt URL', async () => {
    const pt = await serve({ json: ANSWER });
    await provider({ pt: pt.url }).analyze({ ...request, language: 'de' });
    expect(pt.requests).toHaveLength(1);
    expect(pt.requests[0]?.headers['x-language']).toBe('de');
  });

  it.each<[string, Reply]>([
    ['pt JSON', { json: ANSWER }],
    ['en JSON', { json: { urgencyLevel: 'medium', possibleCauses: [{ name: 'Enxaqueca', likelihood: 0.6 }], nextSteps: 'Repouso' } }],
    ['snake_case JSON', { json: { nivel_urgencia: 'Moderada', possiveis_causas: '1. Enxaqueca', proximos_passos: '- Repouso' } }],
    ['alternate spellings', { json: { urgencia: 'media', causas: 'Enxaqueca', passos: 'Repouso' } }],
    ['fuzzy keys', { json: { urgencyRating: 'moderate', likelyCauses: ['Enxaqueca'], stepsToFollow: ['Repouso'] } }],
    ['a nested answer', { json: [{ output: { result: ANSWER } }] }],
    ['JSON sent as text', { text: JSON.stringify(ANSWER), contentType: 'text/plain' }],
    ['a plain-text report', { text: 'Nível de urgência: média\nPossíveis causas:\n• Enxaqueca\nPróximos passos:\n1) Repouso' }],
  ])('reads %s', async (_shape, reply) => {
    const server = await serve(reply);
    const answer = await provider({ pt: server.url }).analyze(request);
    expect(answer).toMatchObject({
      urgency: 'medium',
      possibleCauses: [expect.objectContaining({ name: 'Enxaqueca' })],
      nextSteps: ['Repouso'],
    });
  });

  it('answers an unusable body with no analysis fields (the caller fills the spec defaults), without retrying', async () => {
    const server = await serve({ text: '{"nivelUrgencia": "alta", "possiveis', contentType: 'application/json' });
    expect(await provider({ pt: server.url }).analyze(request)).toEqual({});
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 5xx twice, waiting 1 × then 2 × the base delay, and takes the third answer', async () => {
    const waits: number[] = [];
    const server = await serve({ status: 503, text: 'busy' }, { status: 500, json: { error: 'boom' } }, { json: ANSWER });

    const answer = await provider({ pt: server.url }, { waits }).analyze(request);

    expect(answer.urgency).toBe('medium');
    expect(server.requests).toHaveLength(3);
    expect(waits).toEqual([10, 20]);
    expect(new Set(server.requests.map((received) => JSON.parse(received.body).requestId))).toEqual(new Set(['req-123']));
  });

  it('waits for real between attempts with the spec back-off (base × attempt number)', async () => {
    const server = await serve({ status: 500, text: '' }, { status: 500, text: '' }, { json: ANSWER });
    const real = webhookProvider({
      urls: { pt: server.url },
      timeoutMs: 2_000,
      retry: { attempts: SPEC_ATTEMPTS, baseDelayMs: 60 },
      allowPrivateNetwork: true,
    });

    await real.analyze(request);

    const [first, second, third] = server.requests.map((received) => received.at);
    expect(second! - first!).toBeGreaterThanOrEqual(55);
    expect(third! - second!).toBeGreaterThanOrEqual(115);
  });

  it('gives up with the timeout category after 3 answers slower than the timeout', async () => {
    const server = await serve({ json: ANSWER, delayMs: 1_000 });
    const error = await failure(provider({ pt: server.url }, { timeoutMs: 80 }).analyze(request));
    expect(error.category).toBe('timeout');
    expect(server.requests).toHaveLength(3);
  });

  it('gives up with the network category after 3 connection resets', async () => {
    const server = await serve({ reset: true });
    const error = await failure(provider({ pt: server.url }).analyze(request));
    expect(error.category).toBe('network');
    expect(server.requests).toHaveLength(3);
  });

  it('recovers when a connection reset is followed by an answer', async () => {
    const server = await serve({ reset: true }, { json: ANSWER });
    expect((await provider({ pt: server.url }).analyze(request)).urgency).toBe('medium');
  });

  it('gives up with the network category when nothing listens', async () => {
    const server = await serve({ json: ANSWER });
    await server.close();
    servers = [];
    expect((await failure(provider({ pt: server.url }).analyze(request))).category).toBe('network');
  });

  it('gives up with the general category after 3 server errors', async () => {
    const server = await serve({ status: 502, text: 'Bad gateway' });
    const error = await failure(provider({ pt: server.url }).analyze(request));
    expect(error).toMatchObject({ category: 'general', status: 502 });
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 4xx that would be refused again', async () => {
    const server = await serve({ status: 404, json: { message: 'webhook not registered' } });
    expect((await failure(provider({ pt: server.url }).analyze(request))).category).toBe('general');
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 429', async () => {
    const server = await serve({ status: 429, text: 'slow down' }, { json: ANSWER });
    expect((await provider({ pt: server.url }).analyze(request)).urgency).toBe('medium');
    expect(server.requests).toHaveLength(2);
  });

  it('does not follow a redirect', async () => {
    const target = await serve({ json: ANSWER });
    const redirecting = await serve({ status: 302, text: '', headers: { Location: target.url } });
    expect((await failure(provider({ pt: redirecting.url }).analyze(request))).category).toBe('general');
    expect(target.requests).toHaveLength(0);
  });

  it('answers the invalidData category for an empty body', async () => {
    const server = await serve({ text: '' });
    expect((await failure(provider({ pt: server.url }).analyze(request))).category).toBe('invalidData');
  });

  it('answers the invalidData category for a body over 1 MB', async () => {
    const server = await serve({ text: `{"nivelUrgencia":"alta","x":"${'x'.repeat(1_100_000)}"}` });
    expect((await failure(provider({ pt: server.url }).analyze(request))).category).toBe('invalidData');
  });
});
