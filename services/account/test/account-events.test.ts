import { randomUUID } from 'node:crypto';
import { testDatabases, aUser } from '@app/service-kit/testing';
import { registration, startAccountTest, type AccountTest } from './support/account-test-service';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe.each(testDatabases())('events from identity on %s', (database) => {
  let account: AccountTest;
  beforeAll(async () => {
    account = await startAccountTest(database);
  });
  afterAll(async () => {
    await account?.stop();
  });

  const profileRows = (userId: string) => account.service.query('select * from account.profiles where id = $1', [userId]);
  const settingsRows = (userId: string) =>
    account.service.query('select email_notifications, language, share_data_consent, theme from account.user_settings where user_id = $1', [
      userId,
    ]);

  it('user.registered creates the profile with the sign-up data, IP, browser and device', async () => {
    const user = aUser('lucia@example.com');
    const response = await account.deliver(
      'user.registered',
      registration(user, {
        name: 'Lucía Gómez',
        phone: '+34612345678',
        language: 'es',
        registrationIp: '203.0.113.7',
        userAgent: ANDROID_CHROME,
      }),
    );

    expect(response.status).toBe(200);
    expect(await profileRows(user.userId)).toEqual([
      expect.objectContaining({
        id: user.userId,
        name: 'Lucía Gómez',
        email: 'lucia@example.com',
        phone: '+34612345678',
        registration_ip: '203.0.113.7',
        created_at: expect.any(Date),
        last_login: null,
        birth_date: null,
        browser_info: { userAgent: ANDROID_CHROME, name: 'Chrome', version: '124.0.0.0' },
        device_info: { deviceType: 'mobile', os: 'Android', osVersion: '14' },
      }),
    ]);
  });

  it.each([
    ['pt', 'portuguese'],
    ['en', 'english'],
    ['es', 'spanish'],
    ['de', 'german'],
    ['fr', 'french'],
  ] as const)('user.registered in %s creates default settings in %s', async (language, word) => {
    const user = aUser();
    await account.deliver('user.registered', registration(user, { language }));
    expect(await settingsRows(user.userId)).toEqual([
      { email_notifications: true, language: word, share_data_consent: false, theme: 'light' },
    ]);
  });

  it('a replayed user.registered creates one profile and leaves later edits alone', async () => {
    const user = aUser();
    const eventId = randomUUID();
    await account.deliver('user.registered', registration(user), eventId);
    await account.service.query("update account.profiles set name = 'Ana Edited' where id = $1", [user.userId]);

    const replay = await account.deliver('user.registered', registration(user), eventId);
    const resent = await account.deliver('user.registered', registration(user, { name: 'Someone Else' }));

    expect(await replay.json()).toEqual({ status: 'duplicate' });
    expect(resent.status).toBe(200);
    const rows = await profileRows(user.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(expect.objectContaining({ name: 'Ana Edited' }));
    expect(await settingsRows(user.userId)).toHaveLength(1);
  });

  it("user.deleted removes the user's profile, settings, exams, consents and telemetry, and nobody else's", async () => {
    const [leaving, staying] = [aUser(), aUser()];
    for (const user of [leaving, staying]) {
      await account.deliver('user.registered', registration(user));
      await account.service.query(
        `insert into account.cookie_consents (user_id, language, browser_info, device_info, session_id) values ($1, 'pt', '{}', '{}', 's')`,
        [user.userId],
      );
      await account.service.query(
        `insert into account.privacy_policy_clicks (user_id, session_id, language, source) values ($1, 's', 'pt', 'footer')`,
        [user.userId],
      );
      await account.service.query(
        `insert into account.performance_metrics (operation, duration_ms, language, user_id, success) values ('analyze', 120, 'pt', $1, true)`,
        [user.userId],
      );
      await account.service.query(`insert into account.error_logs (error_message, user_id) values ('boom', $1)`, [user.userId]);
      await account.service.query(`insert into account.exams (user_id, title) values ($1, 'Hemograma')`, [user.userId]);
    }

    const response = await account.deliver('user.deleted', { userId: leaving.userId });

    expect(response.status).toBe(200);
    const tables = ['profiles', 'user_settings', 'exams', 'cookie_consents', 'privacy_policy_clicks', 'performance_metrics', 'error_logs'];
    for (const table of tables) {
      const column = table === 'profiles' ? 'id' : 'user_id';
      const count = async (userId: string) =>
        (
          await account.service.query<{ count: number }>(`select count(*)::int as count from account.${table} where ${column} = $1`, [
            userId,
          ])
        )[0]?.count;
      expect({ table, rows: await count(leaving.userId) }).toEqual({ table, rows: 0 });
      expect({ table, rows: await count(staying.userId) }).toEqual({ table, rows: 1 });
    }
  });

  it('refuses an event without the internal token', async () => {
    const response = await account.service.request('/internal/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        id: randomUUID(),
        type: 'user.deleted',
        occurredAt: new Date().toISOString(),
        payload: { userId: randomUUID() },
      }),
    });
    expect(response.status).toBe(401);
  });
});
