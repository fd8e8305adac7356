import type { Language } from '@app/contracts';
import type { Logger } from '@app/service-kit';
import { appendText, type BuiltinReply, type ReplyMeta, type TriageState } from './chat-state';
import type { ChatModel } from './chat-model';
import type { Turn } from './chat-store';
import { classifyIntent } from './classify-intent';
import type { RecentAnalysesSource } from './recent-analyses-client';
import { redFlagCheck } from './red-flag-check';
import { conditionReply } from './replies/condition-reply';
import { emergencyReply } from './replies/emergency-reply';
import { helpReply } from './replies/help-reply';
import { historyReply } from './replies/history-reply';
import { triageReply } from './replies/triage-reply';

export interface Question {
  userId: string;
  /** The message, trimmed. */
  message: string;
  language: Language;
  /** Whose emergency numbers apply (pt-BR, pt-PT, …). */
  locale: string;
  /** What the previous reply left for this turn. */
  state?: TriageState;
  /** Earlier messages, oldest first (for the model). */
  turns: Turn[];
  log: Pick<Logger, 'warn'>;
}

export interface Reply {
  content: string;
  meta: ReplyMeta;
}

export interface AssistantDeps {
  recentAnalyses: RecentAnalysesSource;
  /** The configured model (LLM_BASE_URL); without one the built-in assistant answers everything. */
  model?: ChatModel;
}

/** While the model answers, no assessment ends an accumulation: the red-flag check reads only the latest part. */
const MODEL_RED_FLAG_WINDOW = 1_000;

const fromBuiltin = ({ content, ...meta }: BuiltinReply, fallback = false): Reply => ({
  content,
  meta: { ...meta, source: 'builtin', ...(fallback ? { fallbackFrom: 'model' as const } : {}) },
});

/**
 * The chat's pipeline: the engine's red flags on every message first (an emergency is answered at once, whatever
 * model is configured); then the model when there is one, with the user's recent analyses; otherwise, or when the
 * model fails, the built-in assistant by intent: a symptom conversation over the triage engine, the user's own
 * analyses, a condition of the knowledge base, or what the chat can do.
 */
export function createAssistant({ recentAnalyses, model }: AssistantDeps) {
  async function builtin(question: Question): Promise<BuiltinReply> {
    const { message, language, locale, state, userId } = question;
    const intent = classifyIntent(message, language, state);
    switch (intent.kind) {
      case 'answer':
      case 'symptoms':
        return triageReply({ message, language, locale, state });
      case 'history':
        return historyReply(await recentAnalyses(userId), language, state);
      case 'condition':
        return conditionReply(intent.condition, language, locale, state);
      case 'help':
        return helpReply(language);
    }
  }

  async function byModel(chatModel: ChatModel, question: Question): Promise<Reply> {
    const { message, language, locale, state, turns, userId } = question;
    const content = await chatModel.answer({ message, language, locale, turns, analyses: await recentAnalyses(userId) });
    // The model keeps no state, but the red-flag check keeps reading what was described lately.
    const triage = { text: appendText(state?.text, message, MODEL_RED_FLAG_WINDOW), answers: {}, asked: 0 };
    return { content, meta: { kind: 'model', source: 'model', triage } };
  }

  return {
    async reply(question: Question): Promise<Reply> {
      const { message, language, locale, state } = question;
      const verdict = redFlagCheck({ message, language, locale, state });
      if (verdict?.urgency === 'emergency') {
        return fromBuiltin(emergencyReply({ language, locale, ...verdict }));
      }
      // Any other red flag: the engine's assessment, now, rather than a model that might play it down.
      if (verdict) return fromBuiltin(triageReply({ message, language, locale, state, assessNow: true }));
      if (!model) return fromBuiltin(await builtin(question));
      try {
        return await byModel(model, question);
      } catch (error) {
        question.log.warn({ err: error }, 'chat model failed; the built-in assistant answered');
        return fromBuiltin(await builtin(question), true);
      }
    },
  };
}
