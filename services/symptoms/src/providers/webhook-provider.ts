import type { Language } from '@app/contracts';
import { postJson } from '../http/post-json';
import { parseExternalAnswer } from '../parsing/external-analysis';
import type { ExternalProvider, ProviderRequest } from './analysis-provider';
import { ProviderError } from './provider-error';
import { withRetries, type RetryPolicy } from './retry';

/** Sent as `version` so the automation can tell client generations apart. */
export const WEBHOOK_PAYLOAD_VERSION = '1.0';

export interface WebhookProviderOptions {
  /** One URL per language; at least pt, which stands in for any language without its own (spec §7). */
  urls: Partial<Record<Language, string>> & { pt: string };
  timeoutMs: number;
  retry: RetryPolicy;
  allowPrivateNetwork: boolean;
  now?: () => Date;
}

/** Spec §7 body. `sintomas` is the trimmed text. */
export function webhookPayload(request: ProviderRequest, now: Date) {
  return {
    sintomas: request.text.trim(),
    idioma: request.language,
    requestId: request.requestId,
    timestamp: now.toISOString(),
    userAgent: request.userAgent,
    source: 'web',
    version: WEBHOOK_PAYLOAD_VERSION,
  };
}

/** The spec's automation webhook: one POST per attempt, 3 attempts with 1 s × attempt back-off (spec §9). */
export function webhookProvider(options: WebhookProviderOptions): ExternalProvider {
  const now = options.now ?? (() => new Date());
  return {
    name: 'webhook',
    analyze: (request) => {
      const url = new URL(options.urls[request.language] ?? options.urls.pt);
      const payload = webhookPayload(request, now());
      return withRetries(async () => {
        const response = await postJson(url, payload, {
          timeoutMs: options.timeoutMs,
          allowPrivateNetwork: options.allowPrivateNetwork,
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json, text/plain;q=0.9, */*;q=0.5',
            'X-Request-ID': request.requestId,
            'X-Language': request.language,
            'X-Source': 'web',
          },
        });
        if (response.status < 200 || response.status >= 300) {
          throw new ProviderError('general', `webhook answered HTTP ${response.status}`, { status: response.status });
        }
        const analysis = parseExternalAnswer(response.body);
        if (!analysis) throw new ProviderError('invalidData', 'webhook answered with an empty body');
        return analysis;
      }, options.retry);
    },
  };
}
