import { z } from 'zod';
import { sameSitePathSchema, shortCodeSchema } from './short-link';

/**
 * `GET /internal/short-links/{code}`: what the gateway needs to answer `/s/{code}` itself. Only a link that works
 * now (not revoked, not expired, pointing at this site) is answered; anything else is 404.
 */
export const shortLinkTargetSchema = z
  .object({
    code: shortCodeSchema,
    /** Where the link leads: always a path on this site. */
    target: sameSitePathSchema,
    /** ISO 8601; null: never expires. From this instant on the link leads home. */
    expiresAt: z.iso.datetime().nullable(),
    /** Whether a click is also recorded as a visit of the share (the share-visit cookie names that visit). */
    recordsVisits: z.boolean(),
    /** Who shared it (a user, or a guest by the SHA-256 of their guest cookie): their own clicks do not count. */
    sharedByUserId: z.uuid().nullable(),
    sharedByGuestKey: z.string().nullable(),
  })
  .meta({ id: 'ShortLinkTarget' });
export type ShortLinkTarget = z.infer<typeof shortLinkTargetSchema>;

/** Whether the visitor made the link: a sharer following their own link is neither a click nor a visit. */
export function isSharedBy(
  link: Pick<ShortLinkTarget, 'sharedByUserId' | 'sharedByGuestKey'>,
  visitor: { userId?: string | undefined; guestKey?: string | undefined },
): boolean {
  return (
    (visitor.userId !== undefined && link.sharedByUserId === visitor.userId) ||
    (visitor.guestKey !== undefined && link.sharedByGuestKey === visitor.guestKey)
  );
}

export const shortLinkRevocationsQuerySchema = z.object({ since: z.iso.datetime().optional() });

/** The most codes one answer of the revocation feed lists. */
export const MAX_REVOCATIONS_LISTED = 1000;

/**
 * `GET /internal/short-link-revocations?since=`: the codes of links revoked or deleted at or after `since` (by the
 * sharing service's clock), for the gateways to drop from their caches.
 */
export const shortLinkRevocationsSchema = z
  .object({
    codes: z.array(z.string()),
    /** The service's clock when the list was read. */
    until: z.iso.datetime(),
    /** False when more links were revoked than one answer lists: the reader must drop everything it cached. */
    complete: z.boolean(),
  })
  .meta({ id: 'ShortLinkRevocations' });
export type ShortLinkRevocations = z.infer<typeof shortLinkRevocationsSchema>;

/**
 * Where the sharing service announces revoked codes when `REDIS_URL` is set (a message: the codes, comma-separated),
 * so the gateways drop them at once rather than at their next read of the feed.
 */
export const SHORT_LINK_REVOCATIONS_CHANNEL = 'vitalia:short-link-revocations';

/**
 * One followed short link, as the gateway queued it. `id` is random and made once per click: it is the recorded
 * visit's id (the share-visit cookie carries it) and makes recording idempotent, so a batch sent again counts nothing twice.
 */
export const shortLinkClickSchema = z
  .object({
    id: z.uuid(),
    code: z.string().max(64),
    at: z.iso.datetime(),
    /** The visitor's network (IPv4 /24, IPv6 /48), never the address itself. */
    ipAddress: z.string().max(64).nullable(),
    userAgent: z.string().max(512).nullable(),
    /** Only the origin of the referring page. */
    referrerUrl: z.string().max(2048).nullable(),
  })
  .strict()
  .meta({ id: 'ShortLinkClick' });
export type ShortLinkClick = z.infer<typeof shortLinkClickSchema>;

export const MAX_CLICKS_PER_BATCH = 500;

/** `POST /internal/short-link-clicks`: clicks the gateway answered itself, in the order they happened. */
export const shortLinkClicksInputSchema = z
  .object({ clicks: z.array(shortLinkClickSchema).min(1).max(MAX_CLICKS_PER_BATCH) })
  .strict()
  .meta({ id: 'ShortLinkClicksInput' });
export type ShortLinkClicksInput = z.infer<typeof shortLinkClicksInputSchema>;

export const recordedClicksSchema = z
  .object({
    /** Clicks counted now. */
    recorded: z.number().int().nonnegative(),
    /** Clicks already counted by an earlier delivery, or of a link that no longer exists: nothing changed. */
    skipped: z.number().int().nonnegative(),
  })
  .meta({ id: 'RecordedClicks' });
export type RecordedClicks = z.infer<typeof recordedClicksSchema>;
