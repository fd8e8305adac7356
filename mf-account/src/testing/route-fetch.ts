import { jsonResponse } from '@app/ui/testing';

type Answer = Response | Error | ((init: RequestInit | undefined) => Response | Error | Promise<Response>);

/**
 * Replaces fetch with answers by "METHOD /path": the settings page calls several services at once, in no
 * fixed order. An array answers its calls in turn (the last one repeats); a route without an answer fails
 * the test loudly.
 */
export function routeFetch(routes: Record<string, Answer | Answer[]>): jest.Mock {
  const served = new Map<string, number>();
  const mock = jest.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}`;
    const route = routes[key];
    if (route === undefined) throw new Error(`unexpected request ${key}`);
    const count = served.get(key) ?? 0;
    served.set(key, count + 1);
    const answer = Array.isArray(route) ? route[Math.min(count, route.length - 1)]! : route;
    const result = typeof answer === 'function' ? await answer(init) : answer;
    if (result instanceof Error) throw result;
    return result;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** Calls made to one "METHOD /path", with the parsed JSON body of each. */
export function bodiesSentTo(mock: jest.Mock, route: string): unknown[] {
  return (mock.mock.calls as Array<[string, RequestInit | undefined]>)
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}` === route)
    .map(([, init]) => (init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown)));
}

/** An error answer in the services' envelope, optionally naming the fields at fault. */
export function apiError(status: number, code: string, message: string, details?: Array<{ path: string; message: string }>): Response {
  return jsonResponse({ error: { code, message, ...(details ? { details } : {}) } }, status);
}

/** A bodiless success (204). */
export function noContent(): Response {
  return jsonResponse(null, 204);
}

/** A file download answer: its bytes and headers. */
export function fileResponse(body: string, headers: Record<string, string>): Response {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: true,
    status: 200,
    headers: { get: (name: string) => lower.get(name.toLowerCase()) ?? null },
    blob: async () => new Blob([body], { type: 'application/json' }),
  } as unknown as Response;
}

/** A 404 for "nothing there", e.g. no open deletion request. */
export const notFound = () => apiError(404, 'not_found', 'Not found');
