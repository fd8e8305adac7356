import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CookieConsentInput } from '@app/contracts';
import { startTestService, testDatabases, type TestService } from '@app/service-kit/testing';
import { createAccountService } from '../src/app';
import journal from '../migrations/meta/_journal.json';

const CONSENTS = '/api/account/cookie-consents';

function aConsent(overrides: Partial<CookieConsentInput> = {}): CookieConsentInput {
  return {
    language: 'de',
    browserInfo: {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      language: 'de-DE',
      platform: 'Linux x86_64',
      screenResolution: '1920x1080',
      timezone: 'Europe/Berlin',
      cookieEnabled: true,
    },
    deviceInfo: { deviceType: 'desktop', touch: false, pixelRatio: 1, viewport: '1280x720' },
    sessionId: randomUUID(),
    ...overrides,
  };
}

function postJson(service: TestService, body: string, headers: Record<string, string> = {}) {
  return service.request(CONSENTS, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
}

async function consentCount(service: TestService): Promise<number> {
  const [row] = await service.query<{ count: number }>('select count(*)::int as count from account.cookie_consents');
  return row?.count ?? -1;
}

describe.each(testDatabases())('cookie consents on %s', (database) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(createAccountService, { database });
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('stores an accepted consent anonymously and answers 201 with its id', async () => {
    const consent = aConsent();

    const response = await postJson(service, JSON.stringify(consent));

    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string; createdAt: string };
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(created.createdAt))).toBe(false);
    const rows = await service.query(
      'select user_id, language, session_id, browser_info, device_info from account.cookie_consents where id = $1',
      [created.id],
    );
    expect(rows).toEqual([
      { user_id: null, language: 'de', session_id: consent.sessionId, browser_info: consent.browserInfo, device_info: consent.deviceInfo },
    ]);
  });

  it('refuses a consent sent from another site with 403 and stores nothing', async () => {
    const before = await consentCount(service);
    for (const headers of [{ Origin: 'https://evil.example', Cookie: 'vitalia_guest=x' }, { Origin: 'https://evil.example' }] as Array<
      Record<string, string>
    >) {
      const response = await postJson(service, JSON.stringify(aConsent()), headers);
      expect(response.status).toBe(403);
    }
    expect(await consentCount(service)).toBe(before);
  });

  it('refuses a consent missing fields with 400 and stores nothing', async () => {
    const before = await consentCount(service);
    const { sessionId: _missing, ...withoutSession } = aConsent();

    const response = await postJson(service, JSON.stringify(withoutSession));

    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; details: Array<{ path: string }> } };
    expect(body.error.code).toBe('validation');
    expect(body.error.details).toContainEqual(expect.objectContaining({ path: 'sessionId' }));
    expect(await consentCount(service)).toBe(before);
  });

  it('refuses unknown extra fields (strict schema)', async () => {
    const response = await postJson(service, JSON.stringify({ ...aConsent(), userId: randomUUID() }));
    expect(response.status).toBe(400);
  });

  it('answers invalid JSON with 400 bad_json in the Accept-Language language', async () => {
    const response = await postJson(service, '{"language": "de",', { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'bad_json', message: expect.stringMatching(/JSON/) } });
  });

  it('prefers ?lang over Accept-Language for the error message', async () => {
    const response = await service.request(`${CONSENTS}?lang=es`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'de' },
      body: '{',
    });
    const german = await postJson(service, '{', { 'Accept-Language': 'de' });
    const [spanishBody, germanBody] = (await Promise.all([response.json(), german.json()])) as Array<{ error: { message: string } }>;
    expect(spanishBody?.error.message).not.toBe(germanBody?.error.message);
  });

  it('answers a 1 MB body with 413', async () => {
    const response = await postJson(service, JSON.stringify({ ...aConsent(), padding: 'x'.repeat(1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });

  it.each([
    ['a JSON array', JSON.stringify([aConsent()])],
    ['a JSON string', JSON.stringify('accepted')],
    ['JSON null', 'null'],
  ])('answers %s body with 400', async (_kind, body) => {
    const response = await postJson(service, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('validation');
  });

  it('answers a form-encoded body with 415', async () => {
    const response = await service.request(CONSENTS, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'language=de',
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
  });
});

describe('account data on disk (PGlite)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'account-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('survives a restart: migrations apply again without error and the data is kept', async () => {
    const first = await startTestService(createAccountService, { database: 'pglite', dataDir });
    const created = (await (await postJson(first, JSON.stringify(aConsent()))).json()) as { id: string };
    await first.stop();

    const second = await startTestService(createAccountService, { database: 'pglite', dataDir });
    try {
      const rows = await second.query('select id from account.cookie_consents');
      expect(rows).toEqual([{ id: created.id }]);
      const migrations = await second.query<{ count: number }>('select count(*)::int as count from account.__drizzle_migrations');
      expect(migrations).toEqual([{ count: journal.entries.length }]);
    } finally {
      await second.stop();
    }
  });
});
