import {
  recordedClicksSchema,
  shortLinkRevocationsSchema,
  shortLinkTargetSchema,
  type RecordedClicks,
  type ShortLinkClick,
  type ShortLinkRevocations,
  type ShortLinkTarget,
} from '@app/contracts';
import { INTERNAL_TOKEN_HEADER } from '@app/service-kit';
import type { z } from 'zod';

/** The sharing service's internal short-link endpoints, as the gateway uses them. */
export interface SharingLinks {
  /** The working link of the code, or null when there is none (the visitor goes home). Throws when sharing cannot tell. */
  lookup(code: string): Promise<ShortLinkTarget | null>;
  /** Codes revoked at or after `since` (the first call, without it, only reads the service's clock). */
  revocationsSince(since: string | undefined): Promise<ShortLinkRevocations>;
  recordClicks(clicks: readonly ShortLinkClick[]): Promise<RecordedClicks>;
}

const LOOKUP_TIMEOUT_MS = 5_000;
const CLICKS_TIMEOUT_MS = 30_000;

/**
 * Over HTTP to the sharing instances (SHARING_URL), in turn; an instance that fails is followed by the next. Every
 * request carries the internal token (read when first needed); every answer is checked against the contract.
 */
export function sharingLinksOverHttp({ upstreams, token }: { upstreams: readonly string[]; token: () => string }): SharingLinks {
  let turn = 0;
  async function call<T>(path: string, schema: z.ZodType<T>, init: RequestInit & { timeoutMs: number }): Promise<T | null> {
    const start = turn++;
    let failure: unknown;
    for (let i = 0; i < upstreams.length; i += 1) {
      const upstream = upstreams[(start + i) % upstreams.length]!;
      try {
        const response = await fetch(new URL(path, upstream), {
          ...init,
          headers: { ...init.headers, [INTERNAL_TOKEN_HEADER]: token() },
          signal: AbortSignal.timeout(init.timeoutMs),
        });
        if (response.status === 404) {
          await response.body?.cancel();
          return null;
        }
        if (!response.ok) throw new Error(`sharing answered ${response.status} to ${init.method ?? 'GET'} ${path.split('?')[0]}`);
        return schema.parse(await response.json());
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }
  const found = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`sharing has no ${what} endpoint (404)`);
    return value;
  };

  return {
    lookup: (code) => call(`/internal/short-links/${encodeURIComponent(code)}`, shortLinkTargetSchema, { timeoutMs: LOOKUP_TIMEOUT_MS }),
    revocationsSince: async (since) =>
      found(
        await call(`/internal/short-link-revocations${since ? `?since=${encodeURIComponent(since)}` : ''}`, shortLinkRevocationsSchema, {
          timeoutMs: LOOKUP_TIMEOUT_MS,
        }),
        'revocation feed',
      ),
    recordClicks: async (clicks) =>
      found(
        await call('/internal/short-link-clicks', recordedClicksSchema, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ clicks }),
          timeoutMs: CLICKS_TIMEOUT_MS,
        }),
        'click',
      ),
  };
}
