import { aUser, testDatabases, type TestUser } from '@app/service-kit/testing';
import { startProTestSite, type ProTestSite } from './support';

describe.each(testDatabases())('family rows in a user’s data on %s', (database) => {
  let site: ProTestSite;
  const owner = aUser('owner@example.com');
  const member = aUser('mae@example.com');

  beforeAll(async () => {
    site = await startProTestSite(database, { PRO_TEST_ACCESS_EMAILS: 'owner@example.com' });
  });
  afterAll(async () => {
    await site?.stop();
  });
  beforeEach(async () => {
    await site.service.query('delete from pro.family_members');
    await site.service.query('delete from pro.subscribers');
  });

  /** The owner invites the member and one more person; the member joins with their verified e-mail. */
  async function family() {
    await site.subscribe(owner);
    for (const email of [member.email, 'pai@example.com']) {
      expect((await site.asUser(owner, '/family', { method: 'POST', body: { email, language: 'en' } })).status).toBe(201);
    }
    expect((await site.asUser(member, '/subscription')).status).toBe(200);
  }
  const exportOf = async (user: TestUser) => (await site.exportOf(user.userId)).family_members;
  const userDeleted = (user: TestUser) => site.deliverUserDeleted(user.userId);
  const sourceOf = async (user: TestUser) => ((await (await site.asUser(user, '/subscription')).json()) as { source: string }).source;
  const emails = async () =>
    (await site.service.query<{ email: string }>('select email from pro.family_members order by email')).map(({ email }) => email);

  it('exports the invitations an owner sent, as stored', async () => {
    await family();
    expect(await exportOf(owner)).toEqual([
      expect.objectContaining({ owner_user_id: owner.userId, email: 'mae@example.com', status: 'active', member_user_id: member.userId }),
      expect.objectContaining({ owner_user_id: owner.userId, email: 'pai@example.com', status: 'invited', member_user_id: null }),
    ]);
  });

  it("exports a member's place in a family, and nobody else's invitations", async () => {
    await family();
    expect(await exportOf(member)).toEqual([expect.objectContaining({ email: 'mae@example.com', member_user_id: member.userId })]);
    expect(await exportOf(aUser())).toEqual([]);
  });

  it('user.deleted of an owner deletes their invitations, and their members lose Pro at once', async () => {
    await family();
    expect(await sourceOf(member)).toBe('family');

    expect((await userDeleted(owner)).status).toBe(200);

    expect(await emails()).toEqual([]);
    expect(await sourceOf(member)).toBe('none');
  });

  it("user.deleted of a member removes their place and leaves the owner's other invitations", async () => {
    await family();

    expect((await userDeleted(member)).status).toBe(200);

    expect(await emails()).toEqual(['pai@example.com']);
  });
});
