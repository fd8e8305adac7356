import type { Language } from '@app/contracts';
import { postJson } from '../http/post-json';
import { hasCoreFields, parseExternalAnswer } from '../parsing/external-analysis';
import type { ExternalProvider, ProviderRequest } from './analysis-provider';
import { ProviderError } from './provider-error';
import { withRetries, type RetryPolicy } from './retry';

export interface LlmProviderOptions {
  /** e.g. https://api.openai.com/v1; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  retry: RetryPolicy;
  allowPrivateNetwork: boolean;
}

const LANGUAGE_NAMES: Record<Language, string> = { pt: 'Portuguese', en: 'English', es: 'Spanish', de: 'German', fr: 'French' };

/** Asks for the Analysis content shape the service reads; the rest (red flags, care advice, numbers) is added here. */
export function systemPrompt(language: Language): string {
  return [
    'You are a cautious medical triage assistant. You give information, not a diagnosis.',
    `Answer in ${LANGUAGE_NAMES[language]} with one JSON object and nothing else, shaped exactly as:`,
    '{"urgency": "low" | "medium" | "high" | "emergency",',
    ' "possibleCauses": [{"name": string, "likelihood": number between 0 and 1}],',
    ' "nextSteps": [string], "recommendations": [string], "summary": string}',
    'List at most 5 causes, most likely first. When in doubt between two urgencies, choose the higher one.',
  ].join('\n');
}

function userMessage(request: ProviderRequest): string {
  const context =
    request.context && Object.keys(request.context).length > 0 ? `\nAbout the person: ${JSON.stringify(request.context)}` : '';
  return `Symptoms: ${request.text}${context}`;
}

function completionsUrl(baseUrl: string): URL {
  return new URL(`${baseUrl.replace(/\/+$/, '')}/chat/completions`);
}

/** The message text of an OpenAI-compatible chat completion, or undefined when there is none. */
function contentOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = parsed.choices?.[0]?.message?.content;
    return typeof content === 'string' ? content : undefined;
  } catch {
    return undefined;
  }
}

/** Any OpenAI-compatible chat-completions endpoint, with the webhook's retry and timeout policy. */
export function llmProvider(options: LlmProviderOptions): ExternalProvider {
  const url = completionsUrl(options.baseUrl);
  return {
    name: 'llm',
    analyze: (request) => {
      const payload = {
        model: options.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: systemPrompt(request.language) },
          { role: 'user', content: userMessage(request) },
        ],
      };
      return withRetries(async () => {
        const response = await postJson(url, payload, {
          timeoutMs: options.timeoutMs,
          allowPrivateNetwork: options.allowPrivateNetwork,
          headers: {
            'Content-Type': 'application/json',
            'X-Request-ID': request.requestId,
            ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
          },
        });
        if (response.status < 200 || response.status >= 300) {
          throw new ProviderError('general', `LLM endpoint answered HTTP ${response.status}`, { status: response.status });
        }
        const content = contentOf(response.body);
        const analysis = content === undefined ? undefined : parseExternalAnswer(content);
        // Unlike the webhook (spec §7 defaults), a model that answers without an analysis is a failure:
        // the built-in engine is a better answer than "analysis in progress".
        if (!analysis || !hasCoreFields(analysis)) throw new ProviderError('invalidData', 'LLM answer holds no analysis');
        return analysis;
      }, options.retry);
    },
  };
}
