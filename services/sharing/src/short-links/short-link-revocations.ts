import { MAX_REVOCATIONS_LISTED, type ShortLinkRevocations } from '@app/contracts';
import type { OutboxDatabase } from '@app/service-kit';
import { asc, gte, lt, sql } from 'drizzle-orm';
import { shortLinkRevocations } from '../db/schema';

/**
 * Puts revoked or deleted links on the feed the gateways read (`revocationsSince`), in the caller's transaction:
 * the codes appear together with the revocation, never before it. Entries older than a day go.
 */
export async function recordRevocations(db: OutboxDatabase, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await db.delete(shortLinkRevocations).where(lt(shortLinkRevocations.revokedAt, sql`now() - interval '1 day'`));
  await db.insert(shortLinkRevocations).values(codes.map((shortCode) => ({ shortCode })));
}

/**
 * The codes revoked at or after `since`, and the database's clock read before them (`until`). A revocation is
 * stamped when its transaction starts but seen once it commits, so a reader asks again from a little before
 * `until` (the gateway: 30 s) and so never misses one that committed late.
 */
export async function revocationsSince(db: OutboxDatabase, since: Date | undefined): Promise<ShortLinkRevocations> {
  const clock = (await db.execute(sql`select now() as until`)) as unknown as { rows: Array<{ until: Date | string }> };
  const until = new Date(clock.rows[0]!.until).toISOString();
  if (!since) return { codes: [], until, complete: true };
  const rows = await db
    .select({ code: shortLinkRevocations.shortCode })
    .from(shortLinkRevocations)
    .where(gte(shortLinkRevocations.revokedAt, since))
    .orderBy(asc(shortLinkRevocations.revokedAt))
    .limit(MAX_REVOCATIONS_LISTED + 1);
  const codes = [...new Set(rows.slice(0, MAX_REVOCATIONS_LISTED).map((row) => row.code))];
  return { codes, until, complete: rows.length <= MAX_REVOCATIONS_LISTED };
}
