import { eq, sql } from 'drizzle-orm';
import type { ServiceDatabase } from '@app/service-kit';
import * as schema from '../db/schema';

type SharingDatabase = ServiceDatabase<typeof schema>;

export interface ShortLinkTarget {
  id: string;
  originalUrl: string;
  shareId: string | null;
}

/**
 * Runs `decide` on the link (locked for the rest of the transaction) and, when it says the visit
 * counts, increments the link's clicks and its share's link_clicks together.
 */
export async function resolveShortLink(
  db: SharingDatabase,
  shortCode: string,
  decide: (link: ShortLinkTarget | undefined) => boolean,
): Promise<ShortLinkTarget | undefined> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: schema.shortLinks.id, originalUrl: schema.shortLinks.originalUrl, shareId: schema.shortLinks.shareId })
      .from(schema.shortLinks)
      .where(eq(schema.shortLinks.shortCode, shortCode))
      .for('update');
    if (!decide(link) || !link) return link;
    await tx
      .update(schema.shortLinks)
      .set({ clicks: sql`${schema.shortLinks.clicks} + 1` })
      .where(eq(schema.shortLinks.id, link.id));
    if (link.shareId) {
      await tx
        .update(schema.sharingStats)
        .set({ linkClicks: sql`${schema.sharingStats.linkClicks} + 1` })
        .where(eq(schema.sharingStats.id, link.shareId));
    }
    return link;
  });
}
