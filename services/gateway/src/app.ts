import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import type { Request, Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { REMOTE_NAMES } from '@app/contracts';
import type { RemoteName } from '@app/contracts';
import { errorHandler, healthRoutes, hstsOverHttps, metrics, requestContext } from '@app/service-kit';
import type { GatewayConfig } from './config';
import { contentSecurityPolicy } from './content-security-policy';
import { planDocument, renderDocument, robotsTag, shellTemplate, signedInHint } from './page-document';
import { requireMetricsToken } from './metrics-access';
import { forward } from './proxies';
import { remoteOrigins, remoteSegment, remotesSource } from './remotes';
import { rootRedirect } from './root-redirect';
import { revokedShortLink } from './short-links/revoked-short-link';
import { shortLinks, type ShortLinks } from './short-links/short-links';
import { upstreamFailureLog } from './startup-grace';

const API_SERVICES = ['identity', 'account', 'symptoms', 'pro', 'sharing'] as const;

/** webpack names long-lived assets `<name>.<8 hex>.js`: they never change, so browsers keep them a year. */
const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|map|woff2?|png|svg)$/;

export interface GatewayParts {
  /** The short-link redirects and their background work, which the caller closes (main.ts on shutdown). */
  shortLinks?: ShortLinks;
}

export function createGatewayApp(
  config: GatewayConfig,
  logger: Logger,
  { shortLinks: links = shortLinks(config, logger) }: GatewayParts = {},
) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.GATEWAY_TRUST_PROXY);

  const readRemotes = remotesSource(config.REMOTES_CONFIG, (error) =>
    logger.error({ err: error }, 'remotes.json is invalid; serving defaults'),
  );
  const readTemplate = shellTemplate(config.SHELL_DIST);
  const serviceUrl: Record<(typeof API_SERVICES)[number], readonly string[]> = {
    identity: config.IDENTITY_URL,
    account: config.ACCOUNT_URL,
    symptoms: config.SYMPTOMS_URL,
    pro: config.PRO_URL,
    sharing: config.SHARING_URL,
  };
  const remoteUrl: Record<RemoteName, readonly string[]> = {
    mf_symptoms: config.MF_SYMPTOMS_URL,
    mf_account: config.MF_ACCOUNT_URL,
    mf_pro: config.MF_PRO_URL,
    mf_sharing: config.MF_SHARING_URL,
  };
  const observability = metrics({ prefix: 'gateway_' });

  app.use(observability.middleware);
  // Short links first: the hot path, with no page and so none of the page headers below, and no per-request log
  // line (a visit's address and user agent are personal data; the click journal keeps what sharing counts).
  app.use(links.handler);
  app.use(requestContext(logger));
  app.use(healthRoutes({ ready: async () => existsSync(path.join(config.SHELL_DIST, 'index.html')) }));
  app.get('/metrics', requireMetricsToken(config.METRICS_TOKEN), observability.handler);

  app.get('/', rootRedirect());

  // The policy names the remotes' origins, which remotes.json may change at any time.
  app.use(async (_req, res, next) => {
    const remotes = await readRemotes();
    res.locals.remotes = remotes;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(remoteOrigins(remotes)));
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // Remotes on other origins fetch nothing from here, but the shell loads their scripts.
      crossOriginResourcePolicy: { policy: 'same-site' },
      strictTransportSecurity: false,
    }),
    hstsOverHttps(),
  );
  app.use(compression());

  const unavailable = upstreamFailureLog(logger);
  app.use(
    forward(Object.fromEntries(API_SERVICES.map((service) => [`/api/${service}`, serviceUrl[service]])), logger, {
      json: true,
      unavailable,
      // A revocation passing through is dropped from the short-link cache before its sender hears it is done.
      answered: (request, status) => {
        const code = revokedShortLink(request, status);
        if (code) links.forget(code);
      },
    }),
  );
  app.use(
    forward(Object.fromEntries(REMOTE_NAMES.map((remote) => [`/mf/${remoteSegment(remote)}`, remoteUrl[remote]])), logger, {
      stripPrefix: true,
      unavailable,
    }),
  );

  app.get('/remotes.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(res.locals.remotes);
  });

  app.use(
    express.static(config.SHELL_DIST, {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );

  async function sendDocument(req: Request, res: Response) {
    const plan = planDocument(req.path, req.headers['accept-language']);
    const html = renderDocument(await readTemplate(), plan, config.PUBLIC_ORIGIN, { signedIn: signedInHint(req.headers.cookie) });
    const robots = robotsTag(plan);
    if (robots) res.set('X-Robots-Tag', robots);
    res.status(plan.status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).send(html);
  }
  app.get(/^\/(?!api\/|mf\/).*/, sendDocument);

  app.use((_req, res) => {
    res.status(404).json({ error: { code: 'not_found', message: 'Not found' } });
  });
  app.use(errorHandler());
  return app;
}
