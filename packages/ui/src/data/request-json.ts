import { readApiError, type ApiError, type Language } from '@app/contracts';

type ErrorDetails = NonNullable<ApiError['error']['details']>;

/**
 * A non-2xx answer; `message` is the service's localised text, or empty when it sent none. `details`
 * name the fields at fault and why (e.g. `password: invalid_password`), for inline messages.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: ErrorDetails = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** Whether the service refused `path` for `reason`. */
  hasDetail(path: string, reason: string): boolean {
    return this.details.some((detail) => detail.path === path && detail.message === reason);
  }
}

export interface RequestOptions {
  language: Language;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

interface Parser<T> {
  parse(data: unknown): T;
}

async function errorOf(response: Response): Promise<ApiRequestError> {
  try {
    const body = readApiError(await response.json());
    if (body) return new ApiRequestError(response.status, body.message, body.details);
  } catch {
    // not JSON (a proxy's error page): the status alone speaks
  }
  return new ApiRequestError(response.status, '');
}

/** Calls the remote's service; the language header makes its error messages come back localised. */
export async function send(url: string, { language, method = 'GET', body, signal }: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Language': language };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    signal,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await errorOf(response);
  return response;
}

/** `send`, then the JSON body checked against the contract's schema. */
export async function requestJson<T>(url: string, schema: Parser<T>, options: RequestOptions): Promise<T> {
  const response = await send(url, options);
  return schema.parse(await response.json());
}

/** The service's own message for a failed call when it gave one, else the page's fallback text. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message !== '' ? error.message : fallback;
}
