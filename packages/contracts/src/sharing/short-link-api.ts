import { z } from 'zod';
import { shareTypeSchema } from './share-panel-props';
import { shareSnapshotSchema } from './share-snapshot';

/** How long a new short link works; 30 days unless the owner picks another. */
export const SHORT_LINK_LIFETIMES = ['24h', '7d', '30d', 'never'] as const;
export const shortLinkLifetimeSchema = z.enum(SHORT_LINK_LIFETIMES);
export type ShortLinkLifetime = z.infer<typeof shortLinkLifetimeSchema>;
export const DEFAULT_SHORT_LINK_LIFETIME: ShortLinkLifetime = '30d';

const HOUR_MS = 60 * 60 * 1000;
/** Milliseconds each lifetime lasts; null: never expires. */
export const SHORT_LINK_LIFETIME_MS: Record<ShortLinkLifetime, number | null> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
  never: null,
};

export const createShortLinkInputSchema = z
  .object({
    analysisId: z.uuid(),
    expiresIn: shortLinkLifetimeSchema.default(DEFAULT_SHORT_LINK_LIFETIME),
    /** Where it was shared from: the result card, or a history item's details. */
    shareType: shareTypeSchema.default('symptom_analysis'),
  })
  .strict()
  .meta({ id: 'CreateShortLinkInput' });
export type CreateShortLinkInput = z.input<typeof createShortLinkInputSchema>;

export const createdShortLinkSchema = z
  .object({
    code: z.string(),
    /** `<site>/s/<code>`, to share. */
    url: z.string(),
    /** ISO 8601; null when the link never expires. */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'CreatedShortLink' });
export type CreatedShortLink = z.infer<typeof createdShortLinkSchema>;

export const ownShortLinkSchema = createdShortLinkSchema
  .extend({
    analysisId: z.string(),
    createdAt: z.string(),
    revoked: z.boolean(),
    clicks: z.number().int().nonnegative(),
    /** Recorded visits by other people (the owner's own visits are not counted). */
    visits: z.number().int().nonnegative(),
    /** Visits that led to a registration. */
    registrations: z.number().int().nonnegative(),
    /** Visits that led to an analysis. */
    analyses: z.number().int().nonnegative(),
  })
  .meta({ id: 'OwnShortLink' });
export type OwnShortLink = z.infer<typeof ownShortLinkSchema>;

export const ownShortLinksSchema = z.object({ links: z.array(ownShortLinkSchema) }).meta({ id: 'OwnShortLinks' });
export type OwnShortLinks = z.infer<typeof ownShortLinksSchema>;

export const shortLinkCodeParamsSchema = z.object({ code: z.string().max(64) });

/** The public shared-result page's data: the snapshot taken when the link was made. */
export const sharedResultSchema = z.object({ code: z.string(), result: shareSnapshotSchema }).meta({ id: 'SharedResult' });
export type SharedResult = z.infer<typeof sharedResultSchema>;

/** The tracking parameters every shared link carries (spec §7 "Other"). */
export const SHARE_UTM = {
  utm_source: 'share',
  utm_medium: 'short_link',
  utm_campaign: 'analysis_share',
} as const;
