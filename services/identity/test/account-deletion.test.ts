import { randomUUID } from 'node:crypto';
import { IN_MEMORY_DATA_DIR, INTERNAL_TOKEN_HEADER, internalToken } from '@app/service-kit';
import { testDatabases, type TestService } from '@app/service-kit/testing';
import { codeAt } from '../src/totp/totp-codes';
import { Browser, errorOf, PASSWORD, startIdentity, uniqueEmail } from './support/identity-client';

const TOKEN = internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR });
/** Nothing listens on port 9: every delivery fails and the events stay in the outbox, where the tests read them. */
const NOWHERE = 'http://127.0.0.1:9/internal/events';
const MAX_FAILURES = 3;

describe.each(testDatabases())('account deletion and data export in identity on %s', (database) => {
  let service: TestService;
  beforeAll(async () => {
    ({ service } = await startIdentity(database, {
      env: {
        ACCOUNT_EVENTS_URL: NOWHERE,
        SYMPTOMS_EVENTS_URL: NOWHERE,
        PRO_EVENTS_URL: NOWHERE,
        SHARING_EVENTS_URL: NOWHERE,
        LOGIN_MAX_FAILURES_PER_ACCOUNT: String(MAX_FAILURES),
      },
    }));
  });
  afterAll(async () => {
    await service?.stop();
  });

  async function signedUp(label = 'leaving') {
    const email = uniqueEmail(label);
    const browser = new Browser(service, { 'Accept-Language': 'en' });
    const response = await browser.signup(email);
    expect(response.status).toBe(201);
    const { userId } = (await response.json()) as { userId: string };
    return { email, userId, browser };
  }

  const internal = (path: string, init: RequestInit = {}, token: string | null = TOKEN) =>
    service.request(path, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        ...(token === null ? {} : { [INTERNAL_TOKEN_HEADER]: token }),
        ...(init.headers as Record<string, string>),
      },
    });
  const checkPassword = (userId: string, password: string, token?: string | null) =>
    internal('/internal/password-check', { method: 'POST', body: JSON.stringify({ userId, password }) }, token);
  const deliver = (payload: { userId: string; requestId: string }, id = randomUUID()) =>
    internal('/internal/events', {
      method: 'POST',
      body: JSON.stringify({ id, type: 'user.deletion_requested', occurredAt: new Date().toISOString(), payload }),
    });
  const exportOf = async (userId: string) => {
    const response = await internal(`/internal/export?userId=${userId}`);
    expect(response.status).toBe(200);
    return (await response.json()) as { service: string; data: Record<string, unknown> };
  };
  /** identity's outbox rows about the user or the requests, oldest first. */
  const outboxEvents = (userId: string, requestIds: string[]) =>
    service.query<{ type: string; payload: Record<string, string> }>(
      `select type, payload from identity.outbox where payload->>'userId' = $1 or payload->>'requestId' = any($2::text[]) order by occurred_at, sequence`,
      [userId, requestIds],
    );

  describe('POST /internal/password-check', () => {
    it("answers 204 for the user's current password", async () => {
      const { userId } = await signedUp();
      expect((await checkPassword(userId, PASSWORD)).status).toBe(204);
    });

    it('refuses a wrong password with a localised 403 and counts it as a failed login, up to the lockout', async () => {
      const { email, userId } = await signedUp();
      for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) {
        const wrong = await checkPassword(userId, 'not my password', undefined);
        expect(wrong.status).toBe(403);
        expect(await errorOf(wrong)).toEqual({
          code: 'forbidden',
          message: expect.any(String),
          details: [{ path: 'password', message: 'invalid_password' }],
        });
      }

      const locked = await checkPassword(userId, PASSWORD);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await new Browser(service).login(email)).status).toBe(429);
    });

    it('answers 403 for a user who does not exist', async () => {
      expect((await checkPassword(randomUUID(), PASSWORD)).status).toBe(403);
    });

    it.each([
      ['without the internal token', null],
      ['with a wrong internal token', 'x'.repeat(43)],
    ])('refuses a check %s', async (_how, token) => {
      const { userId } = await signedUp();
      expect((await checkPassword(userId, PASSWORD, token)).status).toBe(401);
    });

    it('is not served under the public /api/identity prefix', async () => {
      const { userId } = await signedUp();
      const response = await internal('/api/identity/internal/password-check', {
        method: 'POST',
        body: JSON.stringify({ userId, password: PASSWORD }),
      });
      expect(response.status).toBe(404);
    });
  });

  describe('GET /internal/export', () => {
    it("holds the user's account, sessions, second factor and sign-in attempts, without any secret", async () => {
      const { email, userId, browser } = await signedUp('exported');
      await new Browser(service).login(email, 'a wrong password');
      expect((await browser.login(email)).status).toBe(200);
      const enrolment = (await (await browser.post('/totp/enrol', { password: PASSWORD })).json()) as { secret: string };
      expect((await browser.post('/totp/verify', { code: codeAt(enrolment.secret, new Date()) })).status).toBe(200);
      const other = await signedUp('other');

      const exported = await exportOf(userId);

      expect(exported.service).toBe('identity');
      expect(exported.data.credentials).toEqual([
        { user_id: userId, email, created_at: expect.any(String), email_confirmed_at: null, last_login: expect.any(String) },
      ]);
      expect(exported.data.user_sessions).toEqual([
        expect.objectContaining({ user_id: userId, login_time: expect.any(String), ip_address: expect.any(String) }),
        expect.objectContaining({ user_id: userId }),
      ]);
      expect(exported.data.totp).toEqual({ enabled: true, confirmedAt: expect.any(String), recoveryCodesLeft: 10 });
      expect(exported.data.login_attempts).toEqual([
        expect.objectContaining({ email, succeeded: false }),
        expect.objectContaining({ email, succeeded: true }),
      ]);
      const text = JSON.stringify(exported);
      expect(text).not.toContain(enrolment.secret);
      expect(text).not.toMatch(/\$argon2id\$/);
      expect(text).not.toMatch(/hash|ciphertext/i);
      expect(text).not.toContain(other.email);
      expect(text).not.toContain(other.userId);
    });

    it('answers empty data for a user identity does not know', async () => {
      expect((await exportOf(randomUUID())).data).toEqual({
        credentials: [],
        user_sessions: [],
        totp: { enabled: false, confirmedAt: null, recoveryCodesLeft: 0 },
        login_attempts: [],
      });
    });

    it('refuses a request without the internal token, and a userId that is not one', async () => {
      expect((await internal(`/internal/export?userId=${randomUUID()}`, {}, null)).status).toBe(401);
      expect((await internal('/internal/export?userId=admin')).status).toBe(400);
    });
  });

  describe('user.deletion_requested', () => {
    it('removes the credentials with every session and the attempts of the e-mail, then sends user.deleted and user.deletion_completed', async () => {
      const { email, userId, browser } = await signedUp();
      await new Browser(service).login(email, 'a wrong password');
      const staying = await signedUp('staying');
      const requestId = randomUUID();

      const response = await deliver({ userId, requestId });

      expect(response.status).toBe(200);
      expect((await browser.post('/refresh')).status).toBe(401);
      expect((await browser.me()).status).toBe(401);
      for (const table of ['credentials', 'user_sessions']) {
        expect(await service.query(`select * from identity.${table} where user_id = $1`, [userId])).toEqual([]);
      }
      expect(await service.query('select * from identity.login_attempts where email = $1', [email])).toEqual([]);
      expect(await outboxEvents(userId, [requestId])).toEqual([
        { type: 'user.deleted', payload: { userId } },
        { type: 'user.deletion_completed', payload: { requestId } },
      ]);
      expect((await staying.browser.me()).status).toBe(200);
      // Last, since this failed login is recorded again, like one with any unknown e-mail.
      expect((await new Browser(service).login(email)).status).toBe(401);
      expect(await service.query('select user_id from identity.credentials where user_id = $1', [staying.userId])).toHaveLength(1);
    });

    it('handles a redelivered event once, and still reports a repeated request when the credentials are already gone', async () => {
      const { userId } = await signedUp();
      const first = { userId, requestId: randomUUID() };
      const eventId = randomUUID();
      expect(await (await deliver(first, eventId)).json()).toEqual({ status: 'processed' });
      expect(await (await deliver(first, eventId)).json()).toEqual({ status: 'duplicate' });

      const second = { userId, requestId: randomUUID() };
      expect(await (await deliver(second)).json()).toEqual({ status: 'processed' });

      expect(
        (await outboxEvents(userId, [first.requestId, second.requestId])).map((event) => [event.type, event.payload.requestId ?? null]),
      ).toEqual([
        ['user.deleted', null],
        ['user.deletion_completed', first.requestId],
        ['user.deleted', null],
        ['user.deletion_completed', second.requestId],
      ]);
    });
  });
});
