import { AppError, zodIssuesToDetails } from '@app/service-kit';
import type { RequestHandler } from 'express';
import type { z } from 'zod';

/**
 * Validates the body before the contract route does, answering with the first refused field's own
 * localised message (the details carry a reason code per field, which a screen shows inline).
 */
export function validateWithReasons(schema: z.ZodType, messageOfReason: Readonly<Record<string, string>>): RequestHandler {
  return (req, _res, next) => {
    const parsed = schema.safeParse(req.body);
    if (parsed.success) return next();
    const details = zodIssuesToDetails(parsed.error.issues);
    const first = details.find((detail) => detail.message in messageOfReason);
    next(new AppError('validation', 400, { messageKey: first ? messageOfReason[first.message] : 'validation', details }));
  };
}
