import { randomUUID } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER } from '@app/service-kit';
import { testDatabases, type TestService } from '@app/service-kit/testing';
import { deliverEvent, insertShareWithShortLink, startSharing, TOKEN } from './support';

describe.each(testDatabases())("a user's data in sharing on %s", (database) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startSharing(database);
  });
  afterAll(async () => {
    await service?.stop();
  });

  let codes = 0;
  const nextCode = () => `C${String((codes += 1)).padStart(5, '0')}`;

  /** A share by `userId` with a short link and one visit from someone at `visitorIp`. */
  async function shareOf(userId: string, visitorIp: string) {
    const share = await insertShareWithShortLink(service, { code: nextCode(), userId, ipAddress: '192.0.2.1' });
    await service.query(
      `insert into sharing.shared_link_visits (sharing_stat_id, visitor_ip_address, visitor_user_agent, visitor_session_id) values ($1, $2, 'VisitorBrowser/1.0', 'visitor-session')`,
      [share.shareId, visitorIp],
    );
    return share;
  }
  async function referralLinkOf(userId: string) {
    const code = nextCode();
    await service.query('insert into sharing.referral_links (user_id, referral_code) values ($1, $2)', [userId, code]);
    return code;
  }
  async function referral(referrerUserId: string, referredUserId: string, visitorIp: string, code: string) {
    const [row] = await service.query<{ id: string }>(
      `insert into sharing.referrals (referral_code, referrer_user_id, referred_user_id, status, visitor_ip, visitor_user_agent)
       values ($1, $2, $3, 'registered', $4, 'FriendBrowser/2.0') returning id`,
      [code, referrerUserId, referredUserId, visitorIp],
    );
    return row!.id;
  }

  /** Ana shared once and referred a friend; Bruno shared once and referred Ana. */
  async function anaAndBruno() {
    const [ana, bruno, friend] = [randomUUID(), randomUUID(), randomUUID()];
    const anaShare = await shareOf(ana, '198.51.100.1');
    const brunoShare = await shareOf(bruno, '198.51.100.9');
    const anaCode = await referralLinkOf(ana);
    const brunoCode = await referralLinkOf(bruno);
    const friendReferral = await referral(ana, friend, '198.51.100.2', anaCode);
    // Ana's own address when she followed Bruno's link; one per call, so suites' rows stay apart.
    const anaIp = `203.0.113.${codes}`;
    const anaReferral = await referral(bruno, ana, anaIp, brunoCode);
    return { ana, bruno, friend, anaShare, brunoShare, anaCode, brunoCode, friendReferral, anaReferral, anaIp };
  }

  const exportOf = async (userId: string) => {
    const response = await service.request(`/internal/export?userId=${userId}`, { headers: { [INTERNAL_TOKEN_HEADER]: TOKEN } });
    expect(response.status).toBe(200);
    return (await response.json()) as { service: string; data: Record<string, Array<Record<string, unknown>>> };
  };
  const deliver = (userId: string) => deliverEvent(service, 'user.deleted', { userId });
  /** Every row of the sharing schema that mentions `text` anywhere. */
  const rowsMentioning = async (text: string) => {
    const found = [];
    for (const table of ['sharing_stats', 'short_links', 'shared_link_visits', 'referral_links', 'referrals']) {
      const rows = await service.query(`select * from sharing.${table} t where row_to_json(t)::text like '%' || $1 || '%'`, [text]);
      found.push(...rows.map((row) => ({ table, row })));
    }
    return found;
  };

  it("exports the user's shares, links, visits and referrals both ways, without other people's addresses or ids", async () => {
    const { ana, bruno, friend, anaShare, brunoShare, anaCode, brunoCode, friendReferral, anaReferral, anaIp } = await anaAndBruno();

    const { service: name, data } = await exportOf(ana);

    expect(name).toBe('sharing');
    expect(data.sharing_stats).toEqual([
      expect.objectContaining({ id: anaShare.shareId, shared_by_user_id: ana, share_type: 'symptom_analysis' }),
    ]);
    expect(data.short_links).toEqual([expect.objectContaining({ short_code: anaShare.code, share_id: anaShare.shareId })]);
    expect(data.shared_link_visits).toEqual([
      {
        id: expect.any(String),
        sharing_stat_id: anaShare.shareId,
        referrer_url: null,
        converted_to_registration: false,
        converted_to_analysis: false,
        created_at: expect.any(String),
      },
    ]);
    expect(data.referral_links).toEqual([expect.objectContaining({ user_id: ana, referral_code: anaCode, is_active: true })]);
    expect(data.referrals_as_referrer).toEqual([
      expect.objectContaining({ id: friendReferral, referrer_user_id: ana, status: 'registered' }),
    ]);
    expect(data.referrals_as_referred).toEqual([
      expect.objectContaining({
        id: anaReferral,
        referred_user_id: ana,
        referral_code: brunoCode,
        visitor_ip: anaIp,
        visitor_user_agent: 'FriendBrowser/2.0',
      }),
    ]);
    const text = JSON.stringify(data);
    for (const foreign of [
      bruno,
      friend,
      brunoShare.shareId,
      brunoShare.code,
      '198.51.100.1',
      '198.51.100.2',
      'VisitorBrowser',
      'visitor-session',
    ]) {
      expect(text).not.toContain(foreign);
    }
  });

  it("user.deleted removes every row of the user, keeps the referrer's referral without the user in it, and leaves others alone", async () => {
    const { ana, bruno, friend, brunoShare, anaReferral, brunoCode, anaIp } = await anaAndBruno();

    expect(await (await deliver(ana)).json()).toEqual({ status: 'processed' });

    expect(await rowsMentioning(ana)).toEqual([]);
    expect(await rowsMentioning(anaIp)).toEqual([]);
    expect(
      await service.query(
        'select referrer_user_id, referred_user_id, visitor_ip, visitor_user_agent, status from sharing.referrals where id = $1',
        [anaReferral],
      ),
    ).toEqual([{ referrer_user_id: bruno, referred_user_id: null, visitor_ip: null, visitor_user_agent: null, status: 'registered' }]);
    expect(await rowsMentioning(friend)).toEqual([]);
    const brunoRows = await rowsMentioning(bruno);
    expect(brunoRows.map(({ table }) => table).sort()).toEqual(['referral_links', 'referrals', 'sharing_stats']);
    expect(await service.query('select short_code from sharing.short_links where share_id = $1', [brunoShare.shareId])).toEqual([
      { short_code: brunoShare.code },
    ]);
    expect(
      await service.query('select count(*)::int as visits from sharing.shared_link_visits where sharing_stat_id = $1', [
        brunoShare.shareId,
      ]),
    ).toEqual([{ visits: 1 }]);
    expect(await service.query('select user_id from sharing.referral_links where referral_code = $1', [brunoCode])).toEqual([
      { user_id: bruno },
    ]);
  });

  it('refuses export and events without the internal token', async () => {
    expect((await service.request(`/internal/export?userId=${randomUUID()}`)).status).toBe(401);
    const event = await deliverEvent(service, 'user.deleted', { userId: randomUUID() }, { withToken: false });
    expect(event.status).toBe(401);
  });
});
