import { apiErrorSchema } from '../common/api-error';
import { COMMON_ERRORS, errorResponse, rateLimitedResponse } from '../common/error-responses';
import type { ApiRoute } from '../common/api-route';
import { operationalRoutes } from '../common/health';
import { internalExportRoute } from '../account/routes';
import {
  emailExistsQuerySchema,
  internalPasswordCheckSchema,
  loginRequestSchema,
  logoutRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  resendVerificationRequestSchema,
  signupRequestSchema,
  totpEnrolRequestSchema,
  totpRemoveRequestSchema,
  totpVerifyRequestSchema,
  verifyEmailQuerySchema,
} from './credentials.input';
import {
  authSessionSchema,
  currentUserSchema,
  emailExistsSchema,
  jwksSchema,
  mailRequestAcceptedSchema,
  passwordResetDoneSchema,
  signupResponseSchema,
  totpEnrolmentSchema,
  totpRecoveryCodesSchema,
  totpStatusSchema,
} from './session.output';
import { userSessionListSchema, userSessionParamsSchema } from './user-sessions';

const SESSION_COOKIES = {
  'Set-Cookie': {
    description:
      'vitalia_access (access JWT, httpOnly, SameSite=Lax, path /, 10 min) and vitalia_refresh (rotating refresh token, httpOnly, SameSite=Strict, path /api/identity, session lifetime); over https Secure and named __Host-vitalia_access and __Secure-vitalia_refresh',
  },
} as const;

const errors = {
  ...COMMON_ERRORS,
  badInput: errorResponse(
    'Invalid input; the message is localised and each detail names the field and, for sign-up, a reason code (SIGNUP_REASONS)',
  ),
  rateLimited: rateLimitedResponse('Too many attempts from this client or for this account'),
} as const;

export const signupRoute = {
  method: 'post',
  path: '/signup',
  summary: 'Create an account; starts a session unless e-mail confirmation is required',
  tags: ['identity'],
  body: signupRequestSchema,
  responses: {
    201: { description: 'Account created', schema: signupResponseSchema, headers: SESSION_COOKIES },
    400: errors.badInput,
    403: errors.crossSite,
    409: errorResponse('This e-mail is already registered (same information as email-exists, rate-limited)'),
    413: errors.tooLarge,
    415: errors.notJson,
    429: errors.rateLimited,
  },
} as const satisfies ApiRoute;

export const loginRoute = {
  method: 'post',
  path: '/login',
  summary: 'Sign in with e-mail and password (ends this browser’s previous session first)',
  tags: ['identity'],
  body: loginRequestSchema,
  responses: {
    200: { description: 'Signed in', schema: authSessionSchema, headers: SESSION_COOKIES },
    400: errors.badInput,
    401: {
      description:
        'Invalid e-mail or password: the same answer whether or not the account exists. With the password right and TOTP on: detail `totp: totp_required` when `totp` is missing (no session starts), `totp: invalid_code` when the code is wrong, used or replayed (counted as a failed login)',
      schema: apiErrorSchema,
    },
    403: errorResponse('Password right but the e-mail is not confirmed yet (only when confirmation is required), or a cross-site request'),
    415: errors.notJson,
    429: errors.rateLimited,
  },
} as const satisfies ApiRoute;

export const refreshRoute = {
  method: 'post',
  path: '/refresh',
  summary: 'Rotate the refresh token (vitalia_refresh cookie) and issue a new access token; a reused token ends its session',
  tags: ['identity'],
  responses: {
    200: { description: 'New tokens', schema: authSessionSchema, headers: SESSION_COOKIES },
    401: errorResponse('Missing, expired, revoked or reused refresh token'),
    403: errors.crossSite,
  },
} as const satisfies ApiRoute;

export const logoutRoute = {
  method: 'post',
  path: '/logout',
  summary: 'Sign out: this session (local, default), every session (global) or all but this one (others)',
  tags: ['identity'],
  body: logoutRequestSchema,
  responses: {
    204: { description: 'Signed out; local and global also clear the cookies', headers: SESSION_COOKIES },
    400: errors.badInput,
    401: errorResponse('global or others without a valid session'),
    403: errors.crossSite,
    415: errors.notJson,
  },
} as const satisfies ApiRoute;

