import { randomUUID } from 'node:crypto';
import type { RecordedClicks, ShortLinkClick, ShortLinkRevocations } from '@app/contracts';
import { INTERNAL_TOKEN_HEADER } from '@app/service-kit';
import { testDatabases, type TestService } from '@app/service-kit/testing';
import { deliverEvent, insertShareWithShortLink, startSharing, TOKEN } from './support';

describe.each(testDatabases())("the gateway's short-link endpoints on %s", (database) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startSharing(database);
  });
  afterAll(async () => {
    await service?.stop();
  });

  let codes = 0;
  const nextCode = () => `G${String((codes += 1)).padStart(5, '0')}`;
  const internal = (path: string, init: RequestInit = {}, token = TOKEN) =>
    service.request(path, { ...init, headers: { ...init.headers, [INTERNAL_TOKEN_HEADER]: token } });
  const lookup = (code: string) => internal(`/internal/short-links/${code}`);
  const feedSince = async (since?: string) =>
    (await (await internal(`/internal/short-link-revocations${since ? `?since=${since}` : ''}`)).json()) as ShortLinkRevocations;
  const send = (clicks: ShortLinkClick[]) =>
    internal('/internal/short-link-clicks', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clicks }),
    });
  const aClick = (code: string): ShortLinkClick => ({
    id: randomUUID(),
    code,
    at: new Date().toISOString(),
    ipAddress: '198.51.100.0/24',
    userAgent: 'Visitor/1.0',
    referrerUrl: 'https://news.example',
  });
  const countsOf = async (code: string) =>
    (
      await service.query<{ clicks: number; link_clicks: number; visits: number }>(
        `select l.clicks, s.link_clicks, (select count(*)::int from sharing.shared_link_visits v where v.sharing_stat_id = s.id) as visits
         from sharing.short_links l join sharing.sharing_stats s on s.id = l.share_id where l.short_code = $1`,
        [code],
      )
    )[0];

  describe('looking a link up', () => {
    it('answers where a working link leads, when it expires and who shared it', async () => {
      const userId = randomUUID();
      const { code } = await insertShareWithShortLink(service, { code: nextCode(), userId });
      await service.query(`update sharing.short_links set expires_at = '2099-01-01T00:00:00Z' where short_code = $1`, [code]);

      const response = await lookup(code);

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        code,
        target: `/pt/analise-compartilhada/${code}`,
        expiresAt: '2099-01-01T00:00:00.000Z',
        recordsVisits: true,
        sharedByUserId: userId,
        sharedByGuestKey: null,
      });
    });

    it.each([
      ['revoked', `update sharing.short_links set revoked_at = now() where short_code = $1`],
      ['expired', `update sharing.short_links set expires_at = now() - interval '1 second' where short_code = $1`],
      ['pointing off the site', `update sharing.short_links set original_url = '//evil.example' where short_code = $1`],
    ])('answers 404 for a link %s, and for an unknown code', async (_kind, change) => {
      const { code } = await insertShareWithShortLink(service, { code: nextCode() });
      await service.query(change, [code]);
      expect((await lookup(code)).status).toBe(404);
      expect((await lookup('Nope42')).status).toBe(404);
    });

    it('answers only with the internal token', async () => {
      const { code } = await insertShareWithShortLink(service, { code: nextCode() });
      expect((await service.request(`/internal/short-links/${code}`)).status).toBe(401);
      expect((await internal(`/internal/short-links/${code}`, {}, 'x'.repeat(40))).status).toBe(401);
      expect((await service.request('/internal/short-link-revocations')).status).toBe(401);
    });
  });

  describe('the revocation feed', () => {
    it('lists the links of a deleted analysis and of a deleted account from the instant asked', async () => {
      const { until: start } = await feedSince();
      const analysisId = randomUUID();
      const userId = randomUUID();
      const ofAnalysis = (await insertShareWithShortLink(service, { code: nextCode(), analysisId })).code;
      const ofUser = (await insertShareWithShortLink(service, { code: nextCode(), userId })).code;
      const untouched = (await insertShareWithShortLink(service, { code: nextCode() })).code;

      await deliverEvent(service, 'analysis.deleted', { analysisId, userId: randomUUID() });
      await deliverEvent(service, 'user.deleted', { userId });

      const feed = await feedSince(start);
      expect(feed.codes).toEqual(expect.arrayContaining([ofAnalysis, ofUser]));
      expect(feed.codes).not.toContain(untouched);
      expect(feed.complete).toBe(true);
      expect(Date.parse(feed.until)).toBeGreaterThanOrEqual(Date.parse(start));
      expect((await feedSince(feed.until)).codes).toEqual([]);
    });

    it('refuses a since that is not an instant', async () => {
      expect((await internal('/internal/short-link-revocations?since=yesterday')).status).toBe(400);
    });
  });

  describe('recording the clicks the gateway answered', () => {
    it("counts each click on the link and its share, and records its visit under the click's id", async () => {
      const { code } = await insertShareWithShortLink(service, { code: nextCode() });
      const clicks = [aClick(code), aClick(code)];

      const response = await send(clicks);

      expect(response.status).toBe(200);
      expect((await response.json()) as RecordedClicks).toEqual({ recorded: 2, skipped: 0 });
      expect(await countsOf(code)).toEqual({ clicks: 2, link_clicks: 2, visits: 2 });
      const visits = await service.query<{ id: string; visitor_ip_address: string; referrer_url: string; created_at: Date }>(
        'select id, visitor_ip_address, referrer_url, created_at from sharing.shared_link_visits where id = any($1)',
        [clicks.map((click) => click.id)],
      );
      expect(visits.map((visit) => visit.id).sort()).toEqual(clicks.map((click) => click.id).sort());
      expect(visits[0]).toMatchObject({ visitor_ip_address: '198.51.100.0/24', referrer_url: 'https://news.example' });
    });

    it('counts nothing twice: a batch sent again, or a click twice in one batch', async () => {
      const { code } = await insertShareWithShortLink(service, { code: nextCode() });
      const clicks = [aClick(code), aClick(code), aClick(code)];
      expect(await (await send(clicks)).json()).toEqual({ recorded: 3, skipped: 0 });

      expect(await (await send(clicks)).json()).toEqual({ recorded: 0, skipped: 3 });
      const again = aClick(code);
      expect(await (await send([again, again])).json()).toEqual({ recorded: 1, skipped: 1 });

      expect(await countsOf(code)).toEqual({ clicks: 4, link_clicks: 4, visits: 4 });
    });

    it('counts concurrent batches exactly', async () => {
      const { code } = await insertShareWithShortLink(service, { code: nextCode() });
      await Promise.all(Array.from({ length: 10 }, () => send(Array.from({ length: 20 }, () => aClick(code)))));
      expect(await countsOf(code)).toEqual({ clicks: 200, link_clicks: 200, visits: 200 });
    });

    it('skips the clicks of a link that no longer exists', async () => {
      expect(await (await send([aClick('Gone42')])).json()).toEqual({ recorded: 0, skipped: 1 });
    });

    it('credits a sign-up to the share through the visit the click recorded', async () => {
      const { code, shareId } = await insertShareWithShortLink(service, { code: nextCode() });
      const click = aClick(code);
      await send([click]);

      await deliverEvent(service, 'user.registered', {
        userId: randomUUID(),
        email: `visitor-${randomUUID()}@example.com`,
        name: 'Visitor',
        phone: null,
        language: 'pt',
        registrationIp: null,
        userAgent: null,
        shareVisit: click.id,
      });

      const [share] = await service.query<{ conversion_registered: boolean }>(
        'select conversion_registered from sharing.sharing_stats where id = $1',
        [shareId],
      );
      expect(share?.conversion_registered).toBe(true);
    });

    it('credits a sign-up and an analysis that arrived before the visit was recorded, once it is', async () => {
      const { code, shareId } = await insertShareWithShortLink(service, { code: nextCode() });
      const click = aClick(code);
      const userId = randomUUID();
      await deliverEvent(service, 'user.registered', {
        userId,
        email: `early-${randomUUID()}@example.com`,
        name: 'Early visitor',
        phone: null,
        language: 'pt',
        registrationIp: null,
        userAgent: null,
        shareVisit: click.id,
      });
      await deliverEvent(service, 'analysis.created', { analysisId: randomUUID(), userId, shareVisit: click.id });

      await send([click]);

      const [visit] = await service.query<{ converted_to_registration: boolean; converted_to_analysis: boolean }>(
        'select converted_to_registration, converted_to_analysis from sharing.shared_link_visits where id = $1',
        [click.id],
      );
      expect(visit).toEqual({ converted_to_registration: true, converted_to_analysis: true });
      const [share] = await service.query<{ conversion_registered: boolean; conversion_analysis_completed: boolean }>(
        'select conversion_registered, conversion_analysis_completed from sharing.sharing_stats where id = $1',
        [shareId],
      );
      expect(share).toEqual({ conversion_registered: true, conversion_analysis_completed: true });
      expect(await service.query('select 1 from sharing.share_conversion_claims where visit_id = $1', [click.id])).toEqual([]);
    });

    it('refuses a malformed click with 400 and clicks without the internal token with 401', async () => {
      const { code } = await insertShareWithShortLink(service, { code: nextCode() });
      expect((await send([{ ...aClick(code), id: 'not-a-uuid' }])).status).toBe(400);
      const unsigned = await service.request('/internal/short-link-clicks', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ clicks: [aClick(code)] }),
      });
      expect(unsigned.status).toBe(401);
      expect(await countsOf(code)).toEqual({ clicks: 0, link_clicks: 0, visits: 0 });
    });
  });
});
