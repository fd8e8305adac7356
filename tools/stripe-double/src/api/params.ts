import { z } from 'zod';
import { StripeError } from '../stripe-error';

/** A path as Stripe names a parameter: `line_items[0][price]`. */
export function paramName(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path.map(String);
  return `${first ?? ''}${rest.map((key) => `[${key}]`).join('')}`;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The request's parameters (form-encoded with brackets, as the SDK sends them, already nested), checked: the
 * first problem is answered as Stripe words it. Parameters the double does not model pass unread.
 */
export function parseParams<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const param = paramName(issue.path);
  if (valueAt(input, issue.path) === undefined) {
    throw StripeError.invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
  }
  throw StripeError.invalid(`Invalid ${param}: ${issue.message}`, param);
}

/** Form values are strings: a boolean is `true` or `false`. */
export const formBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Up to 50 keys of at most 40 characters, values of at most 500 (Stripe's limits). */
export const metadataParam = z
  .record(z.string().max(40), z.string().max(500))
  .refine((metadata) => Object.keys(metadata).length <= 50, 'metadata may have at most 50 keys');

/** In an update, '' for the whole metadata clears it. */
export const metadataUpdateParam = z.union([z.literal(''), metadataParam]);

export const expandParam = z.object({ expand: z.array(z.string()).optional() });
