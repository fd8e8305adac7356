import { DATA_EXPORT_FORMAT, userDataExportSchema, type UserDataExport } from '@app/contracts';
import { IN_MEMORY_DATA_DIR, INTERNAL_TOKEN_HEADER, internalToken } from '@app/service-kit';
import { testDatabases, type TestUser } from '@app/service-kit/testing';
import type { Express } from 'express';
import { startAccountTest, type AccountTest } from './support/account-test-service';
import { startStandIn, type StandInService } from './support/stand-in-service';

const TOKEN = internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR });
const OTHERS = ['identity', 'symptoms', 'pro', 'sharing'] as const;
type Other = (typeof OTHERS)[number];
const EXPORTS_PER_HOUR = 3;

/** How a stand-in answers `/internal/export`: its part, a failure, or something that is not an export. */
type Behaviour = 'answer' | 'fail' | 'garbage' | 'impostor';

describe.each(testDatabases())('the data export on %s', (database) => {
  let account: AccountTest;
  const services = {} as Record<Other, StandInService>;
  const behaviour = {} as Record<Other, Behaviour>;

  /** Each stand-in answers its part: one row naming the user it was asked about. */
  const playing = (name: Other) => (app: Express) => {
    app.get('/internal/export', (req, res) => {
      const userId = String(req.query.userId);
      if (behaviour[name] === 'fail') res.status(500).json({ error: { code: 'internal', message: 'boom' } });
      else if (behaviour[name] === 'garbage') res.json({ rows: [] });
      else if (behaviour[name] === 'impostor') res.json({ service: 'pro', data: {} });
      else res.json({ service: name, data: { [`${name}_rows`]: [{ user_id: userId, from: name }] } });
    });
  };

  beforeAll(async () => {
    for (const name of OTHERS) services[name] = await startStandIn(playing(name));
    account = await startAccountTest(
      database,
      {},
      {
        IDENTITY_URL: services.identity.url,
        SYMPTOMS_URL: services.symptoms.url,
        PRO_URL: services.pro.url,
        SHARING_URL: services.sharing.url,
        DATA_EXPORT_RATE_LIMIT_PER_HOUR: String(EXPORTS_PER_HOUR),
      },
    );
  });
  afterAll(async () => {
    await account?.stop();
    for (const name of OTHERS) await services[name]?.stop();
  });
  beforeEach(() => {
    for (const name of OTHERS) behaviour[name] = 'answer';
  });

  const exportOf = (user: TestUser, language = 'en') => account.asUser(user, '/export', { headers: { 'Accept-Language': language } });

  /** A user with a row in each of account's tables. */
  async function userWithData(name: string): Promise<TestUser> {
    const user = await account.registeredUser({ name });
    const insert = (sql: string) => account.service.query(sql, [user.userId]);
    await insert(
      `insert into account.cookie_consents (user_id, language, browser_info, device_info, session_id) values ($1, 'pt', '{}', '{}', 's')`,
    );
    await insert(`insert into account.privacy_policy_clicks (user_id, session_id, language, source) values ($1, 's', 'pt', 'footer')`);
    await insert(
      `insert into account.performance_metrics (operation, duration_ms, language, user_id, success) values ('analyze', 120, 'pt', $1, true)`,
    );
    await insert(`insert into account.error_logs (error_message, user_id) values ('boom', $1)`);
    await insert(`insert into account.exams (user_id, title) values ($1, 'Hemograma')`);
    return user;
  }

  it("answers one file with account's rows of the user and every other service's part, for this user only", async () => {
    const ana = await userWithData('Ana Souza');
    const bruno = await userWithData('Bruno Lima');

    const response = await exportOf(ana);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="vitalia-data-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const file = userDataExportSchema.parse(await response.json()) as UserDataExport;
    expect(file).toEqual(expect.objectContaining({ format: DATA_EXPORT_FORMAT, userId: ana.userId }));
    expect(Object.keys(file.services)).toEqual(['identity', 'account', 'symptoms', 'pro', 'sharing']);
    for (const name of OTHERS) expect(file.services[name]).toEqual({ [`${name}_rows`]: [{ user_id: ana.userId, from: name }] });
    expect(file.services.account).toEqual({
      profiles: [expect.objectContaining({ id: ana.userId, name: 'Ana Souza', email: ana.email, registration_ip: null })],
      user_settings: [
        {
          user_id: ana.userId,
          email_notifications: true,
          language: 'portuguese',
          share_data_consent: false,
          theme: 'light',
          exam_analysis_notify: false,
        },
      ],
      exams: [expect.objectContaining({ user_id: ana.userId, title: 'Hemograma', ai_summary: null, status: 'pending' })],
      cookie_consents: [expect.objectContaining({ user_id: ana.userId, session_id: 's' })],
      privacy_policy_clicks: [expect.objectContaining({ user_id: ana.userId, source: 'footer' })],
      performance_metrics: [expect.objectContaining({ user_id: ana.userId, operation: 'analyze', duration_ms: 120 })],
      error_logs: [expect.objectContaining({ user_id: ana.userId, error_message: 'boom' })],
      deletion_requests: [],
    });
    const text = JSON.stringify(file);
    for (const trace of [bruno.userId, bruno.email, 'Bruno Lima']) expect(text).not.toContain(trace);
    for (const name of OTHERS) {
      expect(services[name].received.at(-1)).toEqual(
        expect.objectContaining({ path: `/internal/export?userId=${ana.userId}`, token: TOKEN }),
      );
    }
  });

  it.each([
    ['fails', 'fail'],
    ['answers something that is not an export', 'garbage'],
    ['answers as another service', 'impostor'],
  ] as const)('sends nothing but a localised 503 when a service %s', async (_case, failure) => {
    const user = await userWithData('Ana Souza');
    behaviour.sharing = failure;

    const response = await exportOf(user, 'pt');

    expect(response.status).toBe(503);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toEqual({ error: { code: 'unavailable', message: expect.stringMatching(/Nada foi baixado/) } });
  });

  it('sends nothing but a 503 when a service is down', async () => {
    const user = await userWithData('Ana Souza');
    const port = Number(new URL(services.pro.url).port);
    await services.pro.stop();
    try {
      expect((await exportOf(user)).status).toBe(503);
    } finally {
      services.pro = await startStandIn(playing('pro'), port);
    }
    expect((await exportOf(user)).status).toBe(200);
  });

  it('limits each user to a few files an hour (localised 429 with Retry-After); refused exports do not count', async () => {
    const ana = await userWithData('Ana Souza');
    const bruno = await userWithData('Bruno Lima');
    behaviour.symptoms = 'fail';
    expect((await exportOf(ana)).status).toBe(503);
    behaviour.symptoms = 'answer';

    for (let download = 0; download < EXPORTS_PER_HOUR; download += 1) expect((await exportOf(ana)).status).toBe(200);
    const refused = await exportOf(ana, 'fr');

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/téléchargé vos données/),
    });
    expect((await exportOf(bruno)).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await account.service.request('/api/account/export')).status).toBe(401);
  });

  it("serves account's own part at /internal/export to the services' token only", async () => {
    const user = await userWithData('Ana Souza');
    const withToken = await account.service.request(`/internal/export?userId=${user.userId}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: TOKEN },
    });
    expect(withToken.status).toBe(200);
    expect(await withToken.json()).toEqual({
      service: 'account',
      data: expect.objectContaining({ profiles: [expect.objectContaining({ id: user.userId })] }),
    });
    expect((await account.service.request(`/internal/export?userId=${user.userId}`)).status).toBe(401);
  });
});
