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
      z.object({ kty: z.literal('EC'), crv: z.literal('P-256'), x: z.string(), y: z.string(), kid: z.string(), alg: z.literal('ES256'), use: z.literal('sig') }),
    ),
  })
  .meta({ id: 'JsonWebKeySet' });
export type JsonWebKeySet = z.infer<typeof jwksSchema>;
