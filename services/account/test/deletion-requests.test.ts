import { randomUUID } from 'node:crypto';
import { IN_MEMORY_DATA_DIR, internalToken } from '@app/service-kit';
import { aUser, testDatabases, type TestUser } from '@app/service-kit/testing';
import { startAccountTest, type AccountTest } from './support/account-test-service';
import { startStandIn, type StandInService } from './support/stand-in-service';

const PASSWORD = 'correct horse battery staple';
const LOCKED_PASSWORD = 'a password tried once too often';

interface DeletionRequestBody {
  id: string;
  status: string;
  requestedAt: string;
  completedAt: string | null;
}
interface ErrorBody {
  error: { code: string; message: string; details?: Array<{ path: string; message: string }> };
}

describe.each(testDatabases())('account deletion requests on %s', (database) => {
  let account: AccountTest;
  /** Plays identity: its password check and its event inbox. */
  let identity: StandInService;
  /** How identity behaves: answering, or dropping the connection as a crashed service does. */
  let identityDown = false;

  beforeAll(async () => {
    identity = await startStandIn((app) => {
      app.use((req, res, next) => {
        if (identityDown) req.socket.destroy();
        else next();
      });
      app.post('/internal/password-check', (req, res) => {
        const { password } = req.body as { password: string };
        if (password === PASSWORD) res.sendStatus(204);
        else if (password === LOCKED_PASSWORD)
          res
            .set('Retry-After', '120')
            .status(429)
            .json({ error: { code: 'rate_limited', message: 'locked' } });
        else res.status(403).json({ error: { code: 'forbidden', message: 'wrong' } });
      });
      app.post('/internal/events', (_req, res) => {
        res.status(200).json({ status: 'processed' });
      });
    });
    account = await startAccountTest(database, {}, { IDENTITY_URL: identity.url, IDENTITY_EVENTS_URL: `${identity.url}/internal/events` });
  });
  afterAll(async () => {
    await account?.stop();
    await identity?.stop();
  });
  beforeEach(() => {
    identityDown = false;
  });

  const requestDeletion = (user: TestUser, password = PASSWORD, headers: Record<string, string> = {}) =>
    account.asUser(user, '/deletion-request', { method: 'POST', json: { password }, headers });
  const rowsOf = (userId: string) => account.service.query('select * from account.deletion_requests where user_id = $1', [userId]);
  const eventsFor = (userId: string) =>
    account.service.query<{ type: string; payload: unknown }>("select type, payload from account.outbox where payload->>'userId' = $1", [
      userId,
    ]);
  const deliveredTo = (user: TestUser) =>
    identity.received.filter((received) => received.path === '/internal/events' && JSON.stringify(received.body).includes(user.userId));
  const statusOf = (id: string) => account.service.request(`/api/account/deletion-requests/${id}`);
  const waitUntil = async (condition: () => Promise<boolean>, what: string) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (await condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting until ${what}`);
  };

  describe('POST /deletion-request', () => {
    it('registers the request once the password is confirmed and tells identity, which then hears of it', async () => {
      const user = await account.registeredUser();

      const response = await requestDeletion(user, PASSWORD, { 'X-Forwarded-For': '203.0.113.9' });

      expect(response.status).toBe(202);
      const request = (await response.json()) as DeletionRequestBody;
      expect(request).toEqual({ id: expect.any(String), status: 'requested', requestedAt: expect.any(String), completedAt: null });
      expect(await rowsOf(user.userId)).toEqual([expect.objectContaining({ id: request.id, status: 'requested' })]);
      const check = identity.received.find(
        (received) => received.path === '/internal/password-check' && (received.body as { userId: string }).userId === user.userId,
      );
      expect(check).toEqual(
        expect.objectContaining({
          token: internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR }),
          forwardedFor: '203.0.113.9',
          body: { userId: user.userId, password: PASSWORD },
        }),
      );
      await waitUntil(async () => deliveredTo(user).length > 0, 'identity received user.deletion_requested');
      expect(deliveredTo(user)[0]?.body).toEqual(
        expect.objectContaining({ type: 'user.deletion_requested', payload: { userId: user.userId, requestId: request.id } }),
      );
      // Delivered, the event is gone: it named the user.
      await waitUntil(async () => (await eventsFor(user.userId)).length === 0, 'the delivered event is deleted');
    });

    it('answers an open request again instead of registering a second one', async () => {
      const user = await account.registeredUser();
      const first = (await (await requestDeletion(user)).json()) as DeletionRequestBody;

      const again = await requestDeletion(user);

      expect(again.status).toBe(202);
      expect(((await again.json()) as DeletionRequestBody).id).toBe(first.id);
      expect(await rowsOf(user.userId)).toHaveLength(1);
      await waitUntil(async () => deliveredTo(user).length > 0, 'identity received the request');
      // The dispatcher polls every 500 ms: a second event would have arrived by now.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(deliveredTo(user)).toHaveLength(1);
    });

    it('refuses a wrong password with a localised 403 naming the field, and registers nothing', async () => {
      const user = await account.registeredUser();

      const response = await requestDeletion(user, 'not my password', { 'Accept-Language': 'fr' });

      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'forbidden', message: 'Mot de passe incorrect.', details: [{ path: 'password', message: 'invalid_password' }] },
      });
      expect(await rowsOf(user.userId)).toEqual([]);
      expect(await eventsFor(user.userId)).toEqual([]);
    });

    it("passes identity's lockout on as a localised 429 with its Retry-After", async () => {
      const user = await account.registeredUser();

      const response = await requestDeletion(user, LOCKED_PASSWORD, { 'Accept-Language': 'de' });

      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('120');
      expect(((await response.json()) as ErrorBody).error).toEqual({
        code: 'rate_limited',
        message: expect.stringMatching(/Anmeldeversuche/),
      });
      expect(await rowsOf(user.userId)).toEqual([]);
    });

    it('answers 503 (localised) and registers nothing when identity cannot check the password', async () => {
      const user = await account.registeredUser();
      identityDown = true;

      const response = await requestDeletion(user, PASSWORD, { 'Accept-Language': 'es' });

      expect(response.status).toBe(503);
      expect(((await response.json()) as ErrorBody).error).toEqual({ code: 'unavailable', message: expect.stringMatching(/contraseña/) });
      expect(await rowsOf(user.userId)).toEqual([]);
      expect(await eventsFor(user.userId)).toEqual([]);
    });

    it('needs a session, a password in the body and, with cookies, the site as origin', async () => {
      const user = await account.registeredUser();
      const anonymous = await account.service.request('/api/account/deletion-request', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password: PASSWORD }),
      });
      const crossSite = await account.service.request('/api/account/deletion-request', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: `vitalia_access=${await account.identity.tokenFor(user)}`,
          Origin: 'https://evil.example',
        },
        body: JSON.stringify({ password: PASSWORD }),
      });
      const noPassword = await account.asUser(user, '/deletion-request', { method: 'POST', json: {} });

      expect([anonymous.status, crossSite.status, noPassword.status]).toEqual([401, 403, 400]);
      expect(await rowsOf(user.userId)).toEqual([]);
    });
  });

  describe('reading the request', () => {
    it("shows the signed-in user's open request, and 404 (localised) without one", async () => {
      const user = await account.registeredUser();
      const none = await account.asUser(user, '/deletion-request', { headers: { 'Accept-Language': 'en' } });
      expect(none.status).toBe(404);
      expect(((await none.json()) as ErrorBody).error).toEqual({ code: 'not_found', message: 'No account deletion request found.' });

      const created = (await (await requestDeletion(user)).json()) as DeletionRequestBody;
      const open = await account.asUser(user, '/deletion-request');
      expect(open.status).toBe(200);
      expect(open.headers.get('cache-control')).toBe('no-store');
      expect(await open.json()).toEqual(created);
      expect((await account.asUser(aUser(), '/deletion-request')).status).toBe(404);
    });

    it('answers the status by id without a session; 404 for an unknown id, 400 for one that is not an id', async () => {
      const user = await account.registeredUser();
      const created = (await (await requestDeletion(user)).json()) as DeletionRequestBody;

      const byId = await statusOf(created.id);
      expect(byId.status).toBe(200);
      expect(byId.headers.get('cache-control')).toBe('no-store');
      expect(await byId.json()).toEqual(created);
      expect((await statusOf(randomUUID())).status).toBe(404);
      expect((await statusOf('42')).status).toBe(400);
    });
  });

  describe('processing', () => {
    it('goes requested → processing (forgetting the user) on user.deleted, then completed on user.deletion_completed', async () => {
      const user = await account.registeredUser();
      const created = (await (await requestDeletion(user)).json()) as DeletionRequestBody;

      expect((await account.deliver('user.deleted', { userId: user.userId })).status).toBe(200);
      expect(await (await statusOf(created.id)).json()).toEqual({ ...created, status: 'processing' });
      expect(await rowsOf(user.userId)).toEqual([]);
      expect((await account.asUser(user, '/deletion-request')).status).toBe(404);

      expect((await account.deliver('user.deletion_completed', { requestId: created.id })).status).toBe(200);
      const completed = (await (await statusOf(created.id)).json()) as DeletionRequestBody;
      expect(completed).toEqual({ ...created, status: 'completed', completedAt: expect.any(String) });
      expect(Date.parse(completed.completedAt!)).toBeGreaterThanOrEqual(Date.parse(created.requestedAt));
      expect(await account.service.query('select user_id from account.deletion_requests where id = $1', [created.id])).toEqual([
        { user_id: null },
      ]);
    });
  });
});
