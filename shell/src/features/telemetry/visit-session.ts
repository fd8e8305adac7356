export const VISIT_SESSION_KEY = 'vitalia.session-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Spec §3: "generated from the time plus a random string". A UUIDv7 is exactly that (48 bits of
 * Unix milliseconds, then random bits) and stays a valid uuid for the services' schemas.
 */
export function timeOrderedId(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  for (let index = 5, time = now; index >= 0; index -= 1, time = Math.floor(time / 256)) bytes[index] = time % 256;
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Used when sessionStorage is blocked: one id for this page load still ties its reports together. */
let pageLoadId: string | undefined;

/** This tab's visit id (sessionStorage), shared by the cookie consent and the telemetry reports. */
export function visitSessionId(): string {
  try {
    const existing = sessionStorage.getItem(VISIT_SESSION_KEY);
    if (existing && UUID.test(existing)) return existing;
    const id = timeOrderedId();
    sessionStorage.setItem(VISIT_SESSION_KEY, id);
    return id;
  } catch {
    pageLoadId ??= timeOrderedId();
    return pageLoadId;
  }
}
