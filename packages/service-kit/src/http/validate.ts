import type { z } from 'zod';
import { AppError } from '../errors/app-error';
import { zodIssuesToDetails } from '../errors/error-handler';

/** Parses `value` or throws a 400 validation AppError listing every problem. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('validation', 400, { details: zodIssuesToDetails(result.error.issues) });
  return result.data;
}
