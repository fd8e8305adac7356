import type { TestService } from '@app/service-kit/testing';
import { ANALYSES, guestCookie, postJson, startSymptoms } from './support/start-symptoms';

const BODY = { text: 'J’ai mal à la gorge depuis hier', language: 'fr' };

describe('the per-client rate limit on analyses', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startSymptoms('pglite', { ANALYSIS_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await service?.stop();
  });

  /** What the gateway forwards for an outside client that sends its own X-Forwarded-For. */
  const fromOutside = (clientIp: string, spoofed: string) => ({ 'X-Forwarded-For': `${spoofed}, ${clientIp}` });

  it('answers the 4th analysis of a minute with a localised 429 and Retry-After, however X-Forwarded-For is rotated', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await postJson(service, ANALYSES, BODY, fromOutside('203.0.113.9', `10.0.0.${attempt}`))).status).toBe(200);
    }

    const limited = await postJson(service, ANALYSES, BODY, fromOutside('203.0.113.9', '10.0.0.99'));

    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', message: 'Trop de requêtes. Patientez un instant et réessayez.' },
    });
  });

  it('counts refinements too, and keeps other clients apart', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await postJson(service, `${ANALYSES}/00000000-0000-4000-8000-000000000000/refine`, { answers: {} }, fromOutside('198.51.100.7', 'x'));
    }
    const refine = await postJson(
      service,
      `${ANALYSES}/00000000-0000-4000-8000-000000000000/refine`,
      { answers: {} },
      fromOutside('198.51.100.7', 'x'),
    );
    expect(refine.status).toBe(429);

    expect((await postJson(service, ANALYSES, BODY, fromOutside('192.0.2.44', 'x'))).status).toBe(200);
  });
});

describe('a guest who changes addresses', () => {
  let service: TestService;
  afterEach(async () => {
    await service?.stop();
  });

  const from = (address: string, cookie?: string) => ({ 'X-Forwarded-For': address, ...(cookie ? { Cookie: cookie } : {}) });

  // A visitor's first analysis is counted by address only: its guest id is created by that request.
  it('keeps the analyses already spent: the budget follows the signed guest cookie', async () => {
    service = await startSymptoms('pglite', { ANALYSIS_RATE_LIMIT_PER_MINUTE: '2' });
    const cookie = guestCookie(await postJson(service, ANALYSES, BODY, from('203.0.113.20')));
    expect(cookie).toBeDefined();

    const statuses: number[] = [];
    for (const address of ['203.0.113.21', '203.0.113.22', '203.0.113.23'])
      statuses.push((await postJson(service, ANALYSES, BODY, from(address, cookie))).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('is limited in feedback too, however many addresses it uses', async () => {
    service = await startSymptoms('pglite', { STATE_CHANGE_RATE_LIMIT_PER_MINUTE: '2' });
    const analysis = await postJson(service, ANALYSES, BODY, from('203.0.113.30'));
    const cookie = guestCookie(analysis);
    const { id } = (await analysis.json()) as { id: string };
    const feedback = (address: string) => postJson(service, `${ANALYSES}/${id}/feedback`, { rating: 5 }, from(address, cookie));

    expect((await feedback('203.0.113.31')).status).toBe(201);
    expect((await feedback('203.0.113.32')).status).toBe(201);
    const limited = await feedback('203.0.113.33');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });
});
