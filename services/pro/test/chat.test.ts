import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGE_MAX_LENGTH, type RecentAnalysis } from '@app/contracts';
import { IN_MEMORY_DATA_DIR, INTERNAL_TOKEN_HEADER, internalToken } from '@app/service-kit';
import { aUser, scriptedServer, type ScriptedServer, testDatabases, type TestUser } from '@app/service-kit/testing';
import { localisedTexts } from '@app/triage';
import { chat, conversation, errorOf, startProTestSite, type ProTestSite } from './support';

const TOKEN = internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR });

const analysis = (overrides: Partial<RecentAnalysis>): RecentAnalysis => ({
  id: randomUUID(),
  createdAt: '2026-11-20T10:00:00.000Z',
  language: 'en',
  urgency: 'medium',
  symptomsText: 'I have a sore throat and fever',
  topCauses: ['Tonsillitis', 'Strep throat'],
  summary: 'This should be checked by a doctor.',
  ...overrides,
});

describe.each(testDatabases())('the built-in AI chat on %s', (database) => {
  let site: ProTestSite;
  let symptoms: ScriptedServer;
  /** The analyses the stand-in symptoms service holds, by user id; a user id missing here gets a 503. */
  const analysesOf = new Map<string, RecentAnalysis[]>();
  let user: TestUser;

  beforeAll(async () => {
    symptoms = await scriptedServer(({ path, headers }) => {
      const userId = /^\/internal\/users\/([^/]+)\/recent-analyses/.exec(path)?.[1] ?? '';
      const analyses = analysesOf.get(userId);
      if (headers[INTERNAL_TOKEN_HEADER.toLowerCase()] !== TOKEN || !analyses) return { status: 503, json: { error: 'down' } };
      return { json: { analyses } };
    });
    site = await startProTestSite(database, { PRO_TEST_ACCESS: 'open', SYMPTOMS_URL: symptoms.url, CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await site?.stop();
    await symptoms?.close();
  });
  beforeEach(async () => {
    user = aUser();
    await site.subscribe(user);
  });

  it("asks the engine's follow-up questions and gives the urgency once the answers are in", async () => {
    const first = await chat(site, user, 'I have a headache');
    expect(first.message).toEqual(expect.objectContaining({ role: 'user', content: 'I have a headache' }));
    expect(first.reply.role).toBe('assistant');
    expect(first.reply.urgency).toBeUndefined();
    expect(first.reply.content).toContain('Is one side of the face drooping, one arm or leg weak, or the speech slurred?');
    expect(first.reply.content).toContain('Answer yes or no.');

    const second = await chat(site, user, 'No');
    expect(second.reply.content).toContain('How old is the person with the symptoms?');
    const third = await chat(site, user, 'I am 35');
    expect(third.reply.content).toContain('How bad is the pain?');

    const assessment = await chat(site, user, 'mild');
    expect(assessment.reply.urgency).toBe('low');
    expect(assessment.reply.content).toContain(localisedTexts('en').urgencyHeadline.low);
    expect(assessment.reply.content).toContain('Tension headache');
    expect(assessment.reply.content).toContain(localisedTexts('en').disclaimer);
  });

  it('accumulates what was said across turns: "yes" to its question makes chest pain an emergency', async () => {
    const first = await chat(site, user, 'I have chest pain');
    expect(first.reply.content).toContain('Does the pain spread to the arm, jaw, neck or back?');
    expect(first.reply.urgency).toBeUndefined();

    const answered = await chat(site, user, 'yes');

    expect(answered.reply.urgency).toBe('emergency');
    expect(answered.reply.content).toContain('Call an ambulance (911) now.');
    expect(answered.reply.content).toContain('Chest pain spreading to the arm, jaw, neck or back');
  });

  it('starts afresh after an assessment: a new topic is not mixed with the last one', async () => {
    await chat(site, user, 'I have chest pain');
    for (const answer of ['no', 'no']) expect((await chat(site, user, answer)).reply.urgency).toBeUndefined();
    expect((await chat(site, user, 'no')).reply.urgency).toBe('low');

    const next = await chat(site, user, 'I have a rash on my arm');

    expect(next.reply.content).toContain('rash');
    expect(next.reply.content).not.toMatch(/chest/i);
  });

  it('tells the user what their last analyses said, in their language', async () => {
    analysesOf.set(user.userId, [
      analysis({
        createdAt: '2026-11-20T10:00:00.000Z',
        urgency: 'medium',
        symptomsText: 'Dor de garganta e febre',
        topCauses: ['Amigdalite'],
      }),
      analysis({ createdAt: '2026-10-02T08:00:00.000Z', urgency: 'low', symptomsText: 'Tosse seca', topCauses: [] }),
    ]);

    const { reply } = await chat(site, user, 'O que dizia minha última análise?', 'pt');

    expect(reply.content).toContain(
      'Sua última análise, em 20 de novembro de 2026: você escreveu “Dor de garganta e febre”. Urgência: média.',
    );
    expect(reply.content).toContain('Possíveis causas apontadas: Amigdalite.');
    expect(reply.content).toContain('2 de outubro de 2026: “Tosse seca” (urgência: baixa)');
    expect(reply.urgency).toBeUndefined();
    expect(symptoms.requests.at(-1)?.path).toBe(`/internal/users/${user.userId}/recent-analyses?limit=3`);
  });

  it('says so when the user has no analyses yet', async () => {
    analysesOf.set(user.userId, []);
    const { reply } = await chat(site, user, 'What did my last analysis say?');
    expect(reply.content).toBe(
      'You have no saved analyses yet. When you analyse your symptoms while signed in, I can tell you about them here.',
    );
  });

  it('says it cannot reach the history when the symptoms service does not answer, never a 500', async () => {
    const { reply } = await chat(site, user, 'Was hat meine letzte Analyse ergeben?', 'de');
    expect(reply.content).toBe('Ich kann deinen Analyseverlauf gerade nicht erreichen. Versuch es in ein paar Minuten erneut.');
  });

  it.each([
    ['en', 'What is migraine?', 'Migraine', 'Typical signs:', 'This is general information, not a diagnosis.'],
    ['fr', 'Qu’est-ce que la migraine ?', 'Migraine', 'Signes typiques :', 'Il s’agit d’une information générale'],
    ['es', '¿Qué es la gripe?', 'Gripe', 'Señales típicas:', 'Esta es información general'],
  ])('explains a condition of the knowledge base (%s)', async (language, question, name, signs, general) => {
    const { reply } = await chat(site, user, question, language);
    expect(reply.content.split('\n')[0]).toContain(name);
    expect(reply.content).toContain(signs);
    expect(reply.content).toContain(general);
    expect(reply.urgency).toBeUndefined();
  });

  it('answers a greeting with what the chat can do', async () => {
    const { reply } = await chat(site, user, 'Olá', 'pt');
    expect(reply.content).toMatch(/^Olá! Sou o assistente da Vitalia\./);
  });

  it("keeps each user's conversation, oldest first, with the urgency on assessed replies only", async () => {
    const other = aUser();
    await site.subscribe(other);
    await chat(site, user, 'Hello');
    await chat(site, user, 'I want to kill myself');
    await chat(site, other, 'Hello');

    const messages = await conversation(site, user);

    expect(messages.map(({ role, content }) => [role, content])).toEqual([
      ['user', 'Hello'],
      ['assistant', expect.stringMatching(/^Hello! I am the Vitalia assistant\./)],
      ['user', 'I want to kill myself'],
      ['assistant', expect.stringMatching(/^This may be an emergency\./)],
    ]);
    expect(messages.map((message) => message.urgency)).toEqual([undefined, undefined, undefined, 'emergency']);
    expect(messages[3]?.content).toContain('988');
    const times = messages.map((message) => Date.parse(message.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(await conversation(site, other)).toHaveLength(2);
    const newcomer = aUser();
    await site.subscribe(newcomer);
    expect(await conversation(site, newcomer)).toEqual([]);
  });

  it.each([
    ['an empty message', { content: '   ', language: 'en' }],
    ['a message over the limit', { content: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), language: 'en' }],
    ['an unknown language', { content: 'I have a headache', language: 'it' }],
    ['an unknown field', { content: 'I have a headache', language: 'en', urgent: true }],
    ['no language', { content: 'I have a headache' }],
  ])('refuses %s with 400 and stores nothing', async (_case, body) => {
    const response = await site.asUser(user, '/chat/messages', { method: 'POST', body, language: 'pt' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('validation');
    expect(await conversation(site, user)).toEqual([]);
  });

  it('refuses the chat without a Pro plan (402) and without sign-in (401)', async () => {
    const free = aUser();
    const refused = await site.asUser(free, '/chat/messages', { method: 'POST', body: { content: 'Hello', language: 'en' } });
    expect(refused.status).toBe(402);
    expect((await errorOf(refused)).code).toBe('pro_required');
    expect((await site.asUser(free, '/chat/messages')).status).toBe(402);
    expect((await site.service.request('/api/pro/chat/messages')).status).toBe(401);
  });

  it("exports the user's chat and deletes it with the account, keeping everyone else's", async () => {
    const other = aUser();
    await site.subscribe(other);
    await chat(site, user, 'I have a headache');
    await chat(site, other, 'I have a cough');

    const data = await site.exportOf(user.userId);
    expect(data.chat_messages.map((row) => [row.user_id, row.role, row.content])).toEqual([
      [user.userId, 'user', 'I have a headache'],
      [user.userId, 'assistant', expect.stringContaining('?')],
    ]);

    const delivered = await site.deliverUserDeleted(user.userId);
    expect(await delivered.json()).toEqual({ status: 'processed' });

    const rows = (userId: string) => site.service.query('select role from pro.chat_messages where user_id = $1', [userId]);
    expect(await rows(user.userId)).toEqual([]);
    expect(await rows(other.userId)).toHaveLength(2);
  });
});

describe.each(testDatabases())('the chat rate limit on %s', (database) => {
  let site: ProTestSite;
  beforeAll(async () => {
    site = await startProTestSite(database, { PRO_TEST_ACCESS: 'open', CHAT_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('answers a user beyond CHAT_RATE_LIMIT_PER_MINUTE with a localised 429, and only that user', async () => {
    const [busy, other] = [aUser(), aUser()];
    await site.subscribe(busy);
    await site.subscribe(other);
    const send = (user: TestUser) => site.asUser(user, '/chat/messages', { method: 'POST', body: { content: 'Hallo', language: 'de' } });

    expect((await send(busy)).status).toBe(201);
    expect((await send(busy)).status).toBe(201);
    const refused = await send(busy);

    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await errorOf(refused)).toEqual({
      code: 'rate_limited',
      message: 'Du sendest zu schnell Nachrichten. Warte eine Minute und versuch es dann erneut.',
    });
    expect((await send(other)).status).toBe(201);
    expect(await site.service.query('select id from pro.chat_messages where user_id = $1', [busy.userId])).toHaveLength(4);
  });
});
