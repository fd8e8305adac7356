import type { Language } from '@app/contracts';
import type { Logger } from '@app/service-kit';
import type { ExternalProvider } from './analysis-provider';
import { llmProvider } from './llm-provider';
import type { RetryPolicy } from './retry';
import { SPEC_ATTEMPTS } from './retry';
import { webhookProvider } from './webhook-provider';

export interface ProviderConfig {
  ANALYSIS_PROVIDER: 'builtin' | 'webhook' | 'llm';
  ANALYSIS_WEBHOOK_URL_PT?: string;
  ANALYSIS_WEBHOOK_URL_EN?: string;
  ANALYSIS_WEBHOOK_URL_ES?: string;
  ANALYSIS_WEBHOOK_URL_DE?: string;
  ANALYSIS_WEBHOOK_URL_FR?: string;
  WEBHOOK_TIMEOUT_MS: number;
  WEBHOOK_RETRY_BASE_MS: number;
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL: string;
  OUTBOUND_ALLOW_PRIVATE_NETWORK?: boolean;
  NODE_ENV: 'development' | 'production' | 'test';
}

/** Settings that parse one by one but do not make a working provider together. */
export function providerConfigProblems(config: ProviderConfig): string[] {
  if (config.ANALYSIS_PROVIDER === 'webhook' && !config.ANALYSIS_WEBHOOK_URL_PT) {
    return ['ANALYSIS_WEBHOOK_URL_PT: must be set when ANALYSIS_PROVIDER=webhook (it also serves languages without their own URL)'];
  }
  if (config.ANALYSIS_PROVIDER === 'llm' && !config.LLM_BASE_URL) {
    return ['LLM_BASE_URL: must be set when ANALYSIS_PROVIDER=llm'];
  }
  return [];
}

/** The configured external provider, or undefined when the built-in engine answers on its own. */
export function externalProviderFromConfig(config: ProviderConfig, logger: Logger): ExternalProvider | undefined {
  const retry: RetryPolicy = {
    attempts: SPEC_ATTEMPTS,
    baseDelayMs: config.WEBHOOK_RETRY_BASE_MS,
    onFailure: ({ attempt, error }) =>
      logger.warn(
        { provider: config.ANALYSIS_PROVIDER, attempt, category: error.category, status: error.status, reason: error.message },
        'analysis provider attempt failed',
      ),
  };
  const allowPrivateNetwork = config.OUTBOUND_ALLOW_PRIVATE_NETWORK ?? config.NODE_ENV !== 'production';
  const common = { timeoutMs: config.WEBHOOK_TIMEOUT_MS, retry, allowPrivateNetwork };

  if (config.ANALYSIS_PROVIDER === 'webhook' && config.ANALYSIS_WEBHOOK_URL_PT) {
    const urls: Partial<Record<Language, string>> & { pt: string } = {
      pt: config.ANALYSIS_WEBHOOK_URL_PT,
      en: config.ANALYSIS_WEBHOOK_URL_EN,
      es: config.ANALYSIS_WEBHOOK_URL_ES,
      de: config.ANALYSIS_WEBHOOK_URL_DE,
      fr: config.ANALYSIS_WEBHOOK_URL_FR,
    };
    return webhookProvider({ ...common, urls });
  }
  if (config.ANALYSIS_PROVIDER === 'llm' && config.LLM_BASE_URL) {
    return llmProvider({ ...common, baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL });
  }
  return undefined;
}