export const currentUserRoute = {
  method: 'get',
  path: '/me',
  summary: 'The signed-in user (access token in the vitalia_access cookie or Authorization: Bearer)',
  tags: ['identity'],
  responses: {
    200: { description: 'The user of this session', schema: currentUserSchema },
    401: errors.unauthorized,
  },
} as const satisfies ApiRoute;

export const emailExistsRoute = {
  method: 'get',
  path: '/email-exists',
  summary: 'Whether an e-mail is registered (the sign-up form’s live check; rate-limited per client)',
  tags: ['identity'],
  query: emailExistsQuerySchema,
  responses: {
    200: { description: 'Whether the e-mail is taken', schema: emailExistsSchema },
    400: errors.badInput,
    429: errors.rateLimited,
  },
} as const satisfies ApiRoute;

export const jwksRoute = {
  method: 'get',
  path: '/.well-known/jwks.json',
  summary: 'Public keys that verify access tokens (ES256)',
  tags: ['identity'],
  responses: { 200: { description: 'JSON Web Key Set', schema: jwksSchema } },
} as const satisfies ApiRoute;

export const passwordResetRoute = {
  method: 'post',
  path: '/password-reset',
  summary:
    'E-mail a single-use link (valid 1 hour) to /reset-password?token=…&type=recovery; the same 202 whether or not an account has the address',
  tags: ['identity'],
  body: passwordResetRequestSchema,
  responses: {
    202: {
      description: 'Accepted; a link is sent when an account has this e-mail (in the request’s language)',
      schema: mailRequestAcceptedSchema,
    },
    400: errors.badInput,
    403: errors.crossSite,
    415: errors.notJson,
    429: errors.rateLimited,
  },
} as const satisfies ApiRoute;

export const passwordResetConfirmRoute = {
  method: 'post',
  path: '/password-reset/confirm',
  summary: 'Set a new password with the e-mailed token (single use); every session of the user ends',
  tags: ['identity'],
  body: passwordResetConfirmSchema,
  responses: {
    200: {
      description: 'Password changed, every session ended, cookies cleared; sign in with the new password',
      schema: passwordResetDoneSchema,
    },
    400: {
      description:
        'Invalid, used or expired token (detail invalid_token), or a refused password (password_too_short, password_too_long, weak_password); message localised',
      schema: apiErrorSchema,
    },
    403: errors.crossSite,
    415: errors.notJson,
  },
} as const satisfies ApiRoute;

export const verifyEmailRoute = {
  method: 'get',
  path: '/verify-email',
  summary: 'The e-mailed confirmation link: confirms the address and redirects to the site',
  tags: ['identity'],
  query: verifyEmailQuerySchema,
  responses: {
    303: {
      description: 'To /{lang}?verified=1 on the site’s first public origin, or ?verified=0 for an invalid, used or expired token',
      headers: { Location: { description: 'Same-site page' } },
    },
  },
} as const satisfies ApiRoute;

export const resendVerificationRoute = {
  method: 'post',
  path: '/verify-email/resend',
  summary: 'Send the confirmation e-mail again; the same 202 whether or not an unconfirmed account has the address',
  tags: ['identity'],
  body: resendVerificationRequestSchema,
  responses: {
    202: {
      description: 'Accepted; a link (valid 24 hours) is sent when an unconfirmed account has this e-mail',
      schema: mailRequestAcceptedSchema,
    },
    400: errors.badInput,
    403: errors.crossSite,
    415: errors.notJson,
    429: errors.rateLimited,
  },
} as const satisfies ApiRoute;

export const listSessionsRoute = {
  method: 'get',
  path: '/sessions',
  summary:
    "The signed-in user's live sessions (not ended, not past their end, not idle), newest sign-in first; `current` marks the one making the request",
  tags: ['identity', 'sessions'],
  responses: { 200: { description: 'The sessions', schema: userSessionListSchema }, 401: errors.unauthorized },
} as const satisfies ApiRoute;

