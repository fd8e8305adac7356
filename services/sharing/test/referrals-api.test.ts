import { randomUUID } from 'node:crypto';
import { referralUrl, type EventType, type RecordedReferral, type ReferralStatus, type ReferralUnlock } from '@app/contracts';
import { INTERNAL_TOKEN_HEADER } from '@app/service-kit';
import { aUser, startTestIdentity, testDatabases, type TestIdentity, type TestService, type TestUser } from '@app/service-kit/testing';
import { accessCookieOf, deliverEvent, postJson, SITE, startSharing, TOKEN } from './support';

describe.each(testDatabases())('the referral programme on %s', (database) => {
  let identity: TestIdentity;
  let service: TestService;
  const start = (env: Record<string, string> = {}) =>
    startSharing(database, { identity, env: { REFERRAL_VISIT_RATE_LIMIT_PER_MINUTE: '5000', ...env } });
  beforeAll(async () => {
    identity = await startTestIdentity();
    service = await start();
  });
  afterAll(async () => {
    await service?.stop();
    await identity?.stop();
  });

  const cookieOf = (user: TestUser) => accessCookieOf(identity, user);
  const statusOf = async (user: TestUser, headers: Record<string, string> = {}, on = service) => {
    const response = await on.request('/api/sharing/referral', { headers: { Cookie: await cookieOf(user), ...headers } });
    expect(response.status).toBe(200);
    return (await response.json()) as ReferralStatus;
  };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}, on = service) =>
    postJson(on, `/api/sharing${path}`, body, headers);
  const visit = (body: unknown, headers: Record<string, string> = {}, on = service) => post('/referral-visits', body, headers, on);
  const refer = async (user: TestUser, code: string) => post('/referrals', { code }, { Cookie: await cookieOf(user) });
  const deliver = (type: EventType, payload: unknown, id?: string) => deliverEvent(service, type, payload, { id });
  const firstAnalysisBy = (user: TestUser, id?: string) =>
    deliver('analysis.created', { analysisId: randomUUID(), userId: user.userId, shareVisit: null }, id);
  const unlockOf = async (userId: string) => {
    const response = await service.request(`/internal/referral-status/${userId}`, { headers: { [INTERNAL_TOKEN_HEADER]: TOKEN } });
    expect(response.status).toBe(200);
    return (await response.json()) as ReferralUnlock;
  };
  const referralsOf = (referredUserId: string) =>
    service.query<{ referral_code: string; status: string; registered_at: Date | null; completed_analysis_at: Date | null }>(
      'select referral_code, status, registered_at, completed_analysis_at from sharing.referrals where referred_user_id = $1',
      [referredUserId],
    );
  const errorCodeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

  /** A referrer with their code, and a friend who signed up with it. */
  async function aReferredFriend(referrer: TestUser) {
    const { code } = await statusOf(referrer);
    const friend = aUser();
    expect((await refer(friend, code)).status).toBe(201);
    return friend;
  }

  describe('GET /referral', () => {
    it('makes the code on the first ask and gives the same one afterwards, with the link in the reader’s language', async () => {
      const user = aUser();

      const first = await statusOf(user, { 'Accept-Language': 'de-DE,de;q=0.9' });
      const again = await statusOf(user, { 'X-Language': 'fr' });

      expect(first).toEqual({
        code: expect.stringMatching(/^[A-Z0-9]{8}$/),
        url: expect.any(String),
        completed: 0,
        required: 3,
        unlocked: false,
      });
      expect(first.url).toBe(referralUrl(SITE, 'de', first.code));
      expect(new URL(first.url).searchParams.get('ref')).toBe(first.code);
      expect(again).toEqual({ ...first, url: referralUrl(SITE, 'fr', first.code) });
      expect(await service.query('select referral_code from sharing.referral_links where user_id = $1', [user.userId])).toEqual([
        { referral_code: first.code },
      ]);
    });

    it('makes one code for 20 concurrent first asks', async () => {
      const user = aUser();

      const answers = await Promise.all(Array.from({ length: 20 }, () => statusOf(user)));

      expect(new Set(answers.map((answer) => answer.code)).size).toBe(1);
      // Without a language asked for, the site's default one (pt).
      expect(answers[0]!.url).toBe(referralUrl(SITE, 'pt', answers[0]!.code));
      expect(await service.query('select 1 from sharing.referral_links where user_id = $1', [user.userId])).toHaveLength(1);
    });

    it('gives different users different codes', async () => {
      const codes = await Promise.all(Array.from({ length: 10 }, async () => (await statusOf(aUser())).code));
      expect(new Set(codes).size).toBe(10);
    });

    it('answers 401 to a visitor who is not signed in', async () => {
      expect((await service.request('/api/sharing/referral')).status).toBe(401);
    });
  });

  describe('POST /referral-visits', () => {
    it('records a visited referral from anyone, with the address truncated, the browser and the utm values', async () => {
      const referrer = aUser();
      const { code } = await statusOf(referrer);

      const response = await visit(
        { code, utmSource: 'whatsapp', utmMedium: 'referral', utmCampaign: 'history_unlock' },
        { 'X-Forwarded-For': '203.0.113.45', 'User-Agent': 'Friend/1.0' },
      );

      expect(response.status).toBe(201);
      expect(
        await service.query(
          `select referrer_user_id, referred_user_id, status, visitor_ip, visitor_user_agent, utm_source, utm_medium, utm_campaign
           from sharing.referrals where referral_code = $1`,
          [code],
        ),
      ).toEqual([
        {
          referrer_user_id: referrer.userId,
          referred_user_id: null,
          status: 'visited',
          visitor_ip: '203.0.113.0/24',
          visitor_user_agent: 'Friend/1.0',
          utm_source: 'whatsapp',
          utm_medium: 'referral',
          utm_campaign: 'history_unlock',
        },
      ]);
    });

    it('answers 404 referral_not_found for an unknown or inactive code, and 400 for a malformed one', async () => {
      const referrer = aUser();
      const { code } = await statusOf(referrer);
      await service.query('update sharing.referral_links set is_active = false where referral_code = $1', [code]);

      for (const unknown of ['NOSUCHCODE', code]) {
        const response = await visit({ code: unknown });
        expect(response.status).toBe(404);
        expect(await errorCodeOf(response)).toBe('referral_not_found');
      }
      expect((await visit({ code: 'no spaces!' })).status).toBe(400);
      expect((await visit({ code: 'ABCD1234', extra: 1 })).status).toBe(400);
      expect(await service.query('select 1 from sharing.referrals where referral_code = $1', [code])).toEqual([]);
    });

    it('limits how many visits one client records per minute', async () => {
      const limited = await start({ REFERRAL_VISIT_RATE_LIMIT_PER_MINUTE: '2' });
      try {
        const { code } = await statusOf(aUser(), {}, limited);
        const statuses = [];
        for (let i = 0; i < 3; i += 1) statuses.push((await visit({ code }, {}, limited)).status);
        expect(statuses).toEqual([201, 201, 429]);
      } finally {
        await limited.stop();
      }
    });
  });

  describe('POST /referrals', () => {
    it('records the signed-in user as registered with the code', async () => {
      const referrer = aUser();
      const { code } = await statusOf(referrer);
      const friend = aUser();

      const response = await refer(friend, code);

      expect(response.status).toBe(201);
      expect((await response.json()) as RecordedReferral).toEqual({ status: 'registered' });
      expect(await referralsOf(friend.userId)).toEqual([
        { referral_code: code, status: 'registered', registered_at: expect.any(Date), completed_analysis_at: null },
      ]);
    });

    it('refers an account at most once: the same or another code later answers 200 with the status, changing nothing', async () => {
      const [first, second] = [await statusOf(aUser()), await statusOf(aUser())];
      const friend = aUser();
      expect((await refer(friend, first.code)).status).toBe(201);

      for (const code of [first.code, second.code]) {
        const response = await refer(friend, code);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ status: 'registered' });
      }
      expect(await referralsOf(friend.userId)).toEqual([expect.objectContaining({ referral_code: first.code })]);
    });

    it('refers an account once when codes arrive concurrently', async () => {
      const codes = await Promise.all(Array.from({ length: 5 }, async () => (await statusOf(aUser())).code));
      const friend = aUser();

      const statuses = await Promise.all(
        codes.flatMap((code) => [refer(friend, code), refer(friend, code)]).map(async (r) => (await r).status),
      );

      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(9);
      expect(await referralsOf(friend.userId)).toHaveLength(1);
    });

    it('refuses the caller’s own code with 422 self_referral', async () => {
      const user = aUser();
      const { code } = await statusOf(user);

      const response = await refer(user, code);

      expect(response.status).toBe(422);
      expect(await errorCodeOf(response)).toBe('self_referral');
      expect(await referralsOf(user.userId)).toEqual([]);
    });

    it('answers 404 referral_not_found for an unknown or inactive code', async () => {
      const { code } = await statusOf(aUser());
      await service.query('update sharing.referral_links set is_active = false where referral_code = $1', [code]);
      const friend = aUser();

      for (const unknown of ['NOSUCHCODE', code]) {
        const response = await refer(friend, unknown);
        expect(response.status).toBe(404);
        expect(await errorCodeOf(response)).toBe('referral_not_found');
      }
      expect(await referralsOf(friend.userId)).toEqual([]);
    });

    it('answers 401 to a visitor who is not signed in', async () => {
      const { code } = await statusOf(aUser());
      expect((await post('/referrals', { code })).status).toBe(401);
    });
  });

  describe('completion by the first analysis', () => {
    it('moves the referral to completed_analysis at the first analysis only', async () => {
      const friend = await aReferredFriend(aUser());

      expect(await (await firstAnalysisBy(friend)).json()).toEqual({ status: 'processed' });
      const [completed] = await referralsOf(friend.userId);
      await firstAnalysisBy(friend);

      expect(completed).toEqual(expect.objectContaining({ status: 'completed_analysis', completed_analysis_at: expect.any(Date) }));
      expect(await referralsOf(friend.userId)).toEqual([completed]);
    });

    it('does not count an analysis made before the referral was recorded, however late its event arrives', async () => {
      const referrer = aUser();
      const friend = await aReferredFriend(referrer);
      const before = new Date(Date.now() - 60_000);

      await deliverEvent(
        service,
        'analysis.created',
        { analysisId: randomUUID(), userId: friend.userId, shareVisit: null },
        { occurredAt: before },
      );

      expect(await referralsOf(friend.userId)).toEqual([expect.objectContaining({ status: 'registered', completed_analysis_at: null })]);
      expect(await unlockOf(referrer.userId)).toEqual({ completed: 0, unlocked: false });
    });

    it('handles a redelivered event once', async () => {
      const referrer = aUser();
      const friend = await aReferredFriend(referrer);
      const eventId = randomUUID();

      expect(await (await firstAnalysisBy(friend, eventId)).json()).toEqual({ status: 'processed' });
      expect(await (await firstAnalysisBy(friend, eventId)).json()).toEqual({ status: 'duplicate' });

      expect(await unlockOf(referrer.userId)).toEqual({ completed: 1, unlocked: false });
    });

    it('changes nothing for a guest’s analysis or a user who was not referred', async () => {
      const user = aUser();
      expect((await deliver('analysis.created', { analysisId: randomUUID(), userId: null, shareVisit: null })).status).toBe(200);
      expect((await firstAnalysisBy(user)).status).toBe(200);
      expect(await referralsOf(user.userId)).toEqual([]);
    });

    it('unlocks the referrer’s full history at exactly the third completed referral', async () => {
      const referrer = aUser();
      const friends = [await aReferredFriend(referrer), await aReferredFriend(referrer), await aReferredFriend(referrer)];
      // A friend who signed up but never analysed anything does not count.
      await aReferredFriend(referrer);

      await firstAnalysisBy(friends[0]!);
      await firstAnalysisBy(friends[1]!);
      // A second analysis by the same friend does not count twice.
      await firstAnalysisBy(friends[1]!);

      expect(await unlockOf(referrer.userId)).toEqual({ completed: 2, unlocked: false });
      expect(await statusOf(referrer)).toEqual(expect.objectContaining({ completed: 2, required: 3, unlocked: false }));

      await firstAnalysisBy(friends[2]!);

      expect(await unlockOf(referrer.userId)).toEqual({ completed: 3, unlocked: true });
      expect(await statusOf(referrer)).toEqual(expect.objectContaining({ completed: 3, required: 3, unlocked: true }));
    });
  });

  describe('GET /internal/referral-status/{userId}', () => {
    it('answers nothing completed for a user without referrals', async () => {
      expect(await unlockOf(randomUUID())).toEqual({ completed: 0, unlocked: false });
    });

    it('answers 401 without the internal token and 400 for a malformed user id', async () => {
      expect((await service.request(`/internal/referral-status/${randomUUID()}`)).status).toBe(401);
      expect((await service.request('/internal/referral-status/not-a-uuid', { headers: { [INTERNAL_TOKEN_HEADER]: TOKEN } })).status).toBe(
        400,
      );
    });

    it('is not served through the gateway’s prefix', async () => {
      const response = await service.request(`/api/sharing/internal/referral-status/${randomUUID()}`, {
        headers: { [INTERNAL_TOKEN_HEADER]: TOKEN },
      });
      expect(response.status).toBe(404);
    });
  });

  describe('account deletion', () => {
    it('removes the referrer’s code and referrals, and takes the deleted friend out of the referral they came by', async () => {
      const referrer = aUser();
      const { code } = await statusOf(referrer);
      const friend = await aReferredFriend(referrer);
      await visit({ code });
      const other = aUser();
      const otherFriend = await aReferredFriend(other);

      expect(await (await deliver('user.deleted', { userId: referrer.userId })).json()).toEqual({ status: 'processed' });
      expect(await (await deliver('user.deleted', { userId: otherFriend.userId })).json()).toEqual({ status: 'processed' });

      expect(await service.query('select 1 from sharing.referral_links where user_id = $1', [referrer.userId])).toEqual([]);
      expect(
        await service.query('select 1 from sharing.referrals where referrer_user_id = $1 or referral_code = $2', [referrer.userId, code]),
      ).toEqual([]);
      expect(await referralsOf(friend.userId)).toEqual([]);
      expect(await referralsOf(otherFriend.userId)).toEqual([]);
      expect(
        await service.query('select status, visitor_ip, visitor_user_agent from sharing.referrals where referrer_user_id = $1', [
          other.userId,
        ]),
      ).toEqual([{ status: 'registered', visitor_ip: null, visitor_user_agent: null }]);
      // Cleared referred ids never collide with the next referral of the same referrer.
      expect((await refer(aUser(), (await statusOf(other)).code)).status).toBe(201);
    });
  });
});
