import type { Language } from '@app/contracts';
import { emergencyNumbers } from '@app/triage';
import type { ProConfig } from '../pro-context';
import type { Turn } from './chat-store';
import type { RecentAnalysesResult } from './recent-analyses-client';

/** What the model is given for one reply. */
export interface ModelRequest {
  language: Language;
  locale: string;
  message: string;
  /** Earlier messages, oldest first. */
  turns: Turn[];
  analyses: RecentAnalysesResult;
}

/** An OpenAI-compatible chat model; `answer` rejects when the provider fails or says nothing. */
export interface ChatModel {
  answer(request: ModelRequest): Promise<string>;
}

/** Earlier messages the model sees. */
export const MODEL_TURNS = 10;
const TIMEOUT_MS = 20_000;
const MAX_REPLY_LENGTH = 4_000;

const LANGUAGE_NAMES: Record<Language, string> = { pt: 'Portuguese', en: 'English', es: 'Spanish', de: 'German', fr: 'French' };
/** The product's form of address per language. */
const ADDRESS: Record<Language, string> = { pt: '"você"', en: '"you"', es: 'informal "tú"', de: 'informal "du"', fr: 'formal "vous"' };

function analysesContext(analyses: RecentAnalysesResult): string {
  if (analyses.status === 'unavailable') return 'Their saved symptom analyses cannot be read right now; say so if they ask about them.';
  if (analyses.analyses.length === 0) return 'They have no saved symptom analyses.';
  const lines = analyses.analyses.map(
    (analysis) =>
      `- ${analysis.createdAt.slice(0, 10)}: "${analysis.symptomsText}" (urgency ${analysis.urgency}; possible causes: ${analysis.topCauses.join(', ') || 'none listed'})`,
  );
  return ['Their most recent symptom analyses in Vitalia, newest first:', ...lines].join('\n');
}

/** Not a diagnosis, the user's language and form of address, the local emergency number, their own analyses. */
export function systemPrompt({ language, locale, analyses }: Pick<ModelRequest, 'language' | 'locale' | 'analyses'>): string {
  return [
    'You are the health assistant of Vitalia, chatting with a person about their health.',
    'You give general health information, never a diagnosis, and you do not replace a doctor: say so when it matters.',
    `Always answer in ${LANGUAGE_NAMES[language]}, addressing the person as ${ADDRESS[language]}, briefly and in plain words.`,
    `If anything could be an emergency, tell them to call ${emergencyNumbers(locale).join(' or ')} now.`,
    analysesContext(analyses),
  ].join('\n');
}

function contentOf(body: unknown): string | undefined {
  const content = (body as { choices?: Array<{ message?: { content?: unknown } }> } | null)?.choices?.[0]?.message?.content;
  return typeof content === 'string' && content.trim() !== '' ? content.trim().slice(0, MAX_REPLY_LENGTH) : undefined;
}

/**
 * `POST {LLM_BASE_URL}/chat/completions` in the OpenAI wire format, or undefined without LLM_BASE_URL. The URL is
 * the operator's (never a user's), so it goes out without the symptoms service's private-network guard.
 */
export function chatModelFromConfig(config: ProConfig): ChatModel | undefined {
  if (!config.LLM_BASE_URL) return undefined;
  const url = new URL(`${config.LLM_BASE_URL.replace(/\/+$/, '')}/chat/completions`);
  return {
    async answer(request) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(config.LLM_API_KEY ? { Authorization: `Bearer ${config.LLM_API_KEY}` } : {}),
        },
        body: JSON.stringify({
          model: config.LLM_MODEL,
          temperature: 0.3,
          messages: [
            { role: 'system', content: systemPrompt(request) },
            ...request.turns.map(({ role, content }) => ({ role, content })),
            { role: 'user', content: request.message },
          ],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`chat model answered HTTP ${response.status}`);
      const content = contentOf(await response.json());
      if (content === undefined) throw new Error('chat model answered without a message');
      return content;
    },
  };
}
