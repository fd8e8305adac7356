import { randomUUID } from 'node:crypto';
import { IN_MEMORY_DATA_DIR, INTERNAL_TOKEN_HEADER, internalToken } from '@app/service-kit';
import { startTestService, testDatabases, type TestService } from '@app/service-kit/testing';
import { createProService } from '../src/app';

const TOKEN = internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR });

describe.each(testDatabases())("a user's data in pro on %s", (database) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(createProService, { database });
  });
  afterAll(async () => {
    await service?.stop();
  });

  async function subscriber(): Promise<string> {
    const userId = randomUUID();
    await service.query(`insert into pro.subscribers (user_id, status, stripe_customer_id) values ($1, 'active', $2)`, [
      userId,
      `cus_${userId.slice(0, 8)}`,
    ]);
    return userId;
  }
  const exportOf = (userId: string, headers: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: TOKEN }) =>
    service.request(`/internal/export?userId=${userId}`, { headers });
  const deliver = (userId: string, id = randomUUID()) =>
    service.request('/internal/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [INTERNAL_TOKEN_HEADER]: TOKEN },
      body: JSON.stringify({ id, type: 'user.deleted', occurredAt: new Date().toISOString(), payload: { userId } }),
    });
  const rowsOf = (userId: string) => service.query('select user_id from pro.subscribers where user_id = $1', [userId]);

  it("exports the user's subscription as stored, and nobody else's", async () => {
    const userId = await subscriber();
    const other = await subscriber();

    const response = await exportOf(userId);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      service: 'pro',
      data: {
        subscribers: [
          expect.objectContaining({
            user_id: userId,
            status: 'active',
            plan_type: 'pro',
            stripe_customer_id: `cus_${userId.slice(0, 8)}`,
          }),
        ],
        family_members: [],
        chat_messages: [],
      },
    });
    expect(JSON.stringify(await (await exportOf(randomUUID())).json())).not.toContain(other);
  });

  it('refuses an export without the internal token', async () => {
    expect((await exportOf(randomUUID(), {})).status).toBe(401);
  });

  it("user.deleted deletes the user's subscription, once, and keeps everyone else's", async () => {
    const [leaving, staying] = [await subscriber(), await subscriber()];
    const eventId = randomUUID();

    expect(await (await deliver(leaving, eventId)).json()).toEqual({ status: 'processed' });
    expect(await (await deliver(leaving, eventId)).json()).toEqual({ status: 'duplicate' });

    expect(await rowsOf(leaving)).toEqual([]);
    expect(await rowsOf(staying)).toEqual([{ user_id: staying }]);
  });

  it('refuses an event without the internal token', async () => {
    const response = await service.request('/internal/events', {
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
