import { SIGNED_IN_HINT_COOKIE, type AuthSession, type CurrentUser } from '@app/contracts';
import { jsonResponse } from '@app/ui/testing';

export const TEST_USER: CurrentUser = {
  userId: '6f1c2b1e-8a57-4d0b-9a43-2f2b8f1c9d10',
  email: 'ana.souza@example.com',
  emailConfirmed: true,
  sessionId: '0b7a3d52-1f0e-4c8e-9c1e-7f9e5a2d4b63',
  createdAt: '2025-06-21T10:00:00.000Z',
  lastLogin: '2025-06-21T10:00:00.000Z',
};

export const TEST_SESSION: AuthSession = {
  userId: TEST_USER.userId,
  email: TEST_USER.email,
  emailConfirmed: true,
  sessionId: TEST_USER.sessionId,
  accessToken: 'header.payload.signature',
  accessTokenExpiresAt: '2025-06-21T10:10:00.000Z',
  sessionExpiresAt: '2025-07-21T10:00:00.000Z',
};

/** A browser that holds a session has identity's signed-in hint cookie; a guest's has none. */
export function setSignedInHint(present: boolean): void {
  document.cookie = present ? `${SIGNED_IN_HINT_COOKIE}=1; path=/` : `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
}

export const apiError = (status: number, code: string, message: string, details?: Array<{ path: string; message: string }>) =>
  jsonResponse({ error: { code, message, ...(details ? { details } : {}) } }, status);

type Answer = Response | Error | ((init: RequestInit | undefined, url: URL) => Response | Error | Promise<Response>);

/**
 * Replaces fetch with answers by "METHOD /path" (query ignored); a route without an answer fails the
 * test loudly. Returns the mock, whose calls a test can read.
 */
export function routeFetch(routes: Record<string, Answer>): jest.Mock {
  const mock = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = routes[key];
    if (answer === undefined) throw new Error(`unexpected request ${key}`);
    const result = typeof answer === 'function' ? await answer(init, url) : answer;
    if (result instanceof Error) throw result;
    return result;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** Calls made to one "METHOD /path". */
export function callsTo(mock: jest.Mock, route: string): Array<[string, RequestInit | undefined]> {
  return (mock.mock.calls as Array<[string, RequestInit | undefined]>).filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}` === route,
  );
}
