import { testDatabases, aUser } from '@app/service-kit/testing';
import { startAccountTest, type AccountTest } from './support/account-test-service';

describe.each(testDatabases())('the dashboard on %s', (database) => {
  let account: AccountTest;
  const screeningsByUser = new Map<string, number>();
  beforeAll(async () => {
    account = await startAccountTest(database, { symptomsCount: { screeningsOf: async (userId) => screeningsByUser.get(userId) ?? 0 } });
  });
  afterAll(async () => {
    await account?.stop();
  });

  const dashboardOf = async (user: Parameters<AccountTest['asUser']>[0]) => {
    const response = await account.asUser(user, '/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.json();
  };

  it('greets by the first name of the profile', async () => {
    const user = await account.registeredUser({ name: 'Ana Maria Souza', email: 'amaria@example.com' });
    expect(await dashboardOf(user)).toEqual({ greetingName: 'Ana', screenings: 0, exams: 0 });
  });

  it('greets by the part of the e-mail before @ when the profile has no name', async () => {
    const user = await account.registeredUser({ email: 'joao.silva@example.com' });
    await account.service.query('update account.profiles set name = null where id = $1', [user.userId]);
    expect(await dashboardOf(user)).toEqual(expect.objectContaining({ greetingName: 'joao.silva' }));
  });

  it("greets by the token's e-mail before the profile exists", async () => {
    expect(await dashboardOf(aUser('carla@example.com'))).toEqual({ greetingName: 'carla', screenings: 0, exams: 0 });
  });

  it("counts the user's own screenings through the symptoms count client", async () => {
    const user = await account.registeredUser();
    screeningsByUser.set(user.userId, 4);
    expect(await dashboardOf(user)).toEqual(expect.objectContaining({ screenings: 4 }));
  });
});
