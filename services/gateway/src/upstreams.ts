/** How long an upstream that refused a connection is tried only after the others. */
export const REFUSED_UPSTREAM_BACKOFF_MS = 5_000;

/** Several addresses of one service (`SYMPTOMS_URL=http://a:4003,http://b:4003`), taken in turn. */
export interface UpstreamPool {
  /** Every upstream in the order to try them for one request: the next in turn first, recent refusers last. */
  order(): string[];
  /** The upstream refused a connection: it is tried last for a while. */
  refused(url: string): void;
}

export function upstreamPool(urls: readonly string[], { now = Date.now, backoffMs = REFUSED_UPSTREAM_BACKOFF_MS } = {}): UpstreamPool {
  let turn = 0;
  const refusedAt = new Map<string, number>();
  return {
    order: () => {
      const start = turn++ % urls.length;
      const rotated = [...urls.slice(start), ...urls.slice(0, start)];
      const resting = (url: string) => now() - (refusedAt.get(url) ?? -Infinity) < backoffMs;
      return [...rotated.filter((url) => !resting(url)), ...rotated.filter(resting)];
    },
    refused: (url) => {
      refusedAt.set(url, now());
    },
  };
}

/** Errors of a connection that was never made: the upstream cannot have seen the request. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** Methods a client may repeat without changing the outcome (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export function neverReachedUpstream(error: { code?: string | undefined }): boolean {
  return error.code !== undefined && NEVER_CONNECTED.has(error.code);
}

/** Whether a failed attempt may go to another upstream: it never arrived, or repeating it is harmless. */
export function mayRetryElsewhere(method: string | undefined, error: { code?: string | undefined }): boolean {
  return neverReachedUpstream(error) || IDEMPOTENT_METHODS.has(method ?? 'GET');
}
