import type { Language, PatientContext } from '@app/contracts';
import type { ExternalAnalysis } from '../parsing/external-analysis';

export interface ProviderRequest {
  /** Already trimmed. */
  text: string;
  language: Language;
  context?: PatientContext;
  requestId: string;
  userAgent: string;
}

/** An external analysis service (spec §7 webhook, or an LLM). The built-in engine stands behind every one. */
export interface ExternalProvider {
  readonly name: 'webhook' | 'llm';
  /** Resolves with what could be read from the answer; rejects with a ProviderError after its attempts. */
  analyze(request: ProviderRequest): Promise<ExternalAnalysis>;
}
