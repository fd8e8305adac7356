/** The `error` of a service's non-2xx answer, as a page reads it. */
export interface ApiErrorBody {
  code: string;
  message: string;
  details: { path: string; message: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isDetail = (value: unknown): value is ApiErrorBody['details'][number] =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/**
 * Reads `apiErrorSchema`'s shape without zod, so that a page which meets an error before it has loaded any
 * schema still shows the service's message. Undefined when the body is not an API error (a proxy's page).
 */
export function readApiError(body: unknown): ApiErrorBody | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const { code, message, details = [] } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string' || !Array.isArray(details) || !details.every(isDetail)) return undefined;
  return { code, message, details };
}
