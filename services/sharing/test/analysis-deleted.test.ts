import { randomUUID } from 'node:crypto';
import { testDatabases, type TestService } from '@app/service-kit/testing';
import { deliverEvent, insertShareWithShortLink, startSharing } from './support';

describe.each(testDatabases())("a deleted analysis's short links on %s", (database) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startSharing(database);
  });
  afterAll(async () => {
    await service?.stop();
  });

  let codes = 0;
  const nextCode = () => `D${String((codes += 1)).padStart(5, '0')}`;

  /** A share of `analysisId` (with a snapshot of the result) and a short link to its shared page. */
  async function aShortLinkTo(analysisId: string): Promise<string> {
    return (await insertShareWithShortLink(service, { code: nextCode(), analysisId, snapshot: { title: 'kept' } })).code;
  }

  const deliver = (analysisId: string, id = randomUUID()) =>
    deliverEvent(service, 'analysis.deleted', { analysisId, userId: randomUUID() }, { id });

  const whereLeads = async (code: string) => (await service.request(`/s/${code}`, { redirect: 'manual' })).headers.get('location');

  it('sends the deleted analysis’s short links home and leaves other analyses’ links working', async () => {
    const deleted = randomUUID();
    const kept = randomUUID();
    const [first, second, other] = [await aShortLinkTo(deleted), await aShortLinkTo(deleted), await aShortLinkTo(kept)];

    const response = await deliver(deleted);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'processed' });
    expect(await whereLeads(first)).toBe('/');
    expect(await whereLeads(second)).toBe('/');
    expect(await whereLeads(other)).toMatch(/^\/pt\/analise-compartilhada\//);
    const snapshots = await service.query<{ analysis_id: string; snapshot: unknown }>(
      'select analysis_id, snapshot from sharing.sharing_stats where analysis_id = any($1)',
      [[deleted, kept]],
    );
    expect(snapshots.filter((row) => row.analysis_id === deleted).map((row) => row.snapshot)).toEqual([null, null]);
    expect(snapshots.filter((row) => row.analysis_id === kept).map((row) => row.snapshot)).toEqual([{ title: 'kept' }]);
  });

  it('changes nothing when the event is delivered again', async () => {
    const deleted = randomUUID();
    const code = await aShortLinkTo(deleted);
    const eventId = randomUUID();
    expect(await (await deliver(deleted, eventId)).json()).toEqual({ status: 'processed' });
    const revokedAt = () =>
      service.query<{ revoked_at: Date | null }>('select revoked_at from sharing.short_links where short_code = $1', [code]);
    const before = await revokedAt();
    expect(before[0]?.revoked_at).not.toBeNull();

    const replay = await deliver(deleted, eventId);

    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ status: 'duplicate' });
    expect(await revokedAt()).toEqual(before);
    expect(await whereLeads(code)).toBe('/');
  });

  it('accepts the event for an analysis that was never shared', async () => {
    expect(await (await deliver(randomUUID())).json()).toEqual({ status: 'processed' });
  });

  it('refuses the event without the internal token', async () => {
    const response = await deliverEvent(service, 'analysis.deleted', {}, { withToken: false });
    expect(response.status).toBe(401);
  });
});
