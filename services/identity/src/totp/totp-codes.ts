import { Secret, TOTP } from 'otpauth';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Vitalia';
/** RFC 6238 defaults, which every authenticator app supports. */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of one step before or after now are accepted, for clocks a little apart (ASVS 6.5.5: ≤ 30 s each way). */
const WINDOW_STEPS = 1;

/** 160 random bits, the HMAC-SHA-1 key size RFC 4226 recommends; base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function otpauthUrl(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The time step a 6-digit code belongs to when it is valid at `now` (within the window), else undefined. */
export function stepOfCode(secret: string, code: string, now: Date): number | undefined {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  return delta === null ? undefined : Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code an authenticator app shows at `at` (tests, and nothing else, need to compute one). */
export function codeAt(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}