export const revokeSessionRoute = {
  method: 'delete',
  path: '/sessions/{id}',
  summary: 'End one live session of the signed-in user (e.g. a lost device); ending the current one also clears the cookies',
  tags: ['identity', 'sessions'],
  params: userSessionParamsSchema,
  responses: {
    204: { description: 'The session ended', headers: SESSION_COOKIES },
    400: errorResponse('id is not a uuid'),
    401: errors.unauthorized,
    403: errors.crossSite,
    404: errorResponse("No live session with this id among the user's own (another user's session is never found)"),
  },
} as const satisfies ApiRoute;

const TOTP_REAUTH =
  'Wrong current password (detail `password: invalid_password`) or code (detail `code: invalid_code`); counted as a failed login for the account lockout. Also a cross-site request';

export const totpStatusRoute = {
  method: 'get',
  path: '/totp',
  summary: 'Whether the signed-in user has TOTP on, and how many recovery codes are unused',
  tags: ['identity', 'totp'],
  responses: { 200: { description: 'TOTP status', schema: totpStatusSchema }, 401: errors.unauthorized },
} as const satisfies ApiRoute;

export const totpEnrolRoute = {
  method: 'post',
  path: '/totp/enrol',
  summary: 'Start (or restart) adding an authenticator app: a new pending secret, stored encrypted; needs the current password',
  tags: ['identity', 'totp'],
  body: totpEnrolRequestSchema,
  responses: {
    200: { description: 'The pending secret, its otpauth URL and QR code; confirm it with /totp/verify', schema: totpEnrolmentSchema },
    400: errors.badInput,
    401: errors.unauthorized,
    403: errorResponse(TOTP_REAUTH),
    409: errorResponse('TOTP is already on; remove it first'),
    415: errors.notJson,
    429: errors.rateLimited,
  },
} as const satisfies ApiRoute;

export const totpVerifyRoute = {
  method: 'post',
  path: '/totp/verify',
  summary: 'Confirm the pending authenticator with a current code (±30 s); turns TOTP on and answers the recovery codes, once',
  tags: ['identity', 'totp'],
  body: totpVerifyRequestSchema,
  responses: {
    200: { description: 'TOTP on; 10 one-time recovery codes, never shown again', schema: totpRecoveryCodesSchema },
    400: errors.badInput,
    401: errors.unauthorized,
    403: errorResponse(TOTP_REAUTH),
    409: errorResponse('No enrolment is pending (start with /totp/enrol)'),
    415: errors.notJson,
    429: errors.rateLimited,
  },
} as const satisfies ApiRoute;

export const totpRemoveRoute = {
  method: 'delete',
  path: '/totp',
  summary: 'Turn TOTP off with the current password and a code (from the app or a recovery code); the recovery codes go too',
  tags: ['identity', 'totp'],
  body: totpRemoveRequestSchema,
  responses: {
    204: { description: 'TOTP off' },
    400: errors.badInput,
    401: errors.unauthorized,
    403: errorResponse(TOTP_REAUTH),
    409: errorResponse('TOTP is not on'),
    429: errors.rateLimited,
  },
} as const satisfies ApiRoute;

/** Service to service (account's deletion confirmation); X-Internal-Token header, not reachable through the gateway. */
export const internalPasswordCheckRoute = {
  method: 'post',
  path: '/internal/password-check',
  atRoot: true,
  summary: "Whether a password is the user's current one; a wrong one counts as a failed login for the account lockout",
  tags: ['internal'],
  body: internalPasswordCheckSchema,
  responses: {
    204: { description: 'The password is right' },
    400: errors.badInput,
    401: errorResponse('Missing or wrong internal token'),
    403: errorResponse('Wrong password (detail `password: invalid_password`), or no such user'),
    429: errors.rateLimited,
  },
} as const satisfies ApiRoute;

export const identityRoutes = [
  ...operationalRoutes,
  signupRoute,
  loginRoute,
  refreshRoute,
  logoutRoute,
  currentUserRoute,
  emailExistsRoute,
  jwksRoute,
  passwordResetRoute,
  passwordResetConfirmRoute,
  verifyEmailRoute,
  resendVerificationRoute,
  listSessionsRoute,
  revokeSessionRoute,
  totpStatusRoute,
  totpEnrolRoute,
  totpVerifyRoute,
  totpRemoveRoute,
  internalPasswordCheckRoute,
  internalExportRoute,
] as const satisfies readonly ApiRoute[];
