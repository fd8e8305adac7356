import { randomUUID } from 'node:crypto';
import { startTestService, testDatabases, type TestService } from '@app/service-kit/testing';
import { createProService } from '../src/app';

describe.each(testDatabases())('the pro schema on %s', (database) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(createProService, { database });
  });
  afterAll(async () => {
    await service?.stop();
  });

  const invite = (ownerId: string, email: string, status = 'invited') =>
    service.query(`insert into pro.family_members (owner_user_id, email, status) values ($1, $2, $3) returning status`, [
      ownerId,
      email,
      status,
    ]);

  it('a subscriber starts inactive on the pro plan', async () => {
    expect(await service.query(`insert into pro.subscribers (user_id) values ($1) returning status, plan_type`, [randomUUID()])).toEqual([
      { status: 'inactive', plan_type: 'pro' },
    ]);
  });

  it('holds each invited e-mail once per owner, invited or active only', async () => {
    const owner = randomUUID();
    expect(await invite(owner, 'mae@example.com')).toEqual([{ status: 'invited' }]);
    await expect(invite(owner, 'mae@example.com')).rejects.toThrow(/family_members_owner_user_id_email_pk|duplicate key/);
    await expect(invite(owner, 'pai@example.com', 'owner')).rejects.toThrow(/family_members_status/);
    expect(await invite(randomUUID(), 'mae@example.com')).toEqual([{ status: 'invited' }]);
  });

  it('keeps chat messages from the user or the assistant only', async () => {
    await expect(
      service.query(`insert into pro.chat_messages (user_id, role, content) values ($1, 'system', 'x')`, [randomUUID()]),
    ).rejects.toThrow(/chat_messages_role/);
  });
});
