import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

const GUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(guestId: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`guest:${guestId}`).digest();
}

export function newGuestId(): string {
  return randomUUID();
}

/** `<guest id>.<HMAC-SHA256 in base64url>`. */
export function signGuestId(guestId: string, secret: string): string {
  return `${guestId}.${signature(guestId, secret).toString('base64url')}`;
}

/** The guest id when the value was signed with `secret`, otherwise undefined (tampered, foreign or malformed). */
export function verifyGuestCookie(value: string | undefined, secret: string): string | undefined {
  if (!value) return undefined;
  const dot = value.indexOf('.');
  const guestId = value.slice(0, dot);
  if (dot < 0 || !GUEST_ID.test(guestId)) return undefined;
  const given = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = signature(guestId, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? guestId : undefined;
}
