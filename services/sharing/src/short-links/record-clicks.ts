import type { RecordedClicks, ShortLinkClick } from '@app/contracts';
import type { OutboxDatabase } from '@app/service-kit';
import { sql } from 'drizzle-orm';
import { processedEvents, sharedLinkVisits, sharingStats, shortLinks } from '../db/schema';
import { applyConversionClaims, lockVisits } from './share-conversions';

/**
 * Counts followed links (spec §7: a short link's clicks and its share's link_clicks; a visit of the share each,
 * under the click's id, which the share-visit cookie names). One statement for the whole batch, idempotent: each
 * click id is recorded in `processed_events` first, so a batch sent again (a retry after a lost answer, a journal
 * replayed after a crash) counts nothing twice. A click of a link that no longer exists is skipped; one of a link
 * revoked since still counts: the visitor was redirected. A sign-up or analysis that named a visit before it was
 * recorded here is credited now.
 */
export async function recordClicks(db: OutboxDatabase, clicks: readonly ShortLinkClick[]): Promise<RecordedClicks> {
  return db.transaction(async (tx) => {
    await lockVisits(
      tx,
      clicks.map((click) => click.id),
    );
    const { recorded, visits } = await countClicks(tx, clicks);
    await applyConversionClaims(tx, visits);
    return { recorded, skipped: clicks.length - recorded };
  });
}

async function countClicks(db: OutboxDatabase, clicks: readonly ShortLinkClick[]): Promise<{ recorded: number; visits: string[] }> {
  const result = (await db.execute(sql`
    with incoming as (
      select distinct on (id) *
      from jsonb_to_recordset(${JSON.stringify(clicks)}::jsonb)
        as click(id uuid, code text, at timestamptz, "ipAddress" text, "userAgent" text, "referrerUrl" text)
    ),
    fresh as (
      insert into ${processedEvents} (event_id) select id from incoming on conflict do nothing returning event_id
    ),
    counted as (
      select incoming.*, link.id as link_id, link.share_id
      from incoming
      join fresh on fresh.event_id = incoming.id
      join ${shortLinks} as link on link.short_code = incoming.code
    ),
    links as (
      update ${shortLinks} as link set clicks = link.clicks + per_link.clicks
      from (select link_id, count(*)::int as clicks from counted group by link_id) as per_link
      where link.id = per_link.link_id
    ),
    shares as (
      update ${sharingStats} as share set link_clicks = share.link_clicks + per_share.clicks
      from (select share_id, count(*)::int as clicks from counted where share_id is not null group by share_id) as per_share
      where share.id = per_share.share_id
    ),
    visits as (
      insert into ${sharedLinkVisits} (id, sharing_stat_id, visitor_ip_address, visitor_user_agent, referrer_url, created_at)
      select id, share_id, "ipAddress", "userAgent", "referrerUrl", at from counted where share_id is not null
      returning id
    )
    select (select count(*)::int from counted) as recorded, array(select id::text from visits) as visits
  `)) as unknown as { rows: Array<{ recorded: number; visits: string[] }> };
  const [row] = result.rows;
  return { recorded: row?.recorded ?? 0, visits: row?.visits ?? [] };
}
