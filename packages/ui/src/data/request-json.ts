import { apiErrorSchema, type Language } from '@app/contracts';

/** A non-2xx answer; `message` is the service's localised text, or empty when it sent none. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
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

async function serviceMessage(response: Response): Promise<string> {
  try {
    const parsed = apiErrorSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.error.message : '';
  } catch {
    return '';
  }
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
  if (!response.ok) throw new ApiRequestError(response.status, await serviceMessage(response));
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
