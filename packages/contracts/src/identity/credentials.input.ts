import { z } from 'zod';
import { languageSchema, type Language } from '../common/language';

/**
 * At least 8 characters: the spec's 6 is below what OWASP ASVS 5.0 (6.2.1) and NIST SP 800-63B ask
 * for. Identity also refuses the most common passwords (weak_password).
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Far above the 64 that must be allowed (ASVS 6.2.9); only a guard against hashing megabytes. */
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * Why a sign-up field was refused: the `message` of an error detail, so a screen can show its own
 * inline text (spec §5 keys passwordTooShort, invalidName, invalidPhone…) for the right field.
 */
export const SIGNUP_REASONS = [
  'invalid_email',
  'password_too_short',
  'password_too_long',
  'weak_password',
  'invalid_name',
  'invalid_phone',
  'invalid_country',
] as const;
export type SignupReason = (typeof SIGNUP_REASONS)[number];

/** Spec §9: the phone country a sign-up form starts with, by language. */
export const DEFAULT_PHONE_COUNTRY: Record<Language, string> = { pt: 'BR', en: 'US', es: 'ES', de: 'DE', fr: 'FR' };

/** One spelling per address (ASVS 1.1.1): NFKC folds full-width and compatibility forms, then trim and lower case. */
export function normaliseEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

const reason = (code: SignupReason) => ({ error: code });

export const emailSchema = z
  .string(reason('invalid_email'))
  .max(254, reason('invalid_email'))
  .transform(normaliseEmail)
  .pipe(z.email(reason('invalid_email')));

/** The password exactly as typed: never trimmed or truncated (ASVS 6.2.8). */
export const newPasswordSchema = z
  .string(reason('password_too_short'))
  .min(PASSWORD_MIN_LENGTH, reason('password_too_short'))
  .max(PASSWORD_MAX_LENGTH, reason('password_too_long'));

/** Spec §5: first and last name at least; inner whitespace collapsed. */
export const fullNameSchema = z
  .string(reason('invalid_name'))
  .max(200, reason('invalid_name'))
  .transform((name) => name.normalize('NFC').trim().replace(/\s+/g, ' '))
  .refine((name) => name.split(' ').length >= 2, reason('invalid_name'));

export const signupRequestSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    name: fullNameSchema,
    /** As typed; validated and normalised to E.164 by the service for `country`. */
    phone: z.string(reason('invalid_phone')).max(32, reason('invalid_phone')).nullish(),
    /** ISO 3166-1 alpha-2 of the phone's country; defaults to DEFAULT_PHONE_COUNTRY[language]. */
    country: z
      .string(reason('invalid_country'))
      .regex(/^[A-Za-z]{2}$/, reason('invalid_country'))
      .transform((code) => code.toUpperCase())
      .optional(),
    language: languageSchema,
  })
  .strict()
  .meta({ id: 'SignupRequest' });
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** A code of the authenticator app (RFC 6238: 6 digits, a new one every 30 seconds). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** Crockford base32 (no I, L, O, U): nothing to misread when a recovery code is typed from paper. */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A one-time recovery code once normalised: 10 characters (50 bits), shown as `XXXXX-XXXXX`. */
export const RECOVERY_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;
export const RECOVERY_CODE_COUNT = 10;

/** Drops the spaces and hyphens people type inside codes; recovery codes compare upper-cased. */
export function normaliseSecondFactorCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** The `message` of an error detail when a code is malformed or refused. */
const invalidCode = { error: 'invalid_code' };

export const totpCodeSchema = z
  .string(invalidCode)
  .max(32, invalidCode)
  .transform(normaliseSecondFactorCode)
  .pipe(z.string().regex(TOTP_CODE_PATTERN, invalidCode));

/** Either factor a signed-in person can prove: the app's current code or one unused recovery code. */
export const secondFactorCodeSchema = z
  .string(invalidCode)
  .max(32, invalidCode)
  .transform(normaliseSecondFactorCode)
  .pipe(z.string().refine((code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code), invalidCode));

export const loginRequestSchema = z
  .object({
    email: emailSchema,
    // Checked as received; the length cap only bounds the hashing work.
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    /** Needed once the account has TOTP on: the app's code or a recovery code. */
    totp: secondFactorCodeSchema.optional(),
  })
  .strict()
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Spec §7 sign-out scopes: this session, every session of the user, or all but this one. */
export const LOGOUT_SCOPES = ['local', 'global', 'others'] as const;
export const logoutRequestSchema = z
  .object({ scope: z.enum(LOGOUT_SCOPES).default('local') })
  .strict()
  .meta({ id: 'LogoutRequest' });
export type LogoutRequest = z.input<typeof logoutRequestSchema>;

export const emailExistsQuerySchema = z.object({ email: emailSchema });

/** One-time tokens in e-mailed links: 32 random bytes, base64url (43 characters). */
export const EMAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Why a new password was refused: the `message` of an error detail (as for sign-up). */
export const PASSWORD_RESET_REASONS = ['invalid_token', 'password_too_short', 'password_too_long', 'weak_password'] as const;
export type PasswordResetReason = (typeof PASSWORD_RESET_REASONS)[number];

export const passwordResetRequestSchema = z.object({ email: emailSchema }).strict().meta({ id: 'PasswordResetRequest' });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z
  .object({
    /** The `token` query parameter of the e-mailed /reset-password link. */
    token: z.string({ error: 'invalid_token' }).regex(EMAIL_TOKEN_PATTERN, { error: 'invalid_token' }),
    password: newPasswordSchema,
  })
  .strict()
  .meta({ id: 'PasswordResetConfirm' });
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

export const resendVerificationRequestSchema = z.object({ email: emailSchema }).strict().meta({ id: 'ResendVerificationRequest' });
export type ResendVerificationRequest = z.input<typeof resendVerificationRequestSchema>;

/** The e-mailed confirmation link; a bad or missing token is not a 400 but a redirect with verified=0. */
export const verifyEmailQuerySchema = z.object({
  token: z.string().max(256).optional(),
  /** Language of the page the browser lands on (pt when absent or unknown). */
  lang: z.string().max(16).optional(),
});

/** The current password, asked again before the second factor changes (ASVS 7.5.1). */
const currentPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);

export const totpEnrolRequestSchema = z.object({ password: currentPasswordSchema }).strict().meta({ id: 'TotpEnrolRequest' });
export type TotpEnrolRequest = z.input<typeof totpEnrolRequestSchema>;

export const totpVerifyRequestSchema = z.object({ code: totpCodeSchema }).strict().meta({ id: 'TotpVerifyRequest' });
export type TotpVerifyRequest = z.input<typeof totpVerifyRequestSchema>;

export const totpRemoveRequestSchema = z
  .object({ password: currentPasswordSchema, code: secondFactorCodeSchema })
  .strict()
  .meta({ id: 'TotpRemoveRequest' });
export type TotpRemoveRequest = z.input<typeof totpRemoveRequestSchema>;

/** Service to service: is this the user's current password? (account's deletion confirmation) */
export const internalPasswordCheckSchema = z.object({ userId: z.uuid(), password: currentPasswordSchema }).strict();
