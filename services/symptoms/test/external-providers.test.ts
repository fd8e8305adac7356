import { analysisSchema, type Analysis } from '@app/contracts';
import {
  scriptedServer,
  testDatabases,
  type Reply,
  type ScriptedServer,
  type TestDatabase,
  type TestService,
} from '@app/service-kit/testing';
import { ANALYSES, postJson, startSymptoms } from './support/start-symptoms';

const CHEST_PAIN = { text: 'Dor no peito forte que vai para o braço esquerdo, com suor frio', language: 'pt' };
const FAST_RETRIES = { WEBHOOK_TIMEOUT_MS: '300', WEBHOOK_RETRY_BASE_MS: '5' };

/** The service with one external provider pointed at a scripted local server. */
async function withProvider(
  env: (url: string) => Record<string, string>,
  script: Reply[],
  run: (service: TestService, provider: ScriptedServer) => Promise<void>,
  database: TestDatabase = 'pglite',
) {
  const provider = await scriptedServer(script);
  const service = await startSymptoms(database, { ...FAST_RETRIES, ...env(provider.url) });
  try {
    await run(service, provider);
  } finally {
    await service.stop();
    await provider.close();
  }
}

const webhook = (url: string) => ({ ANALYSIS_PROVIDER: 'webhook', ANALYSIS_WEBHOOK_URL_PT: url });
const llm = (url: string) => ({ ANALYSIS_PROVIDER: 'llm', LLM_BASE_URL: `${url}/v1`, LLM_MODEL: 'test-model' });
const chat = (content: unknown): Reply => ({ json: { choices: [{ message: { role: 'assistant', content: JSON.stringify(content) } }] } });

async function analyse(service: TestService, body: object = CHEST_PAIN): Promise<Analysis> {
  const response = await postJson(service, ANALYSES, body);
  expect(response.status).toBe(200);
  const analysis = (await response.json()) as Analysis;
  expect(analysisSchema.safeParse(analysis).error).toBeUndefined();
  return analysis;
}

describe('external providers behind the analyses API', () => {
  it("lets the red-flag rules raise a webhook's low to emergency for chest pain spreading to the arm", async () => {
    const answer = { nivelUrgencia: 'baixa', possiveisCausas: ['Dor muscular'], proximosPassos: ['Repouso'] };
    await withProvider(webhook, [{ json: answer }], async (service) => {
      const analysis = await analyse(service);

      expect(analysis).toMatchObject({ provider: 'webhook', urgency: 'emergency', careSetting: 'ambulance', timeWindow: 'now' });
      expect(analysis.fallbackFrom).toBeUndefined();
      expect(analysis.redFlags.length).toBeGreaterThan(0);
      expect(analysis.possibleCauses.map((cause) => cause.name)).toEqual(['Dor muscular']);
      expect(analysis.nextSteps[0]).toBe(analysis.careAdvice);
      expect(analysis.nextSteps).toContain('Repouso');
    });
  });

  it("lets the red-flag rules raise an LLM's low to emergency too", async () => {
    const answer = {
      urgency: 'low',
      possibleCauses: [{ name: 'Muscle strain', likelihood: 0.8 }],
      nextSteps: ['Rest'],
      recommendations: [],
      summary: 'Probably muscular.',
    };
    await withProvider(llm, [chat(answer)], async (service) => {
      const analysis = await analyse(service, { text: 'Crushing chest pain spreading to my left arm and jaw, sweating', language: 'en' });
      expect(analysis).toMatchObject({ provider: 'llm', urgency: 'emergency', summary: 'Probably muscular.' });
    });
  });

  it("never lowers a provider's urgency", async () => {
    await withProvider(
      webhook,
      [{ json: { urgencyLevel: 'high', possibleCauses: ['Otite'], nextSteps: ['Médico hoje'] } }],
      async (service) => {
        const analysis = await analyse(service, { text: 'Dor de ouvido leve', language: 'pt' });
        expect(analysis.urgency).toBe('high');
      },
    );
  });

  it('fills the spec defaults (medium, an in-progress cause, see a professional) when the webhook answers none of them', async () => {
    await withProvider(webhook, [{ json: { status: 'received' } }], async (service) => {
      const analysis = await analyse(service, { text: 'Mir ist ein bisschen schwindelig', language: 'de' });
      expect(analysis).toMatchObject({
        provider: 'webhook',
        urgency: 'medium',
        possibleCauses: [{ name: 'Analyse läuft', likelihood: 1, evidence: [] }],
      });
      expect(analysis.nextSteps).toEqual(['Lass dich für eine genaue Beurteilung von einer medizinischen Fachkraft untersuchen.']);
    });
  });

  it.each<[string, (url: string) => Record<string, string>, Reply[]]>([
    ['the webhook resets every connection', webhook, [{ reset: true }]],
    ['the webhook answers 500 three times', webhook, [{ status: 500, text: 'error' }]],
    ['the webhook is slower than the timeout', webhook, [{ json: {}, delayMs: 2_000 }]],
    ['the LLM answers garbage', llm, [{ text: 'not json at all' }]],
  ])('falls back to the built-in engine when %s', async (_case, env, script) => {
    await withProvider(env, script, async (service, provider) => {
      const analysis = await analyse(service);
      expect(analysis).toMatchObject({ provider: 'builtin', fallbackFrom: env === webhook ? 'webhook' : 'llm', urgency: 'emergency' });
      expect(provider.requests).toHaveLength(3);
    });
  });

  it('refines a webhook analysis without calling the webhook again, keeping the provider', async () => {
    await withProvider(
      webhook,
      [{ json: { nivelUrgencia: 'média', possiveisCausas: ['Gripe'], proximosPassos: ['Repouso'] } }],
      async (service, provider) => {
        const created = await postJson(service, ANALYSES, { text: 'Febre e tosse há dois dias', language: 'pt' });
        const analysis = (await created.json()) as Analysis;
        const cookie = created.headers.getSetCookie()[0]?.split(';')[0] ?? '';

        const refined = (await (
          await postJson(service, `${ANALYSES}/${analysis.id}/refine`, { answers: {}, context: { age: 70 } }, { Cookie: cookie })
        ).json()) as Analysis;

        expect(refined).toMatchObject({
          id: analysis.id,
          provider: 'webhook',
          refinements: 1,
          possibleCauses: [expect.objectContaining({ name: 'Gripe' })],
        });
        expect(provider.requests).toHaveLength(1);
      },
    );
  });
});

describe.each(testDatabases())('an external answer holding a NUL, on %s', (database) => {
  it('is stored without it, so the analysis answered is readable under its id', async () => {
    const answer = { nivelUrgencia: 'média', possiveisCausas: ['Gri\u0000pe'], proximosPassos: ['Repouso\u0000'] };
    await withProvider(
      webhook,
      [{ json: answer }],
      async (service) => {
        const created = await postJson(service, ANALYSES, { text: 'Febre e tosse há dois dias', language: 'pt' });
        const analysis = (await created.json()) as Analysis;
        const cookie = created.headers.getSetCookie()[0]?.split(';')[0] ?? '';

        const read = await service.request(`${ANALYSES}/${analysis.id}`, { headers: { Cookie: cookie } });

        expect(read.status).toBe(200);
        expect(await read.json()).toEqual(analysis);
        expect(analysis.possibleCauses.map((cause) => cause.name)).toEqual(['Gripe']);
      },
      database,
    );
  });
});
