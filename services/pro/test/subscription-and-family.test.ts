import {
  aUser,
  startTestIdentity,
  startTestService,
  testDatabases,
  type TestIdentity,
  type TestService,
  type TestUser,
} from '@app/service-kit/testing';
import { createProService } from '../src/app';

const SITE = 'https://vitalia.example';

describe.each(testDatabases())('the Pro subscription and family profile on %s', (database) => {
  let identity: TestIdentity;
  let service: TestService;
  const tester = aUser('tester@example.com');
  const otherTester = aUser('Second.Tester@Example.com');
  const outsider = aUser('outsider@example.com');

  beforeAll(async () => {
    identity = await startTestIdentity();
    service = await startTestService(createProService, {
      database,
      env: {
        IDENTITY_JWKS_URL: identity.jwksUrl,
        PUBLIC_ORIGIN: SITE,
        PRO_TEST_ACCESS_EMAILS: ' tester@example.com, second.tester@example.com ',
      },
    });
  });
  afterAll(async () => {
    await service?.stop();
    await identity?.stop();
  });
  beforeEach(async () => {
    await service.query('delete from pro.subscribers');
  });

  async function asUser(
    user: TestUser,
    path: string,
    { method = 'GET', email, language = 'en' }: { method?: string; email?: string; language?: string } = {},
  ) {
    return service.request(`/api/pro${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await identity.tokenFor(user)}`,
        'Accept-Language': language,
        ...(email === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(email === undefined ? {} : { body: JSON.stringify({ email }) }),
    });
  }
  const invite = (user: TestUser, email: string, language?: string) => asUser(user, '/family', { method: 'POST', email, language });
  const withdraw = (user: TestUser, email: string) => asUser(user, '/family', { method: 'DELETE', email });
  const subscribe = (user: TestUser, status = 'active', familyEmails: string[] = []) =>
    service.query(
      `insert into pro.subscribers (user_id, status, plan_type, family_emails, start_date, end_date)
       values ($1, $2, 'pro', $3, '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z')`,
      [user.userId, status, familyEmails],
    );
  const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

  it('answers only signed-in accounts on the test-access list: 401 without a token, 403 with a localised message otherwise', async () => {
    expect((await service.request('/api/pro/subscription')).status).toBe(401);
    for (const path of ['/subscription', '/family']) {
      const refused = await asUser(outsider, path, { language: 'pt' });
      expect(refused.status).toBe(403);
      expect(await errorOf(refused)).toEqual({
        code: 'forbidden',
        message: 'Acesso restrito: esta área está disponível apenas para testes internos.',
      });
    }
    const refusedInvite = await invite(outsider, 'mae@example.com');
    expect(refusedInvite.status).toBe(403);
    expect(await service.query('select user_id from pro.subscribers')).toEqual([]);
    expect((await asUser(otherTester, '/subscription')).status).toBe(200);
  });

  it('shows someone who never subscribed an inactive subscription and an empty family, without storing anything', async () => {
    const subscription = await asUser(tester, '/subscription');
    expect(subscription.status).toBe(200);
    expect(subscription.headers.get('cache-control')).toContain('no-store');
    expect(await subscription.json()).toEqual({ active: false, plan_type: null, start_date: null, end_date: null, family_emails: [] });
    expect(await (await asUser(tester, '/family')).json()).toEqual({ family_emails: [] });
    expect(await service.query('select user_id from pro.subscribers')).toEqual([]);
  });

  it("shows an active subscriber's plan, dates and family", async () => {
    await subscribe(tester, 'active', ['mae@example.com']);
    expect(await (await asUser(tester, '/subscription')).json()).toEqual({
      active: true,
      plan_type: 'pro',
      start_date: '2026-11-01T00:00:00.000Z',
      end_date: '2026-12-01T00:00:00.000Z',
      family_emails: ['mae@example.com'],
    });
  });

  it('lets an active Pro owner invite up to 3 e-mails, normalised, each once, never their own', async () => {
    await subscribe(tester);
    const first = await invite(tester, '  Mae@Example.com ');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ family_emails: ['mae@example.com'] });

    const again = await invite(tester, 'mae@example.com', 'es');
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: 'conflict', message: 'Este correo electrónico ya está invitado' });
    expect((await invite(tester, 'tester@example.com')).status).toBe(409);

    expect((await invite(tester, 'pai@example.com')).status).toBe(200);
    expect((await invite(tester, 'avo@example.com')).status).toBe(200);
    const fourth = await invite(tester, 'tia@example.com', 'de');
    expect(fourth.status).toBe(409);
    expect((await errorOf(fourth)).message).toBe('Limit erreicht: Du kannst bis zu 3 Personen in dein Familienprofil einladen');
    expect(await (await asUser(tester, '/family')).json()).toEqual({
      family_emails: ['mae@example.com', 'pai@example.com', 'avo@example.com'],
    });
  });

  it('refuses invitations from an account without an active Pro subscription', async () => {
    const none = await invite(tester, 'mae@example.com', 'fr');
    expect(none.status).toBe(403);
    expect(await errorOf(none)).toEqual({
      code: 'forbidden',
      message: 'Fonction Premium : le Profil familial fait partie de l’offre Pro.',
    });
    await subscribe(otherTester, 'canceled');
    expect((await invite(otherTester, 'mae@example.com')).status).toBe(403);
    expect(await service.query('select family_emails from pro.subscribers')).toEqual([{ family_emails: [] }]);
  });

  it('keeps 3 as the limit when invitations arrive at the same time', async () => {
    await subscribe(tester, 'active', ['mae@example.com']);
    const statuses = await Promise.all(
      ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'].map((email) => invite(tester, email)),
    );
    expect(statuses.map((response) => response.status).sort()).toEqual([200, 200, 409, 409]);
    const [row] = await service.query<{ family_emails: string[] }>('select family_emails from pro.subscribers');
    expect(row?.family_emails).toHaveLength(3);
  });

  it("withdraws an invitation, even after the subscription ended, and touches only the owner's family", async () => {
    await subscribe(tester, 'canceled', ['mae@example.com', 'pai@example.com']);
    await subscribe(otherTester, 'active', ['mae@example.com']);

    const removed = await withdraw(tester, 'MAE@example.com');
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ family_emails: ['pai@example.com'] });
    expect(await (await asUser(otherTester, '/family')).json()).toEqual({ family_emails: ['mae@example.com'] });

    const unknown = await withdraw(tester, 'mae@example.com');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe('This e-mail is not among your invitations.');
  });

  it('answers an invalid e-mail with 400 and stores nothing', async () => {
    await subscribe(tester);
    for (const body of ['not-an-email', '']) expect((await invite(tester, body)).status).toBe(400);
    expect(await (await asUser(tester, '/family')).json()).toEqual({ family_emails: [] });
  });
});
