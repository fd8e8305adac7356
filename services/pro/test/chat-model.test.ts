import { randomUUID } from 'node:crypto';
import { chatExchangeSchema, type RecentAnalysis } from '@app/contracts';
import {
  aUser,
  captureLogs,
  scriptedServer,
  type ScriptedServer,
  startTestIdentity,
  startTestService,
  testDatabases,
  type TestUser,
} from '@app/service-kit/testing';
import { localisedTexts } from '@app/triage';
import { createProService } from '../src/app';
import { chat, completion, startProTestSite, type ProTestSite } from './support';

/** What the stand-in model says to anything: never what the engine would say. */
const MODEL_SAYS = 'MODEL: nothing to worry about, just have some rest.';

interface CompletionRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
}

describe.each(testDatabases())('the AI chat with a model (LLM_BASE_URL) on %s', (database) => {
  let site: ProTestSite;
  let model: ScriptedServer;
  let symptoms: ScriptedServer;
  /** The stand-in model's HTTP status; anything but 200 is a provider failure. */
  let modelStatus = 200;
  let user: TestUser;
  const analyses: RecentAnalysis[] = [
    {
      id: randomUUID(),
      createdAt: '2026-11-20T10:00:00.000Z',
      language: 'pt',
      urgency: 'medium',
      symptomsText: 'Dor de garganta e febre',
      topCauses: ['Amigdalite'],
      summary: 'Isto deve ser avaliado por um médico.',
    },
  ];

  beforeAll(async () => {
    model = await scriptedServer(() =>
      modelStatus === 200 ? { json: completion(MODEL_SAYS) } : { status: modelStatus, json: { error: 'overloaded' } },
    );
    symptoms = await scriptedServer(() => ({ json: { analyses } }));
    site = await startProTestSite(database, {
      PRO_TEST_ACCESS: 'open',
      LLM_BASE_URL: `${model.url}/v1`,
      LLM_API_KEY: 'sk-test-key',
      LLM_MODEL: 'test-model',
      SYMPTOMS_URL: symptoms.url,
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await site?.stop();
    await model?.close();
    await symptoms?.close();
  });
  beforeEach(async () => {
    modelStatus = 200;
    user = aUser();
    await site.subscribe(user);
  });

  const sentToModel = (index = -1) => JSON.parse(model.requests.at(index)!.body) as CompletionRequest;

  it.each([
    ['pt', 'Estou com dor no peito que vai para o braço esquerdo', 'Número de emergência: 192.'],
    ['en', 'I have crushing chest pain spreading to my left arm', 'Emergency number: 911.'],
    ['es', 'Tengo dolor en el pecho que se extiende al brazo izquierdo', 'Número de emergencias: 112.'],
    ['de', 'Ich habe Brustschmerzen, die in den linken Arm ausstrahlen', 'Notrufnummer: 112.'],
    ['fr', 'J’ai une douleur dans la poitrine qui irradie dans le bras gauche', 'Numéro d’urgence : 15 / 112.'],
  ] as const)(
    'answers a red flag (%s) at once with the emergency advice and that locale’s number, not the model',
    async (language, message, number) => {
      const asked = model.requests.length;

      const { reply } = await chat(site, user, message, language);

      expect(reply.urgency).toBe('emergency');
      expect(reply.content).toContain(localisedTexts(language).urgencyHeadline.emergency);
      expect(reply.content).toContain(number);
      expect(reply.content).not.toContain('MODEL');
      expect(model.requests).toHaveLength(asked);
    },
  );

  it("gives the emergency number of the browser's region (pt-PT: 112)", async () => {
    const response = await site.asUser(user, '/chat/messages', {
      method: 'POST',
      body: { content: 'Quero me matar', language: 'pt' },
      language: 'pt-PT,pt;q=0.9',
    });
    const { reply } = chatExchangeSchema.parse(await response.json());
    expect(reply.urgency).toBe('emergency');
    expect(reply.content).toContain('Número de emergência: 112.');
    expect(reply.content).toContain('SNS 24');
  });

  it('catches a red flag built over several messages, though the model answered the first', async () => {
    expect((await chat(site, user, 'I have chest pain')).reply.content).toBe(MODEL_SAYS);
    const asked = model.requests.length;

    const { reply } = await chat(site, user, 'it spreads to my left arm');

    expect(reply.urgency).toBe('emergency');
    expect(reply.content).toContain('Chest pain spreading to the arm, jaw, neck or back');
    expect(model.requests).toHaveLength(asked);
  });

  it("lets the model answer, in the user's language, with their recent analyses and the conversation so far", async () => {
    expect((await chat(site, user, 'Olá', 'pt')).reply).toEqual(expect.objectContaining({ role: 'assistant', content: MODEL_SAYS }));
    const { reply } = await chat(site, user, 'O que você acha da minha garganta?', 'pt');
    expect(reply.content).toBe(MODEL_SAYS);
    expect(reply.urgency).toBeUndefined();

    const call = model.requests.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe('Bearer sk-test-key');
    const sent = sentToModel();
    expect(sent.model).toBe('test-model');
    expect(sent.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const system = sent.messages[0]!.content;
    expect(system).toMatch(/never a diagnosis/);
    expect(system).toContain('Portuguese');
    expect(system).toContain('192');
    expect(system).toContain('2026-11-20: "Dor de garganta e febre" (urgency medium; possible causes: Amigdalite)');
    expect(sent.messages.slice(1).map((message) => message.content)).toEqual(['Olá', MODEL_SAYS, 'O que você acha da minha garganta?']);
  });

  it.each([500, 429])('falls back to the built-in assistant when the provider answers %s', async (status) => {
    modelStatus = status;
    const { reply } = await chat(site, user, 'I have chest pain');
    expect(reply.content).toContain('Does the pain spread to the arm, jaw, neck or back?');
    const [row] = await site.service.query<{ meta: { source: string; fallbackFrom: string } }>(
      `select meta from pro.chat_messages where user_id = $1 and role = 'assistant'`,
      [user.userId],
    );
    expect(row?.meta).toEqual(expect.objectContaining({ source: 'builtin', fallbackFrom: 'model' }));
  });
});

describe.each(testDatabases())('the chat logs on %s', (database) => {
  it('never hold what the user or the assistant wrote, not even when the model fails', async () => {
    const marker = `zq-chat-marker-${randomUUID().slice(0, 8)}`;
    const logs = captureLogs();
    const model = await scriptedServer(() => ({ status: 500, json: { error: marker } }));
    const identity = await startTestIdentity();
    const service = await startTestService(createProService, {
      database,
      logs: logs.destination,
      env: { IDENTITY_JWKS_URL: identity.jwksUrl, PRO_TEST_ACCESS: 'open', LLM_BASE_URL: model.url, SYMPTOMS_URL: 'http://127.0.0.1:9' },
    });
    try {
      const user = aUser();
      await service.query(`insert into pro.subscribers (user_id, email, status) values ($1, $2, 'active')`, [user.userId, user.email]);
      const response = await service.request('/api/pro/chat/messages', {
        method: 'POST',
        headers: { Authorization: `Bearer ${await identity.tokenFor(user)}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ content: `I have a headache and ${marker}`, language: 'en' }),
      });
      expect(response.status).toBe(201);

      const messages = logs.lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages).toEqual(expect.arrayContaining(['chat model failed; the built-in assistant answered', 'chat reply']));
      expect(logs.lines.filter((line) => line.includes(marker))).toEqual([]);
    } finally {
      await service.stop();
      await identity.stop();
      await model.close();
    }
  });
});
