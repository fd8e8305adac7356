import { familySchema, subscriptionSchema } from '@app/contracts';
import { aUser, captureLogs, startSmtpMailbox, testDatabases, type SmtpMailbox, type TestUser } from '@app/service-kit/testing';
import { errorOf, SITE, startProTestSite, type ProTestSite } from './support';

describe.each(testDatabases())('the family profile on %s', (database) => {
  let site: ProTestSite;
  let mailbox: SmtpMailbox;
  const logs = captureLogs();
  const owner = aUser('owner@example.com');
  const otherOwner = aUser('Other.Owner@Example.com');
  const freeTester = aUser('free@example.com');
  const outsider = aUser('outsider@example.com');
  /** Not on the test-access list: their test access can only come from an owner's family. */
  const member = aUser('mae@example.com');
  const unverifiedMember: TestUser = { ...member, emailVerified: false };

  beforeAll(async () => {
    mailbox = await startSmtpMailbox();
    site = await startProTestSite(
      database,
      { SMTP_URL: mailbox.url, PRO_TEST_ACCESS_EMAILS: 'owner@example.com, other.owner@example.com, free@example.com' },
      { logs: logs.destination },
    );
  });
  afterAll(async () => {
    await site?.stop();
    await mailbox?.close();
  });
  beforeEach(async () => {
    await site.service.query('delete from pro.family_members');
    await site.service.query('delete from pro.subscribers');
    mailbox.received.length = 0;
  });

  const invite = (user: TestUser, email: string, language = 'en') =>
    site.asUser(user, '/family', { method: 'POST', body: { email, language }, language });
  const remove = (user: TestUser, email: string, language = 'en') =>
    site.asUser(user, `/family/${encodeURIComponent(email)}`, { method: 'DELETE', language });
  const familyOf = async (user: TestUser) => familySchema.parse(await (await site.asUser(user, '/family')).json());
  const emailsOf = async (user: TestUser) => (await familyOf(user)).members.map(({ email }) => email);
  const subscriptionOf = async (user: TestUser) => subscriptionSchema.parse(await (await site.asUser(user, '/subscription')).json());
  const rows = () =>
    site.service.query<{ owner_user_id: string; email: string; status: string; member_user_id: string | null }>(
      'select owner_user_id, email, status, member_user_id from pro.family_members order by email',
    );
  /** The member signs in with their verified e-mail, which takes up the invitation. */
  async function joined() {
    await site.subscribe(owner);
    expect((await invite(owner, member.email)).status).toBe(201);
    expect((await subscriptionOf(member)).source).toBe('family');
  }

  describe('inviting', () => {
    it('lets an active Pro owner invite an e-mail, normalised: 201 with the family, and the invitation is mailed', async () => {
      await site.subscribe(owner);
      const before = Date.now();

      const response = await invite(owner, '  Mae@Example.com ', 'pt');

      expect(response.status).toBe(201);
      const family = familySchema.parse(await response.json());
      expect(family).toEqual({ slots: 3, members: [{ email: 'mae@example.com', status: 'invited', invitedAt: expect.any(String) }] });
      expect(Date.parse(family.members[0]!.invitedAt)).toBeGreaterThanOrEqual(before - 1_000);
      expect(await familyOf(owner)).toEqual(family);

      const mail = await mailbox.mailTo('mae@example.com');
      expect(mail.subject).toBe('Você recebeu um convite para o Vitalia Pro');
      expect(mail.text).toContain('owner@example.com convidou você para o Perfil familiar do Vitalia Pro.');
      expect(mail.text).toContain('recursos Pro');
      expect(mail.links).toEqual([`${SITE}/pt`]);
      expect(mail.html).toContain(`href="${SITE}/pt"`);
    });

    it('writes the invitation in the language the owner chose', async () => {
      await site.subscribe(owner);
      expect((await invite(owner, 'pai@example.com', 'de')).status).toBe(201);
      const mail = await mailbox.mailTo('pai@example.com');
      expect(mail.subject).toBe('Du bist zu Vitalia Pro eingeladen');
      expect(mail.links).toEqual([`${SITE}/de`]);
    });

    it('answers an invalid e-mail or a missing language with 400 and stores nothing', async () => {
      await site.subscribe(owner);
      for (const body of [{ email: 'not-an-email', language: 'en' }, { email: '', language: 'en' }, { email: 'mae@example.com' }]) {
        const response = await site.asUser(owner, '/family', { method: 'POST', body });
        expect(response.status).toBe(400);
        expect((await errorOf(response)).code).toBe('validation');
      }
      expect(await rows()).toEqual([]);
    });

    it('refuses an e-mail already invited with 409 email_exists, whatever its case', async () => {
      await site.subscribe(owner);
      expect((await invite(owner, 'mae@example.com')).status).toBe(201);

      const again = await invite(owner, 'MAE@example.com', 'es');

      expect(again.status).toBe(409);
      expect(await errorOf(again)).toEqual({ code: 'email_exists', message: 'Este correo electrónico ya está invitado' });
      expect(await emailsOf(owner)).toEqual(['mae@example.com']);
    });

    it('refuses a fourth invitation with 409 limit_reached', async () => {
      await site.subscribe(owner);
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) expect((await invite(owner, email)).status).toBe(201);

      const fourth = await invite(owner, 'd@example.com', 'de');

      expect(fourth.status).toBe(409);
      expect(await errorOf(fourth)).toEqual({
        code: 'limit_reached',
        message: 'Limit erreicht: Du kannst bis zu 3 Personen in dein Familienprofil einladen',
      });
      expect(await emailsOf(owner)).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    });

    it("refuses the owner's own e-mail with 422 own_email", async () => {
      await site.subscribe(otherOwner);

      const own = await invite(otherOwner, 'other.owner@example.com', 'fr');

      expect(own.status).toBe(422);
      expect(await errorOf(own)).toEqual({ code: 'own_email', message: 'C’est votre propre e-mail : invitez une autre personne.' });
      expect(await rows()).toEqual([]);
    });

    it('never makes a fourth member when invitations arrive at the same time', async () => {
      await site.subscribe(owner);
      expect((await invite(owner, 'first@example.com')).status).toBe(201);

      const responses = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => invite(owner, `${name}@example.com`)));

      expect(responses.map(({ status }) => status).sort()).toEqual([201, 201, 409, 409, 409]);
      for (const refused of responses.filter(({ status }) => status === 409)) expect((await errorOf(refused)).code).toBe('limit_reached');
      expect(await rows()).toHaveLength(3);
    });

    it('stores one invitation when the same e-mail is invited several times at once', async () => {
      await site.subscribe(owner);

      const responses = await Promise.all([1, 2, 3].map(() => invite(owner, 'mae@example.com')));

      expect(responses.map(({ status }) => status).sort()).toEqual([201, 409, 409]);
      expect(await rows()).toHaveLength(1);
    });

    it('lets two owners invite the same person, each in their own family', async () => {
      await site.subscribe(owner);
      await site.subscribe(otherOwner);
      expect((await invite(owner, 'mae@example.com')).status).toBe(201);
      expect((await invite(otherOwner, 'mae@example.com')).status).toBe(201);
      expect(await emailsOf(otherOwner)).toEqual(['mae@example.com']);
    });
  });

  describe('removing', () => {
    it("removes an invitation with 204, only from the owner's own family, and answers 404 when it is not there", async () => {
      await site.subscribe(owner);
      await site.subscribe(otherOwner);
      for (const email of ['mae@example.com', 'pai@example.com']) expect((await invite(owner, email)).status).toBe(201);
      expect((await invite(otherOwner, 'mae@example.com')).status).toBe(201);

      const removed = await remove(owner, 'Mae@Example.com');

      expect(removed.status).toBe(204);
      expect(await removed.text()).toBe('');
      expect(await emailsOf(owner)).toEqual(['pai@example.com']);
      expect(await emailsOf(otherOwner)).toEqual(['mae@example.com']);
      const again = await remove(owner, 'mae@example.com', 'pt');
      expect(again.status).toBe(404);
      expect(await errorOf(again)).toEqual({ code: 'not_found', message: 'Este e-mail não está entre os convidados.' });
      expect((await remove(owner, 'not-an-email')).status).toBe(400);
    });

    it('frees the place: a new invitation fits after a removal', async () => {
      await site.subscribe(owner);
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) expect((await invite(owner, email)).status).toBe(201);
      expect((await remove(owner, 'b@example.com')).status).toBe(204);
      expect((await invite(owner, 'd@example.com')).status).toBe(201);
    });

    it('lets an owner whose plan ended remove members, but not list or invite them', async () => {
      await site.subscribe(owner);
      expect((await invite(owner, 'mae@example.com')).status).toBe(201);
      await site.subscribe(owner, 'canceled');

      expect((await site.asUser(owner, '/family')).status).toBe(402);
      expect((await invite(owner, 'pai@example.com')).status).toBe(402);
      expect((await remove(owner, 'mae@example.com')).status).toBe(204);
      expect(await rows()).toEqual([]);
    });
  });

  describe('joining and leaving', () => {
    it('does not join a family on a sign-in whose e-mail is not verified', async () => {
      await site.subscribe(owner);
      expect((await invite(owner, member.email)).status).toBe(201);

      expect(await subscriptionOf(unverifiedMember)).toEqual(expect.objectContaining({ active: false, source: 'none', testAccess: false }));
      expect((await site.asUser(unverifiedMember, '/family')).status).toBe(403);

      expect(await rows()).toEqual([expect.objectContaining({ email: 'mae@example.com', status: 'invited', member_user_id: null })]);
      expect((await familyOf(owner)).members[0]!.status).toBe('invited');
    });

    it("joins on a verified sign-in: active in the owner's family, with Pro and test access through the owner's plan", async () => {
      await site.subscribe(owner);
      expect((await invite(owner, member.email)).status).toBe(201);

      expect(await subscriptionOf(member)).toEqual(
        expect.objectContaining({ active: true, planType: 'pro', status: 'active', source: 'family', testAccess: true, familyEmails: [] }),
      );

      expect(await rows()).toEqual([
        expect.objectContaining({ email: 'mae@example.com', status: 'active', member_user_id: member.userId }),
      ]);
      expect((await familyOf(owner)).members).toEqual([expect.objectContaining({ email: 'mae@example.com', status: 'active' })]);
    });

    it('joins once: later calls change nothing', async () => {
      await joined();
      const [first] = await site.service.query<{ joined_at: Date }>('select joined_at from pro.family_members');

      await subscriptionOf(member);
      await site.asUser(member, '/family');

      expect(await site.service.query('select joined_at from pro.family_members')).toEqual([{ joined_at: first!.joined_at }]);
    });

    it('takes up every invitation to the verified e-mail, on any Pro call', async () => {
      await site.subscribe(owner);
      await site.subscribe(otherOwner);
      expect((await invite(owner, member.email)).status).toBe(201);
      expect((await invite(otherOwner, member.email)).status).toBe(201);

      expect((await site.asUser(member, '/family')).status).toBe(402);

      expect((await rows()).map(({ status, member_user_id }) => [status, member_user_id])).toEqual([
        ['active', member.userId],
        ['active', member.userId],
      ]);
    });

    it('a removed member loses Pro and test access at once', async () => {
      await joined();

      expect((await remove(owner, member.email)).status).toBe(204);

      expect(await subscriptionOf(member)).toEqual(expect.objectContaining({ active: false, source: 'none', testAccess: false }));
      expect((await site.asUser(member, '/family')).status).toBe(403);
    });

    it.each(['canceled', 'unpaid', 'incomplete_expired'])("a member loses Pro at once when the owner's plan becomes %s", async (status) => {
      await joined();

      await site.subscribe(owner, status);

      expect(await subscriptionOf(member)).toEqual(expect.objectContaining({ active: false, source: 'none', testAccess: false }));
      expect((await site.asUser(member, '/family')).status).toBe(403);
    });

    it("a member keeps Pro while the owner's payment is retried (past_due)", async () => {
      await joined();
      await site.subscribe(owner, 'past_due');
      expect((await subscriptionOf(member)).source).toBe('family');
    });
  });

  it('logs neither the invited e-mails nor the owner’s, whatever happens to the invitation', async () => {
    await joined();
    expect((await invite(owner, member.email)).status).toBe(409);
    expect((await invite(owner, 'pai@example.com')).status).toBe(201);
    await mailbox.mailTo('pai@example.com');
    expect((await remove(owner, member.email)).status).toBe(204);

    const written = logs.lines.join('\n');
    expect(written).toContain('mail_sent');
    expect(written).toContain('/api/pro/family/[email]');
    for (const email of [owner.email, member.email, 'pai@example.com']) {
      expect(written).not.toContain(email);
      expect(written).not.toContain(encodeURIComponent(email));
    }
  });

  describe('who may use the family endpoints', () => {
    it('answers 401 without a token', async () => {
      expect((await site.service.request('/api/pro/family')).status).toBe(401);
    });

    it('answers 403 test_access_required on every family endpoint without test access, even with a Pro plan', async () => {
      await site.subscribe(outsider);
      for (const response of [
        await site.asUser(outsider, '/family', { language: 'pt' }),
        await invite(outsider, 'mae@example.com', 'pt'),
        await remove(outsider, 'mae@example.com', 'pt'),
      ]) {
        expect(response.status).toBe(403);
        expect(await errorOf(response)).toEqual({
          code: 'test_access_required',
          message: 'Acesso restrito: esta área está disponível apenas para testes internos.',
        });
      }
      expect(await rows()).toEqual([]);
    });

    it('answers 402 pro_required to the list and to an invitation from an account with test access but no Pro', async () => {
      for (const response of [await site.asUser(freeTester, '/family'), await invite(freeTester, 'mae@example.com')]) {
        expect(response.status).toBe(402);
        expect(await errorOf(response)).toEqual({ code: 'pro_required', message: 'Premium feature: this is part of the Pro plan.' });
      }
      expect((await remove(freeTester, 'mae@example.com')).status).toBe(404);
      expect(await rows()).toEqual([]);
    });

    it('treats a family member as a member, not an owner: 402 on the list and on invitations', async () => {
      await joined();
      expect((await site.asUser(member, '/family')).status).toBe(402);
      expect((await invite(member, 'pai@example.com')).status).toBe(402);
      expect((await remove(member, 'mae@example.com')).status).toBe(404);
    });

    it('answers a Pro owner with the family', async () => {
      await site.subscribe(owner, 'trialing');
      expect(await familyOf(owner)).toEqual({ slots: 3, members: [] });
    });
  });
});
