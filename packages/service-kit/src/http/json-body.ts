import express, { type RequestHandler } from 'express';
import { AppError } from '../errors/app-error';
import { refuseControlCharacters } from './control-characters';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const JSON_TYPES = ['application/json', 'application/*+json'];

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
}

/**
 * JSON request bodies only: other content types on POST/PUT/PATCH get 415 instead of being silently
 * ignored, and a body must be a JSON object (arrays, strings and null are refused with 400) whose
 * strings hold no control characters (400 `invalid_characters`, before any handler reads them).
 */
export function jsonBody({ limit = '100kb' }: { limit?: string | number } = {}): RequestHandler[] {
  const refuseNonJson: RequestHandler = (req, _res, next) => {
    if (METHODS_WITH_BODY.has(req.method) && hasBody(req.headers) && !req.is(JSON_TYPES)) {
      return next(new AppError('unsupported_media_type', 415));
    }
    next();
  };
  const parse = express.json({ limit, strict: false, type: JSON_TYPES });
  const requireObject: RequestHandler = (req, _res, next) => {
    const body: unknown = req.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      return next(new AppError('validation', 400, { details: [{ path: '', message: 'The body must be a JSON object' }] }));
    }
    refuseControlCharacters(body);
    next();
  };
  return [refuseNonJson, parse, requireObject];
}
