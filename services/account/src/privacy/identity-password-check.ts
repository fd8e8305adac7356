import { AppError, INTERNAL_TOKEN_HEADER, type Logger } from '@app/service-kit';

export interface PasswordCheckOptions {
  /** Identity's origin (IDENTITY_URL). */
  baseUrl: string;
  token: string;
  log: Pick<Logger, 'warn'>;
  timeoutMs?: number;
}

/** What identity said of the password; `locked` carries its Retry-After (seconds). */
export type PasswordCheckResult = { outcome: 'right' } | { outcome: 'wrong' } | { outcome: 'locked'; retryAfter: string };

export type PasswordCheck = (userId: string, password: string, clientIp: string | undefined) => Promise<PasswordCheckResult>;

/**
 * Asks identity's `POST /internal/password-check`, forwarding the client's address so identity's login
 * throttle counts a wrong password against the same client as a failed login. Identity down, slow or
 * answering anything else: 503 (localised), and the caller registers nothing.
 */
export function identityPasswordCheck({ baseUrl, token, log, timeoutMs = 10_000 }: PasswordCheckOptions): PasswordCheck {
  return async (userId, password, clientIp) => {
    let status: number;
    let retryAfter: string | null;
    try {
      const response = await fetch(new URL('/internal/password-check', baseUrl), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [INTERNAL_TOKEN_HEADER]: token,
          ...(clientIp ? { 'X-Forwarded-For': clientIp } : {}),
        },
        body: JSON.stringify({ userId, password }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      ({ status } = response);
      retryAfter = response.headers.get('retry-after');
    } catch (error) {
      log.warn({ err: error }, 'password check unavailable');
      throw new AppError('unavailable', 503, { messageKey: 'deletionUnavailable', cause: error });
    }
    if (status === 204) return { outcome: 'right' };
    if (status === 403) return { outcome: 'wrong' };
    if (status === 429) return { outcome: 'locked', retryAfter: retryAfter ?? '60' };
    log.warn({ status }, 'password check refused by identity');
    throw new AppError('unavailable', 503, { messageKey: 'deletionUnavailable' });
  };
}
