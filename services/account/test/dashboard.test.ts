import { randomUUID } from 'node:crypto';
import { testDatabases, aUser, type TestUser } from '@app/service-kit/testing';
import { isFirstVisit } from '../src/dashboard/first-visit';
import type { AccountDatabase } from '../src/db/account-database';
import { findProfile } from '../src/profiles/profile-repository';
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

  const dashboardOf = async (user: TestUser) => {
    const response = await account.asUser(user, '/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.json();
  };
  const db = () => account.service.running.database.db as AccountDatabase;
  const addExam = (user: TestUser, title = 'Hemograma') =>
    account.service.query('insert into account.exams (user_id, title) values ($1, $2)', [user.userId, title]);

  it('greets by the first name of the profile', async () => {
    const user = await account.registeredUser({ name: 'Ana Maria Souza', email: 'amaria@example.com' });
    expect(await dashboardOf(user)).toEqual({ greetingName: 'Ana', firstVisit: true, screenings: 0, exams: 0 });
  });

  it('greets by the part of the e-mail before @ when the profile has no name', async () => {
    const user = await account.registeredUser({ email: 'joao.silva@example.com' });
    await account.service.query('update account.profiles set name = null where id = $1', [user.userId]);
    expect(await dashboardOf(user)).toEqual(expect.objectContaining({ greetingName: 'joao.silva' }));
  });

  it("greets by the token's e-mail, as a new user, before the profile exists", async () => {
    expect(await dashboardOf(aUser('carla@example.com'))).toEqual({ greetingName: 'carla', firstVisit: true, screenings: 0, exams: 0 });
  });

  it("counts the user's own screenings through the symptoms count client", async () => {
    const user = await account.registeredUser();
    screeningsByUser.set(user.userId, 4);
    expect(await dashboardOf(user)).toEqual(expect.objectContaining({ screenings: 4 }));
  });

  describe('the exams counter', () => {
    it("counts the user's own exams and nobody else's", async () => {
      const [ana, bruno, carla] = [await account.registeredUser(), await account.registeredUser(), await account.registeredUser()];
      await addExam(ana, 'Hemograma');
      await addExam(ana, 'Raio-X do tórax');
      await addExam(bruno);

      expect(await dashboardOf(ana)).toEqual(expect.objectContaining({ exams: 2 }));
      expect(await dashboardOf(bruno)).toEqual(expect.objectContaining({ exams: 1 }));
      expect(await dashboardOf(carla)).toEqual(expect.objectContaining({ exams: 0 }));
    });
  });

  describe('the first-visit greeting', () => {
    it('greets a brand-new user as new, and as returning from their next session on', async () => {
      const user = await account.registeredUser({ name: 'Ana Souza' });
      // Each test token carries a session id of its own: each request is another sign-in.
      expect(await dashboardOf(user)).toEqual(expect.objectContaining({ greetingName: 'Ana', firstVisit: true }));
      expect(await dashboardOf(user)).toEqual(expect.objectContaining({ firstVisit: false }));
      expect(await dashboardOf(user)).toEqual(expect.objectContaining({ firstVisit: false }));
    });

    it('stays "new" for every visit of the first session, and records that session once', async () => {
      const user = await account.registeredUser();
      const firstSession = randomUUID();
      const visit = async (sessionId: string) => isFirstVisit(db(), await findProfile(db(), user.userId), sessionId);

      expect(await visit(firstSession)).toBe(true);
      expect(await visit(firstSession)).toBe(true);
      expect(await visit(randomUUID())).toBe(false);
      expect(await account.service.query('select first_session_id from account.profiles where id = $1', [user.userId])).toEqual([
        { first_session_id: firstSession },
      ]);
    });

    it('lets only one of two sessions opening the dashboard at once be the first', async () => {
      const user = await account.registeredUser();
      const profile = await findProfile(db(), user.userId);
      const answers = await Promise.all([randomUUID(), randomUUID()].map((sessionId) => isFirstVisit(db(), profile, sessionId)));
      expect(answers.filter(Boolean)).toHaveLength(1);
    });

    it('keeps a user who signed up before first visits were recorded as returning', async () => {
      const user = await account.registeredUser();
      await account.service.query('update account.profiles set first_session_id = gen_random_uuid() where id = $1', [user.userId]);
      expect(await dashboardOf(user)).toEqual(expect.objectContaining({ firstVisit: false }));
    });
  });
});
