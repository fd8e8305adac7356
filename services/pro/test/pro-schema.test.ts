import { randomUUID } from 'node:crypto';
import { startTestService, testDatabases, type TestService } from '@app/service-kit/testing';
import { createProService } from '../src/app';

describe.each(testDatabases())('pro subscribers on %s', (database) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(createProService, { database });
  });
  afterAll(async () => {
    await service?.stop();
  });

  const subscribe = (familyEmails: string[]) =>
    service.query(`insert into pro.subscribers (user_id, status, family_emails) values ($1, 'active', $2) returning plan_type`, [
      randomUUID(),
      familyEmails,
    ]);

  it('holds up to 3 family e-mails on a Pro plan', async () => {
    expect(await subscribe(['a@example.com', 'b@example.com', 'c@example.com'])).toEqual([{ plan_type: 'pro' }]);
  });

  it('refuses a fourth family e-mail', async () => {
    await expect(subscribe(['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'])).rejects.toThrow(
      /subscribers_family_emails_max_3/,
    );
  });
});
