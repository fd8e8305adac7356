import { z } from 'zod';

/** Machine-readable codes every service may answer with; the message beside them is localised. */
export const ERROR_CODES = [
  'validation',
  /** A string in the body, query or path holds a control character (NUL and the other C0 codes but tab and line breaks). */
  'invalid_characters',
  /** The path is not valid percent-encoding (e.g. `%FF`). */
  'invalid_path',
  'bad_json',
  'payload_too_large',
  'unsupported_media_type',
  'not_found',
  'method_not_allowed',
  'unauthorized',
  'forbidden',
  'conflict',
  /** Pro calls: the account is not on the test-access list (PRO_TEST_ACCESS_EMAILS), nor a member of such an owner's family. */
  'test_access_required',
  /** A Pro-only call by an account without Pro (spec §6: "Premium feature"). */
  'pro_required',
  /** Family: that e-mail is already invited. */
  'email_exists',
  /** Family: all 3 places are taken. */
  'limit_reached',
  /** Family: the owner tried to invite their own e-mail. */
  'own_email',
  /** Referrals: no active referral link has this code. */
  'referral_not_found',
  /** Referrals: the code is the caller's own. */
  'self_referral',
  'rate_limited',
  'unavailable',
  /** The gateway found the service down (crashed, restarting): try again after `Retry-After` seconds. */
  'service_unavailable',
  'internal',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: errorCodeSchema,
      message: z.string(),
      details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
