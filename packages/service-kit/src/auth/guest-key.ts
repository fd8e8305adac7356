import { createHash } from 'node:crypto';

/**
 * How a guest is recognised without keeping their guest cookie: its SHA-256 (stable per guest). Sharing stores
 * a guest sharer's shares under it, and the gateway compares it to tell a sharer following their own link.
 */
export const guestKeyOf = (guestCookie: string): string => createHash('sha256').update(guestCookie).digest('hex');
