import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { userDataExportSchema, type UserDataExport } from '@app/contracts';
import { createPostgresTestDatabase, startTestService, testDatabases, type TestDatabase, type TestService } from '@app/service-kit/testing';
import { createAccountService } from '@app/account-service/src/app';
import { createIdentityService } from '@app/identity-service/src/app';
import { createProService } from '@app/pro-service/src/app';
import { createSharingService } from '@app/sharing-service/src/app';
import { createSymptomsService } from '@app/symptoms-service/src/app';

// The whole site's part in "download my data" and "delete my account": identity, account, symptoms, pro
// and sharing run as real HTTP services on their own databases, and talk to each other as in production.

const SITE = 'https://vitalia.example';
const PASSWORD = 'correct horse battery staple';
const INTERNAL_TOKEN = 'cross-service-test-token-0123456789abcdef';
const MAX_LOGIN_FAILURES = 3;
const SERVICES = ['identity', 'account', 'symptoms', 'pro', 'sharing'] as const;
type ServiceName = (typeof SERVICES)[number];

jest.setTimeout(120_000);

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface SiteUser {
  name: string;
  email: string;
  userId: string;
  accessToken: string;
  refreshCookie: string;
}

describe.each(testDatabases())('deleting an account and exporting its data across every service on %s', (database: TestDatabase) => {
  const ports = {} as Record<ServiceName, number>;
  const running = {} as Record<ServiceName, TestService>;
  const origin = (name: ServiceName) => `http://127.0.0.1:${ports[name]}`;
  /** Pro is stopped and started again on the same data, so its database outlives one run. */
  let proStorage: { dataDir?: string; databaseUrl?: string; drop(): Promise<void> };

  const serviceEnv = () => ({
    INTERNAL_TOKEN,
    PUBLIC_ORIGIN: SITE,
    IDENTITY_JWKS_URL: `${origin('identity')}/api/identity/.well-known/jwks.json`,
  });
  const starters: Record<ServiceName, () => Promise<TestService>> = {
    identity: () =>
      startTestService(createIdentityService, {
        database,
        env: {
          ...serviceEnv(),
          PORT: String(ports.identity),
          SIGNUP_RATE_LIMIT_PER_HOUR: '1000',
          LOGIN_MAX_FAILURES_PER_ACCOUNT: String(MAX_LOGIN_FAILURES),
          ACCOUNT_EVENTS_URL: `${origin('account')}/internal/events`,
          SYMPTOMS_EVENTS_URL: `${origin('symptoms')}/internal/events`,
          PRO_EVENTS_URL: `${origin('pro')}/internal/events`,
          SHARING_EVENTS_URL: `${origin('sharing')}/internal/events`,
        },
      }),
    account: () =>
      startTestService(createAccountService, {
        database,
        env: {
          ...serviceEnv(),
          PORT: String(ports.account),
          IDENTITY_URL: origin('identity'),
          IDENTITY_EVENTS_URL: `${origin('identity')}/internal/events`,
          SYMPTOMS_URL: origin('symptoms'),
          PRO_URL: origin('pro'),
          SHARING_URL: origin('sharing'),
        },
      }),
    symptoms: () =>
      startTestService(createSymptomsService, {
        database,
        env: {
          ...serviceEnv(),
          PORT: String(ports.symptoms),
          ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000',
          GUEST_COOKIE_SECRET: 'g'.repeat(40),
          PRO_URL: origin('pro'),
          SHARING_URL: origin('sharing'),
          SHARING_EVENTS_URL: `${origin('sharing')}/internal/events`,
        },
      }),
    pro: () => startTestService(createProService, { database, ...proStorage, env: { ...serviceEnv(), PORT: String(ports.pro) } }),
    sharing: () => startTestService(createSharingService, { database, env: { ...serviceEnv(), PORT: String(ports.sharing) } }),
  };

  beforeAll(async () => {
    for (const name of SERVICES) ports[name] = await freePort();
    if (database === 'postgres') {
      const created = await createPostgresTestDatabase();
      proStorage = { databaseUrl: created.url, drop: () => created.drop() };
    } else {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pro-'));
      proStorage = { dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
    }
    await Promise.all(SERVICES.map(async (name) => (running[name] = await starters[name]())));
  });
  afterAll(async () => {
    await Promise.all(SERVICES.map((name) => running[name]?.stop()));
    await proStorage?.drop();
  });

  const call = (
    name: ServiceName,
    pathname: string,
    { method = 'GET', json, headers = {} }: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${origin(name)}${pathname}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { Origin: SITE }),
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  const asUser = (
    user: SiteUser,
    name: ServiceName,
    pathname: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
  ) => call(name, pathname, { ...init, headers: { Authorization: `Bearer ${user.accessToken}`, ...init.headers } });
  const refresh = (user: SiteUser) =>
    call('identity', '/api/identity/refresh', { method: 'POST', headers: { Cookie: user.refreshCookie } });

  let users = 0;
  /** Signs up through identity and waits until account has the profile (user.registered delivered). */
  async function signUp(name: string): Promise<SiteUser> {
    users += 1;
    const email = `${name.split(' ')[0]!.toLowerCase()}.${users}.${Date.now()}@example.com`;
    const response = await call('identity', '/api/identity/signup', {
      method: 'POST',
      json: { email, password: PASSWORD, name, language: 'pt' },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { userId: string; session: { accessToken: string } };
    const refreshCookie = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('vitalia_refresh='))!
      .split(';')[0]!;
    const user = { name, email, userId: body.userId, accessToken: body.session.accessToken, refreshCookie };
    await waitFor(
      () => asUser(user, 'account', '/api/account/profile').then((r) => r.status),
      (status) => status === 200,
      `${name}'s profile exists`,
    );
    return user;
  }

  /** What one user leaves in every service, through the APIs where they exist and straight into the tables elsewhere. */
  async function giveData(user: SiteUser, ip: string) {
    expect(
      (
        await asUser(user, 'account', '/api/account/profile', {
          method: 'PATCH',
          json: { name: user.name, birth_date: '1990-04-12', phone: '+5511987654321' },
        })
      ).status,
    ).toBe(200);
    const settings = { email_notifications: false, language: 'english', share_data_consent: true, theme: 'dark' };
    expect((await asUser(user, 'account', '/api/account/settings', { method: 'PUT', json: settings })).status).toBe(200);
    const accountRows = [
      `insert into account.cookie_consents (user_id, language, browser_info, device_info, session_id) values ($1, 'pt', '{}', '{}', 'session-of-user')`,
      `insert into account.privacy_policy_clicks (user_id, session_id, language, source) values ($1, 'session-of-user', 'pt', 'footer')`,
      `insert into account.performance_metrics (operation, duration_ms, language, user_id, success) values ('analyze', 120, 'pt', $1, true)`,
      `insert into account.error_logs (error_message, user_id) values ('boom', $1)`,
    ];
    for (const statement of accountRows) await running.account.query(statement, [user.userId]);

    const analysisResponse = await asUser(user, 'symptoms', '/api/symptoms/analyses', {
      method: 'POST',
      json: { text: 'Estou com dor de cabeça e febre há dois dias', language: 'pt' },
    });
    expect(analysisResponse.status).toBe(200);
    const analysis = (await analysisResponse.json()) as { id: string };
    expect(
      (await asUser(user, 'symptoms', `/api/symptoms/analyses/${analysis.id}/refine`, { method: 'POST', json: { answers: {} } })).status,
    ).toBe(200);
    expect(
      (
        await asUser(user, 'symptoms', `/api/symptoms/analyses/${analysis.id}/feedback`, {
          method: 'POST',
          json: { rating: 5, comment: 'útil' },
        })
      ).status,
    ).toBe(201);

    await running.pro.query(`insert into pro.subscribers (user_id, status) values ($1, 'active')`, [user.userId]);
    await running.pro.query(`insert into pro.family_members (owner_user_id, email) values ($1, $2)`, [
      user.userId,
      `family-of-${user.userId}@example.com`,
    ]);

    const [share] = await running.sharing.query<{ id: string }>(
      `insert into sharing.sharing_stats (user_id, shared_by_user_id, analysis_id, share_type, ip_address) values ($1, $1, $2, 'symptom_analysis', $3) returning id`,
      [user.userId, analysis.id, ip],
    );
    const shortCode = `S${user.userId.slice(0, 7)}`;
    await running.sharing.query('insert into sharing.short_links (short_code, original_url, share_id) values ($1, $2, $3)', [
      shortCode,
      `/pt/analise/${analysis.id}`,
      share!.id,
    ]);
    await running.sharing.query(
      `insert into sharing.shared_link_visits (sharing_stat_id, visitor_ip_address) values ($1, '198.51.100.77')`,
      [share!.id],
    );
    const referralCode = `R${user.userId.slice(0, 7)}`;
    await running.sharing.query('insert into sharing.referral_links (user_id, referral_code) values ($1, $2)', [user.userId, referralCode]);
    return { analysisId: analysis.id, shareId: share!.id, shortCode, referralCode };
  }

  /** Every row, in every table of every service's schema (or of `services`), whose JSON mentions `text`. */
  async function rowsMentioning(
    text: string,
    services: readonly ServiceName[] = SERVICES,
  ): Promise<Array<{ service: ServiceName; table: string; row: string }>> {
    const found = [];
    for (const name of services) {
      const tables = await running[name].query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE'",
        [name],
      );
      for (const { table_name: table } of tables) {
        const rows = await running[name].query<{ row: string }>(
          `select row_to_json(t)::text as row from "${name}"."${table}" t where row_to_json(t)::text ilike '%' || $1 || '%'`,
          [text],
        );
        found.push(...rows.map(({ row }) => ({ service: name, table, row })));
      }
    }
    return found;
  }

  const servicesMentioning = async (text: string) => [...new Set((await rowsMentioning(text)).map((found) => found.service))].sort();

  async function exportOf(user: SiteUser): Promise<UserDataExport> {
    const response = await asUser(user, 'account', '/api/account/export');
    expect(response.status).toBe(200);
    return userDataExportSchema.parse(await response.json());
  }

  const requestDeletion = (user: SiteUser, password = PASSWORD) =>
    asUser(user, 'account', '/api/account/deletion-request', { method: 'POST', json: { password }, headers: { 'Accept-Language': 'pt' } });
  const statusOf = async (requestId: string) => {
    const response = await call('account', `/api/account/deletion-requests/${requestId}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { status: string }).status;
  };

  let ana: SiteUser;
  let bruno: SiteUser;
  let anaData: Awaited<ReturnType<typeof giveData>>;
  let brunoData: Awaited<ReturnType<typeof giveData>>;

  beforeAll(async () => {
    ana = await signUp('Ana Souza');
    bruno = await signUp('Bruno Lima');
    anaData = await giveData(ana, '203.0.113.10');
    brunoData = await giveData(bruno, '203.0.113.20');
    // Bruno brought Ana in, and Ana brought a friend.
    await running.sharing.query(
      `insert into sharing.referrals (referral_code, referrer_user_id, referred_user_id, status, visitor_ip, visitor_user_agent) values ($1, $2, $3, 'registered', '203.0.113.10', 'AnaBrowser/1.0')`,
      [brunoData.referralCode, bruno.userId, ana.userId],
    );
    await running.sharing.query(
      `insert into sharing.referrals (referral_code, referrer_user_id, status, visitor_ip) values ($1, $2, 'visited', '198.51.100.5')`,
      [anaData.referralCode, ana.userId],
    );
  });

  it("exports all of Ana's rows from every service and nothing of Bruno's", async () => {
    const file = await exportOf(ana);

    expect(file.userId).toBe(ana.userId);
    const { identity, account, symptoms, pro, sharing } = file.services as Record<
      ServiceName,
      Record<string, Array<Record<string, unknown>>>
    >;
    expect(identity.credentials).toEqual([expect.objectContaining({ user_id: ana.userId, email: ana.email })]);
    expect(identity.user_sessions).toEqual([expect.objectContaining({ user_id: ana.userId })]);
    expect(account.profiles).toEqual([
      expect.objectContaining({ id: ana.userId, name: 'Ana Souza', email: ana.email, phone: '+5511987654321', birth_date: '1990-04-12' }),
    ]);
    expect(account.user_settings).toEqual([expect.objectContaining({ user_id: ana.userId, language: 'english', theme: 'dark' })]);
    for (const table of ['cookie_consents', 'privacy_policy_clicks', 'performance_metrics', 'error_logs']) {
      expect({ table, rows: account[table] }).toEqual({ table, rows: [expect.objectContaining({ user_id: ana.userId })] });
    }
    expect(symptoms.symptom_analyses).toEqual([expect.objectContaining({ id: anaData.analysisId, user_id: ana.userId })]);
    expect(symptoms.analysis_refinements).toEqual([expect.objectContaining({ analysis_id: anaData.analysisId })]);
    expect(symptoms.analysis_feedback).toEqual([expect.objectContaining({ analysis_id: anaData.analysisId, rating: 5, comment: 'útil' })]);
    expect(pro.subscribers).toEqual([expect.objectContaining({ user_id: ana.userId, status: 'active' })]);
    expect(pro.family_members).toEqual([
      expect.objectContaining({ owner_user_id: ana.userId, email: `family-of-${ana.userId}@example.com`, status: 'invited' }),
    ]);
    expect(sharing.sharing_stats).toEqual([expect.objectContaining({ id: anaData.shareId, analysis_id: anaData.analysisId })]);
    expect(sharing.short_links).toEqual([expect.objectContaining({ short_code: anaData.shortCode })]);
    expect(sharing.shared_link_visits).toHaveLength(1);
    expect(sharing.referral_links).toEqual([expect.objectContaining({ referral_code: anaData.referralCode })]);
    expect(sharing.referrals_as_referrer).toEqual([expect.objectContaining({ referral_code: anaData.referralCode, status: 'visited' })]);
    expect(sharing.referrals_as_referred).toEqual([
      expect.objectContaining({ referral_code: brunoData.referralCode, visitor_ip: '203.0.113.10' }),
    ]);

    const text = JSON.stringify(file);
    for (const trace of [
      bruno.userId,
      bruno.email,
      bruno.name,
      brunoData.analysisId,
      brunoData.shareId,
      brunoData.shortCode,
      '203.0.113.20',
      '198.51.100.77',
    ]) {
      expect({ trace, found: text.includes(trace) }).toEqual({ trace, found: false });
    }
  });

  it('refuses a wrong password (localised 403), counts it towards the lockout, and registers nothing', async () => {
    const carla = await signUp('Carla Dias');
    for (let attempt = 0; attempt < MAX_LOGIN_FAILURES; attempt += 1) {
      const wrong = await requestDeletion(carla, 'not my password');
      expect(wrong.status).toBe(403);
      expect(await wrong.json()).toEqual({
        error: { code: 'forbidden', message: 'Senha incorreta.', details: [{ path: 'password', message: 'invalid_password' }] },
      });
    }

    const locked = await requestDeletion(carla);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const login = await call('identity', '/api/identity/login', { method: 'POST', json: { email: carla.email, password: PASSWORD } });
    expect(login.status).toBe(429);
    expect(await running.account.query('select id from account.deletion_requests where user_id = $1', [carla.userId])).toEqual([]);
    expect((await refresh(carla)).status).toBe(200);
  });

  it("deletes Ana's account: her sessions end, no service keeps a row naming her, Bruno's data stays", async () => {
    expect(await servicesMentioning(ana.userId)).toEqual([...SERVICES].sort());
    expect(await servicesMentioning(ana.email)).toEqual(['account', 'identity']);

    const response = await requestDeletion(ana);
    expect(response.status).toBe(202);
    const request = (await response.json()) as { id: string; status: string };
    expect(request.status).toBe('requested');

    const seen = [request.status];
    await waitFor(
      async () => {
        const status = await statusOf(request.id);
        if (seen.at(-1) !== status) seen.push(status);
        return status;
      },
      (status) => status === 'completed',
      'the deletion is completed',
    );
    expect(['requested,completed', 'requested,processing,completed']).toContain(seen.join(','));

    expect((await refresh(ana)).status).toBe(401);
    expect(await rowsMentioning(ana.userId)).toEqual([]);
    expect(await rowsMentioning(ana.email)).toEqual([]);
    expect(await rowsMentioning(anaData.analysisId)).toEqual([]);
    expect(await rowsMentioning('203.0.113.10')).toEqual([]);
    expect(
      await running.sharing.query('select referred_user_id, status from sharing.referrals where referral_code = $1', [
        brunoData.referralCode,
      ]),
    ).toEqual([{ referred_user_id: null, status: 'registered' }]);

    expect((await refresh(bruno)).status).toBe(200);
    const brunoFile = await exportOf(bruno);
    const { account, symptoms, pro, sharing } = brunoFile.services as Record<ServiceName, Record<string, unknown[]>>;
    expect(account.profiles).toHaveLength(1);
    expect(symptoms.symptom_analyses).toEqual([expect.objectContaining({ id: brunoData.analysisId })]);
    expect(pro.subscribers).toHaveLength(1);
    expect(sharing.sharing_stats).toHaveLength(1);
    expect(sharing.referrals_as_referrer).toHaveLength(1);
  });

  it('a service that is down while the account is deleted deletes its rows once it is back; until then the request stays processing', async () => {
    const dario = await signUp('Dario Reis');
    await giveData(dario, '203.0.113.30');
    await running.pro.stop();

    const response = await requestDeletion(dario);
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    await waitFor(
      () => statusOf(id),
      (status) => status === 'processing',
      'the deletion is processing',
    );
    await waitFor(
      () =>
        running.identity.query<{ attempts: number }>(
          "select attempts from identity.outbox where type = 'user.deleted' and payload->>'userId' = $1",
          [dario.userId],
        ),
      (rows) => (rows[0]?.attempts ?? 0) >= 2,
      'identity tried pro twice',
    );
    expect(await statusOf(id)).toBe('processing');
    expect(await rowsMentioning(dario.userId, ['account', 'symptoms', 'sharing'])).toEqual([]);
    // Identity keeps only what it still has to deliver.
    expect((await rowsMentioning(dario.userId, ['identity'])).map(({ table, row }) => [table, JSON.parse(row).type])).toEqual([
      ['outbox', 'user.deleted'],
    ]);

    running.pro = await starters.pro();
    expect(await running.pro.query('select user_id from pro.subscribers where user_id = $1', [dario.userId])).toHaveLength(1);
    await waitFor(
      () => statusOf(id),
      (status) => status === 'completed',
      'the deletion is completed',
    );

    expect(await rowsMentioning(dario.userId)).toEqual([]);
    expect(await running.pro.query('select user_id from pro.subscribers where user_id = $1', [bruno.userId])).toHaveLength(1);
  });
});
