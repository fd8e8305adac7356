import { randomUUID } from 'node:crypto';
import {
  analysisFeedbackRoute,
  createAnalysisRoute,
  getAnalysisRoute,
  isLanguage,
  MIN_SYMPTOM_TEXT_LENGTH,
  refineAnalysisRoute,
  type Analysis,
  type ApiRoute,
} from '@app/contracts';
import { AppError, expressPath, mountRoute, REQUEST_ID_HEADER, type ServiceDatabase } from '@app/service-kit';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { Logger } from '@app/service-kit';
import { emergencyLocale } from '@app/triage';
import type { Analyzer, AnalyzerResult } from '../analysis/analyzer';
import type * as schema from '../db/schema';
import type { Owner, OwnerResolver } from '../owner/owner';
import { shareVisitOf } from '../owner/share-visit';
import { findOwnedAnalysis, insertAnalysis, insertFeedback, saveRefinement, type StoredAnalysis } from '../storage/analysis-repository';

export interface AnalysisRoutesDeps {
  db: () => ServiceDatabase<typeof schema>;
  logger: Logger;
  analyzer: Analyzer;
  owners: OwnerResolver;
  rateLimit: RequestHandler;
}

/** The analysis language is the one the user reads; its error messages follow it unless ?lang says otherwise. */
const messagesInBodyLanguage: RequestHandler = (req, _res, next) => {
  const language: unknown = (req.body as { language?: unknown } | undefined)?.language;
  if (isLanguage(language)) req.headers['x-language'] = language;
  next();
};

function toAnalysis(
  result: AnalyzerResult,
  base: Pick<Analysis, 'id' | 'createdAt' | 'refinements'> & { fallbackFrom?: Analysis['fallbackFrom'] },
): Analysis {
  const fallbackFrom = result.fallbackFrom ?? base.fallbackFrom;
  return { ...result.content, ...base, provider: result.provider, ...(fallbackFrom ? { fallbackFrom } : {}) };
}

function notFound(): AppError {
  return new AppError('not_found', 404);
}

export function analysisRoutes(api: Router, { db, logger, analyzer, owners, rateLimit }: AnalysisRoutesDeps): void {
  /** The request's own logger (with its request id) from pino-http. */
  const log = (req: Request): Logger => (req as Request & { log?: Logger }).log ?? logger;

  /** The caller's analysis or a 404, the same whether it is missing or someone else's. */
  async function ownedAnalysis(req: Request, res: Response, id: string): Promise<{ owner: Owner; stored: StoredAnalysis }> {
    const owner = owners.current(req, res);
    if (!owner) throw notFound();
    const stored = await findOwnedAnalysis(db(), owner, id).catch((error: unknown) => {
      throw new AppError('unavailable', 503, { cause: error });
    });
    if (!stored) throw notFound();
    return { owner, stored };
  }

  api.post(expressPath(createAnalysisRoute.path), messagesInBodyLanguage);
  for (const route of [createAnalysisRoute, refineAnalysisRoute] satisfies ApiRoute[]) api.post(expressPath(route.path), rateLimit);

  mountRoute(api, createAnalysisRoute, async ({ body }, req, res) => {
    const text = body.text.trim();
    if (text.length < MIN_SYMPTOM_TEXT_LENGTH) throw new AppError('validation', 400, { messageKey: 'symptomTextTooShort' });
    const owner = owners.currentOrNewGuest(req, res);
    const locale = emergencyLocale(body.language, req.headers['accept-language']);
    const result = await analyzer.analyze(
      {
        text,
        language: body.language,
        locale,
        context: body.context,
        requestId: String(res.getHeader(REQUEST_ID_HEADER) ?? randomUUID()),
        userAgent: (req.headers['user-agent'] ?? '').slice(0, 512),
      },
      log(req),
    );
    const analysis = toAnalysis(result, { id: randomUUID(), createdAt: new Date().toISOString(), refinements: 0 });
    try {
      await insertAnalysis(
        db(),
        owner,
        {
          analysis,
          symptomsText: text,
          locale,
          context: body.context,
          answers: {},
          providerAnswer: result.providerAnswer,
        },
        shareVisitOf(req),
      );
    } catch (error) {
      // Spec §8: a failure to save is logged and the result still shows.
      log(req).error({ err: error, analysisId: analysis.id }, 'saving the analysis failed; the result is returned unsaved');
    }
    res.json(analysis);
  });

  mountRoute(api, refineAnalysisRoute, async ({ body, params }, req, res) => {
    const { stored } = await ownedAnalysis(req, res, params.id);
    const answers = { ...stored.answers, ...body.answers };
    const context = body.context ? { ...stored.context, ...body.context } : stored.context;
    const result = analyzer.refine({
      text: stored.symptomsText,
      language: stored.analysis.language,
      locale: stored.locale,
      context,
      answers,
      provider: stored.analysis.provider,
      providerAnswer: stored.providerAnswer,
    });
    const analysis = toAnalysis(result, {
      id: stored.analysis.id,
      createdAt: stored.analysis.createdAt,
      refinements: stored.analysis.refinements + 1,
      fallbackFrom: stored.analysis.fallbackFrom,
    });
    try {
      await saveRefinement(db(), { analysis, answers, newAnswers: body.answers, context });
    } catch (error) {
      log(req).error({ err: error, analysisId: analysis.id }, 'saving the refinement failed; the result is returned unsaved');
    }
    res.json(analysis);
  });

  mountRoute(api, getAnalysisRoute, async ({ params }, req, res) => {
    const { stored } = await ownedAnalysis(req, res, params.id);
    res.json(stored.analysis);
  });

  mountRoute(api, analysisFeedbackRoute, async ({ body, params }, req, res) => {
    const { stored } = await ownedAnalysis(req, res, params.id);
    const saved = await insertFeedback(db(), stored.analysis.id, body).catch((error: unknown) => {
      throw new AppError('unavailable', 503, { cause: error });
    });
    res.status(201).json({ id: saved.id, analysisId: stored.analysis.id, rating: body.rating, createdAt: saved.createdAt.toISOString() });
  });
}
