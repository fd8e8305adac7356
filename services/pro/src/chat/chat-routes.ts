import { getChatMessagesRoute, isLanguage, postChatMessageRoute, type ChatConversation, type ChatExchange } from '@app/contracts';
import { AppError, expressPath, internalToken, mountRoute, requestRateLimit, signedInUser, type Logger } from '@app/service-kit';
import { emergencyLocale } from '@app/triage';
import type { Request, RequestHandler, Router } from 'express';
import type { ProContext } from '../pro-context';
import { createAssistant } from './assistant';
import { chatModelFromConfig, MODEL_TURNS } from './chat-model';
import { conversationOf, latestReplyMeta, recentTurns, saveExchange } from './chat-store';
import { recentAnalysesOverHttp } from './recent-analyses-client';

const unavailable = (error: unknown): never => {
  throw new AppError('unavailable', 503, { cause: error });
};

/** The reply is written in the body's language; its error messages (429 included) follow it unless ?lang says otherwise. */
const messagesInBodyLanguage: RequestHandler = (req, _res, next) => {
  const language: unknown = (req.body as { language?: unknown } | undefined)?.language;
  if (isLanguage(language)) req.headers['x-language'] = language;
  next();
};

/**
 * `GET /chat/messages` and `POST /chat/messages`, after app.ts's sign-in, test-access and Pro checks. Message
 * contents are never logged.
 */
export function chatRoutes(api: Router, ctx: ProContext): void {
  const log = (req: Request): Logger => (req as Request & { log?: Logger }).log ?? ctx.logger;
  const assistant = createAssistant({
    recentAnalyses: recentAnalysesOverHttp({ baseUrl: ctx.config.SYMPTOMS_URL, token: internalToken(ctx.config), log: ctx.logger }),
    model: chatModelFromConfig(ctx.config),
  });
  // Each message may cost a model call: a budget per user, whatever address they write from.
  const perUser = requestRateLimit({
    name: 'chat-messages',
    counters: ctx.counters,
    windowMs: 60_000,
    limit: ctx.config.CHAT_RATE_LIMIT_PER_MINUTE,
    key: (req) => `user:${signedInUser(req).userId}`,
    messageKey: 'chatRateLimited',
  });

  mountRoute(api, getChatMessagesRoute, async (_input, req, res) => {
    const messages = await conversationOf(ctx.db, signedInUser(req).userId).catch(unavailable);
    res.json({ messages } satisfies ChatConversation);
  });

  api.post(expressPath(postChatMessageRoute.path), messagesInBodyLanguage, perUser);
  mountRoute(api, postChatMessageRoute, async ({ body }, req, res) => {
    const { userId } = signedInUser(req);
    const receivedAt = new Date();
    const [previous, turns] = await Promise.all([latestReplyMeta(ctx.db, userId), recentTurns(ctx.db, userId, MODEL_TURNS)]).catch(
      unavailable,
    );
    const reply = await assistant.reply({
      userId,
      message: body.content,
      language: body.language,
      locale: emergencyLocale(body.language, req.headers['accept-language']),
      state: previous?.triage,
      turns,
      log: log(req),
    });
    const exchange = await saveExchange(ctx.db, { userId, content: body.content, receivedAt, reply }).catch(unavailable);
    log(req).info({ kind: reply.meta.kind, source: reply.meta.source, fallbackFrom: reply.meta.fallbackFrom }, 'chat reply');
    res.status(201).json(exchange satisfies ChatExchange);
  });
}
