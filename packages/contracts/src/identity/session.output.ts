import { z } from 'zod';

/** What login, sign-up and refresh answer with; the tokens themselves also travel in httpOnly cookies. */
export const authSessionSchema = z
  .object({
    userId: z.uuid(),
    email: z.string(),
    emailConfirmed: z.boolean(),
    sessionId: z.uuid(),
    /** For API clients, sent as `Authorization: Bearer`; browsers use the vitalia_access cookie instead. */
    accessToken: z.string(),
    accessTokenExpiresAt: z.iso.datetime(),
    /** Absolute end of the session, whatever the refreshes. */
    sessionExpiresAt: z.iso.datetime(),
  })
  .meta({ id: 'AuthSession' });
export type AuthSession = z.infer<typeof authSessionSchema>;

export const signupResponseSchema = z
  .object({
    userId: z.uuid(),
    email: z.string(),
    /** True when the e-mail must be confirmed before the first login; `session` is then null. */
    emailConfirmationRequired: z.boolean(),
    session: authSessionSchema.nullable(),
  })
  .meta({ id: 'SignupResponse' });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const currentUserSchema = z
  .object({
    userId: z.uuid(),
    email: z.string(),
    emailConfirmed: z.boolean(),
    sessionId: z.uuid(),
    createdAt: z.iso.datetime(),
    lastLogin: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const emailExistsSchema = z.object({ exists: z.boolean() }).meta({ id: 'EmailExists' });
export type EmailExists = z.infer<typeof emailExistsSchema>;

export const jwksSchema = z
  .object({
    keys: z.array(
      z.object({
        kty: z.literal('EC'),
        crv: z.literal('P-256'),
        x: z.string(),
        y: z.string(),
        kid: z.string(),
        alg: z.literal('ES256'),
        use: z.literal('sig'),
      }),
    ),
  })
  .meta({ id: 'JsonWebKeySet' });
export type JsonWebKeySet = z.infer<typeof jwksSchema>;

/**
 * The answer to password-reset and verification-resend requests: always the same, whether or not an
 * account has the address, so it reveals nothing (ASVS 6.3.8).
 */
export const mailRequestAcceptedSchema = z.object({ status: z.literal('accepted') }).meta({ id: 'MailRequestAccepted' });
export type MailRequestAccepted = z.infer<typeof mailRequestAcceptedSchema>;

/** The password was changed and every session ended; the client signs in with the new password. */
export const passwordResetDoneSchema = z.object({ email: z.string() }).meta({ id: 'PasswordResetDone' });
export type PasswordResetDone = z.infer<typeof passwordResetDoneSchema>;

/** A pending authenticator, shown once: scan the QR code (or type the secret), then confirm with a code. */
export const totpEnrolmentSchema = z
  .object({
    /** `otpauth://totp/Vitalia:<email>?secret=…&issuer=Vitalia&algorithm=SHA1&digits=6&period=30` */
    otpauthUrl: z.string(),
    /** The same URL as a QR code, `data:image/png;base64,…` */
    qrCodeDataUrl: z.string(),
    /** Base32, for typing into the app by hand. */
    secret: z.string(),
  })
  .meta({ id: 'TotpEnrolment' });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** Answered once, when the factor is confirmed: each code signs in once instead of the app's code. */
export const totpRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) }).meta({ id: 'TotpRecoveryCodes' });
export type TotpRecoveryCodes = z.infer<typeof totpRecoveryCodesSchema>;

export const totpStatusSchema = z
  .object({
    /** True once an authenticator is confirmed; login then asks for a code. */
    enabled: z.boolean(),
    recoveryCodesLeft: z.number().int().nonnegative(),
  })
  .meta({ id: 'TotpStatus' });
export type TotpStatus = z.infer<typeof totpStatusSchema>;
