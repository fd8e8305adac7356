import { randomUUID } from 'node:crypto';
import type { EventType } from '@app/contracts';
import {
  aRegistration,
  aUser,
  startTestIdentity,
  testDatabases,
  type TestIdentity,
  type TestService,
  type TestUser,
} from '@app/service-kit/testing';
import { accessCookieOf, deliverEvent, insertShareWithShortLink, startSharing } from './support';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

describe.each(testDatabases())('share conversions on %s', (database) => {
  let identity: TestIdentity;
  let service: TestService;
  beforeAll(async () => {
    identity = await startTestIdentity();
    service = await startSharing(database, { identity, env: { VISIT_RATE_LIMIT_PER_MINUTE: '5000' } });
  });
  afterAll(async () => {
    await service?.stop();
    await identity?.stop();
  });

  let codes = 0;
  /** A share by `owner` with a short link to its page. */
  const aShareOf = (owner: TestUser) =>
    insertShareWithShortLink(service, { code: `V${String((codes += 1)).padStart(5, '0')}`, userId: owner.userId });
  const follow = async (code: string, headers: Record<string, string> = {}) =>
    service.request(`/s/${code}`, { redirect: 'manual', headers });
  /** Someone else follows the link: the id of the visit, from the cookie set on them. */
  async function aVisitTo(code: string): Promise<string> {
    const cookie = (await follow(code)).headers.get('set-cookie');
    return /^vitalia_share_visit=([^;]+);/.exec(cookie ?? '')![1]!;
  }
  const deliver = async <T extends EventType>(type: T, payload: unknown) => {
    const response = await deliverEvent(service, type, payload);
    expect(await response.json()).toEqual({ status: 'processed' });
  };
  const registered = (shareVisit: string | null, userId: string = randomUUID()) =>
    deliver('user.registered', aRegistration({ userId, shareVisit }));
  const analysed = (shareVisit: string | null, userId: string | null = randomUUID()) =>
    deliver('analysis.created', { analysisId: randomUUID(), userId, shareVisit });
  const conversionsOf = async (shareId: string) => ({
    share: (
      await service.query<{ registered: boolean; analysed: boolean }>(
        'select conversion_registered as registered, conversion_analysis_completed as analysed from sharing.sharing_stats where id = $1',
        [shareId],
      )
    )[0],
    visits: await service.query<{ registered: boolean; analysed: boolean }>(
      `select converted_to_registration as registered, converted_to_analysis as analysed
       from sharing.shared_link_visits where sharing_stat_id = $1 order by created_at`,
      [shareId],
    ),
  });
  const none = { registered: false, analysed: false };

  describe('the share-visit cookie of /s/{code}', () => {
    it('is set on a visitor to the id of their visit: httpOnly, SameSite=Lax, Path=/, for 30 days', async () => {
      const { shareId, code } = await aShareOf(aUser());

      const response = await follow(code);

      expect(response.status).toBe(302);
      const cookie = response.headers.get('set-cookie')!;
      const [visit] = await service.query<{ id: string }>('select id from sharing.shared_link_visits where sharing_stat_id = $1', [
        shareId,
      ]);
      expect(cookie).toMatch(new RegExp(`^vitalia_share_visit=${visit!.id};`));
      expect(cookie).toContain(`Max-Age=${THIRTY_DAYS_S}`);
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
    });

    it('is __Host- prefixed and Secure over https', async () => {
      const { code } = await aShareOf(aUser());

      const cookie = (await follow(code, { 'X-Forwarded-Proto': 'https' })).headers.get('set-cookie')!;

      expect(cookie).toMatch(/^__Host-vitalia_share_visit=[0-9a-f-]{36};/);
      expect(cookie).toContain('Secure');
      expect(cookie).not.toContain('Domain');
    });

    it('is not set on the owner, on a HEAD request, or for an unknown link', async () => {
      const owner = aUser();
      const { code } = await aShareOf(owner);

      expect((await follow(code, { Cookie: await accessCookieOf(identity, owner) })).headers.get('set-cookie')).toBeNull();
      expect((await service.request(`/s/${code}`, { method: 'HEAD', redirect: 'manual' })).headers.get('set-cookie')).toBeNull();
      expect((await follow('Nope99')).headers.get('set-cookie')).toBeNull();
    });
  });

  describe('from the events', () => {
    it('marks a registration on the visit and its share (user.registered with shareVisit)', async () => {
      const { shareId, code } = await aShareOf(aUser());
      const visit = await aVisitTo(code);
      await aVisitTo(code);

      await registered(visit);

      expect(await conversionsOf(shareId)).toEqual({
        share: { registered: true, analysed: false },
        visits: [{ registered: true, analysed: false }, none],
      });
    });

    it('marks an analysis on the visit and its share, by a user or a guest (analysis.created with shareVisit)', async () => {
      const byUser = await aShareOf(aUser());
      const byGuest = await aShareOf(aUser());

      await analysed(await aVisitTo(byUser.code));
      await analysed(await aVisitTo(byGuest.code), null);

      for (const { shareId } of [byUser, byGuest]) {
        expect(await conversionsOf(shareId)).toEqual({
          share: { registered: false, analysed: true },
          visits: [{ registered: false, analysed: true }],
        });
      }
    });

    it('never counts the share’s owner converting through their own share', async () => {
      const owner = aUser();
      const { shareId, code } = await aShareOf(owner);
      const visit = await aVisitTo(code);

      await analysed(visit, owner.userId);
      await registered(visit, owner.userId);

      expect(await conversionsOf(shareId)).toEqual({ share: none, visits: [none] });
    });

    it.each([
      ['not a uuid', 'garbage'],
      ['an unknown visit', randomUUID()],
      ['SQL', "' or 1=1 --"],
      ['empty', ''],
      ['null', null],
    ])('ignores a shareVisit that is %s', async (_what, shareVisit) => {
      const { shareId, code } = await aShareOf(aUser());
      await aVisitTo(code);

      await registered(shareVisit);
      await analysed(shareVisit);

      expect(await conversionsOf(shareId)).toEqual({ share: none, visits: [none] });
    });

    it('ignores a visit older than the cookie’s 30 days', async () => {
      const { shareId, code } = await aShareOf(aUser());
      const visit = await aVisitTo(code);
      await service.query(`update sharing.shared_link_visits set created_at = now() - interval '31 days' where id = $1`, [visit]);

      await registered(visit);

      expect(await conversionsOf(shareId)).toEqual({ share: none, visits: [none] });
    });
  });
});
