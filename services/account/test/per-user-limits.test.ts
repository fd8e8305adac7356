import { testDatabases } from '@app/service-kit/testing';
import { startAccountTest, type AccountTest } from './support/account-test-service';

describe.each(testDatabases())('the per-client limit of changes on %s', (database) => {
  let account: AccountTest;
  beforeAll(async () => {
    account = await startAccountTest(database, {}, { STATE_CHANGE_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await account?.stop();
  });

  const saveProfileFrom = (user: Awaited<ReturnType<AccountTest['registeredUser']>>, address: string) =>
    account.asUser(user, '/profile', {
      method: 'PATCH',
      json: { name: 'Ana Lima', birth_date: null, phone: null },
      headers: { 'X-Forwarded-For': address },
    });

  it('still limits a signed-in user who changes addresses', async () => {
    const user = await account.registeredUser();
    const statuses: number[] = [];
    for (const address of ['203.0.113.41', '203.0.113.42', '203.0.113.43']) statuses.push((await saveProfileFrom(user, address)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('does not hold another user back', async () => {
    const other = await account.registeredUser();
    expect((await saveProfileFrom(other, '203.0.113.44')).status).toBe(200);
  });
});
