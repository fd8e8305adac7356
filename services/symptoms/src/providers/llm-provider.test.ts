import type { ProviderRequest } from './analysis-provider';
import { llmProvider } from './llm-provider';
import { ProviderError } from './provider-error';
import { SPEC_ATTEMPTS } from './retry';
import { scriptedServer, type Reply, type ScriptedServer } from '@app/service-kit/testing';

const request: ProviderRequest = {
  text: 'Fieber und Husten seit drei Tagen',
  language: 'de',
  context: { age: 34 },
  requestId: 'req-llm-1',
  userAgent: 'jest',
};

/** An OpenAI-compatible chat completion whose message content is `content`. */
function completion(content: string): Reply {
  return {
    json: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    },
  };
}

const ANALYSIS = {
  urgency: 'medium',
  possibleCauses: [
    { name: 'Akute Bronchitis', likelihood: 0.6 },
    { name: 'Grippe', likelihood: 0.3 },
  ],
  nextSteps: ['Innerhalb von 24 Stunden ärztlich abklären lassen'],
  recommendations: ['Viel trinken'],
  summary: 'Wahrscheinlich ein Atemwegsinfekt.',
};

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function provider(baseUrl: string, timeoutMs = 2_000) {
  return llmProvider({
    baseUrl,
    apiKey: 'sk-test',
    model: 'test-model',
    timeoutMs,
    retry: { attempts: SPEC_ATTEMPTS, baseDelayMs: 5 },
    allowPrivateNetwork: true,
  });
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the LLM provider against a real OpenAI-compatible endpoint', () => {
  it('POSTs a chat completion asking for a JSON analysis and reads the message content', async () => {
    server = await scriptedServer([completion(JSON.stringify(ANALYSIS))]);

    const answer = await provider(`${server.url}/v1/`).analyze(request);

    expect(answer).toEqual({
      urgency: 'medium',
      possibleCauses: [
        { name: 'Akute Bronchitis', likelihood: 0.6 },
        { name: 'Grippe', likelihood: 0.3 },
      ],
      nextSteps: ['Innerhalb von 24 Stunden ärztlich abklären lassen'],
      recommendations: ['Viel trinken'],
      summary: 'Wahrscheinlich ein Atemwegsinfekt.',
    });
    const [received] = server.requests;
    expect(received?.path).toBe('/v1/chat/completions');
    expect(received?.headers.authorization).toBe('Bearer sk-test');
    const body = JSON.parse(received?.body ?? '') as {
      model: string;
      response_format: unknown;
      messages: Array<{ role: string; content: string }>;
    };
    expect(body.model).toBe('test-model');
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('German') });
    expect(body.messages[1]).toMatchObject({ role: 'user', content: expect.stringContaining('Fieber und Husten seit drei Tagen') });
    expect(body.messages[1]?.content).toContain('"age":34');
  });

  it('reads content wrapped in a markdown fence with Portuguese keys', async () => {
    server = await scriptedServer([
      completion(
        '```json\n{"nivelUrgencia": "alta", "possiveisCausas": "1. Pneumonia", "proximosPassos": "- Procure atendimento hoje"}\n```',
      ),
    ]);
    expect(await provider(server.url).analyze(request)).toEqual({
      urgency: 'high',
      possibleCauses: [{ name: 'Pneumonia' }],
      nextSteps: ['Procure atendimento hoje'],
    });
  });

  it('retries a 5xx and takes the third answer', async () => {
    server = await scriptedServer([
      { status: 500, json: { error: { message: 'overloaded' } } },
      { status: 503, text: '' },
      completion(JSON.stringify(ANALYSIS)),
    ]);
    expect((await provider(server.url).analyze(request)).urgency).toBe('medium');
    expect(server.requests).toHaveLength(3);
  });

  it('counts a completion without an analysis in it as invalid data', async () => {
    server = await scriptedServer([completion('I am sorry, I cannot help with that.')]);
    expect((await failure(provider(server.url).analyze(request))).category).toBe('invalidData');
    expect(server.requests).toHaveLength(3);
  });

  it('counts a body that is not a chat completion as invalid data', async () => {
    server = await scriptedServer([{ text: '<html>gateway error</html>', contentType: 'text/html' }]);
    expect((await failure(provider(server.url).analyze(request))).category).toBe('invalidData');
  });

  it('gives up with the timeout category when the model is too slow', async () => {
    server = await scriptedServer([{ ...completion(JSON.stringify(ANALYSIS)), delayMs: 1_000 }]);
    expect((await failure(provider(server.url, 60).analyze(request))).category).toBe('timeout');
    expect(server.requests).toHaveLength(3);
  });

  it('gives up with the network category after connection resets', async () => {
    server = await scriptedServer([{ reset: true }]);
    expect((await failure(provider(server.url).analyze(request))).category).toBe('network');
  });

  it('does not retry a 401 (a wrong key stays wrong)', async () => {
    server = await scriptedServer([{ status: 401, json: { error: { message: 'invalid api key' } } }]);
    expect((await failure(provider(server.url).analyze(request))).category).toBe('general');
    expect(server.requests).toHaveLength(1);
  });
});
