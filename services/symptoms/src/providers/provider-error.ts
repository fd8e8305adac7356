import { ResponseTooLargeError, OutboundTimeoutError } from '../http/post-json';

/** The analysis error categories of spec §8 that a provider call can end in. */
export type ProviderErrorCategory = 'timeout' | 'network' | 'general' | 'invalidData';

export class ProviderError extends Error {
  constructor(
    readonly category: ProviderErrorCategory,
    message: string,
    options: { cause?: unknown; status?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ProviderError';
    this.status = options.status;
  }
  readonly status?: number;

  /**
   * Whether another attempt could help: a refused address or a 4xx other than 408/425/429 will be
   * refused again, so those end the attempts early (ASVS 13.1.3: strictly limited retries).
   */
  get retryable(): boolean {
    if ((this.cause as { code?: unknown } | undefined)?.code === 'EBLOCKEDADDRESS') return false;
    if (this.status === undefined) return true;
    return this.status >= 500 || [408, 425, 429].includes(this.status);
  }
}

/** Spec §8 webhook layer: timeouts, connection failures and anything else (non-OK status included). */
export function categorise(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof OutboundTimeoutError) return new ProviderError('timeout', error.message, { cause: error });
  if (error instanceof ResponseTooLargeError) return new ProviderError('invalidData', error.message, { cause: error });
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) {
    return new ProviderError('network', `${code}: ${(error as Error).message}`, { cause: error });
  }
  return new ProviderError('general', error instanceof Error ? error.message : String(error), { cause: error });
}
