import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError } from '../errors/app-error';
import { INTERNAL_TOKEN_HEADER } from './outbox-dispatcher';

/** Compares digests so neither the length nor the content of the token leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** 401 unless the request carries the services' shared token (`X-Internal-Token`, see `internalToken()`). */
export function requireInternalToken(token: string): RequestHandler {
  return (req, _res, next) => {
    const given = req.get(INTERNAL_TOKEN_HEADER);
    next(given !== undefined && sameSecret(given, token) ? undefined : new AppError('unauthorized', 401));
  };
}
