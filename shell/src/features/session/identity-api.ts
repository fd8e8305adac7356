import {
  readApiError,
  type ApiError,
  type AuthSession,
  type CurrentUser,
  type Language,
  type LoginRequest,
  type SignupRequest,
  type SignupResponse,
} from '@app/contracts';

const BASE = '/api/identity';

/** The answers' schemas load with the first answer to check: a guest's page asks identity nothing and never needs zod. */
const schemas = () => import('./identity-schemas');

type ErrorBody = ApiError['error'];

/** A non-2xx answer of the identity service, with its localised message and per-field reasons. */
export class IdentityError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: NonNullable<ErrorBody['details']> = [],
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

async function errorOf(response: Response): Promise<IdentityError> {
  try {
    const body = readApiError(await response.json());
    if (body) return new IdentityError(response.status, body.code, body.message, body.details);
  } catch {
    // not JSON (a proxy's error page): the status alone speaks
  }
  return new IdentityError(response.status, 'unknown', '');
}

/**
 * Same-origin JSON call to identity: the browser sends the cookies and its Origin (the CSRF guard
 * checks it); X-Language makes error messages come back in the page's language.
 */
async function call(path: string, language: Language, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Language': language };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, {
    method: init.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw await errorOf(response);
  return response;
}

export async function fetchCurrentUser(language: Language): Promise<CurrentUser> {
  const response = await call('/me', language);
  const { currentUserSchema } = await schemas();
  return currentUserSchema.parse(await response.json());
}

export async function refreshSession(language: Language): Promise<AuthSession> {
  const response = await call('/refresh', language, { method: 'POST' });
  const { authSessionSchema } = await schemas();
  return authSessionSchema.parse(await response.json());
}

export async function login(body: LoginRequest, language: Language): Promise<AuthSession> {
  const response = await call('/login', language, { method: 'POST', body });
  const { authSessionSchema } = await schemas();
  return authSessionSchema.parse(await response.json());
}

export async function signup(body: SignupRequest, language: Language): Promise<SignupResponse> {
  const response = await call('/signup', language, { method: 'POST', body });
  const { signupResponseSchema } = await schemas();
  return signupResponseSchema.parse(await response.json());
}

export async function logout(language: Language): Promise<void> {
  await call('/logout', language, { method: 'POST', body: { scope: 'local' } });
}

export async function emailExists(email: string, language: Language, signal?: AbortSignal): Promise<boolean> {
  const response = await fetch(`${BASE}/email-exists?email=${encodeURIComponent(email)}`, {
    headers: { Accept: 'application/json', 'X-Language': language },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw await errorOf(response);
  const { emailExistsSchema } = await schemas();
  return emailExistsSchema.parse(await response.json()).exists;
}

/** Answers the same whether or not an account has the address; the caller shows 'E-mail enviado.' either way. */
export async function requestPasswordReset(email: string, language: Language): Promise<void> {
  await call('/password-reset', language, { method: 'POST', body: { email } });
}

export async function confirmPasswordReset(token: string, password: string, language: Language): Promise<void> {
  await call('/password-reset/confirm', language, { method: 'POST', body: { token, password } });
}

/** Answers the same whether or not an unconfirmed account has the address ('Verificação enviada.'). */
export async function resendVerification(email: string, language: Language): Promise<void> {
  await call('/verify-email/resend', language, { method: 'POST', body: { email } });
}
