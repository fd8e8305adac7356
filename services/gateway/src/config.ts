import path from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS, authConfigShape, internalTokenConfigShape, loadConfig, trustedProxiesSchema } from '@app/service-kit';

const url = z.string().url();

/** One upstream address, or several of the same part, comma-separated: the gateway takes them in turn. */
const upstreams = (defaultUrl: string) =>
  z
    .string()
    .default(defaultUrl)
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(url).min(1));

/** Where the gateway finds every other part of the site. Defaults are the embedded `npm start` layout. */
export const gatewayConfigShape = {
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Bearer token a scraper sends for the gateway's own /metrics; unset, /metrics is not served. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The proxies in front of the gateway whose X-Forwarded-For names the client (same syntax as the
   * services' TRUST_PROXY). None by default: the gateway is the edge, and what a client claims is ignored.
   */
  GATEWAY_TRUST_PROXY: trustedProxiesSchema(''),
  /**
   * The site's public origin(s), comma-separated (the services accept state changes from all of them); the
   * first is used in canonical and alternate links, never the request's Host header.
   */
  PUBLIC_ORIGIN: z
    .string()
    .transform((value) => value.split(',')[0]!.trim())
    .pipe(url)
    .optional(),
  /** Where the gateway keeps the short-link clicks not yet counted (`gateway/`); with the services' internal token file. */
  DATA_DIR: z
    .string()
    .min(1)
    .default('.data')
    .transform((dir) => path.resolve(dir)),
  /** The same as the services': the short-link cache and the clicks queue go there, shared by every gateway replica. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Presented to sharing's internal short-link endpoints; read from `DATA_DIR/internal-token` when unset. */
  ...internalTokenConfigShape,
  /** Identity's keys: a sharer following their own short link is recognised by their access token. */
  ...authConfigShape,
  /** Short-link visits per client address and minute that are counted; beyond, the visitor is redirected but not counted. */
  VISIT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  SHELL_DIST: z.string().default(path.resolve(__dirname, '../../../shell/dist')),
  /** A remotes.json file to serve; when unset each remote is served through the gateway at /mf/<name>/. */
  REMOTES_CONFIG: z.string().optional(),
  IDENTITY_URL: upstreams('http://127.0.0.1:4001'),
  ACCOUNT_URL: upstreams('http://127.0.0.1:4002'),
  SYMPTOMS_URL: upstreams('http://127.0.0.1:4003'),
  PRO_URL: upstreams('http://127.0.0.1:4004'),
  SHARING_URL: upstreams('http://127.0.0.1:4005'),
  MF_SYMPTOMS_URL: upstreams('http://127.0.0.1:3101'),
  MF_ACCOUNT_URL: upstreams('http://127.0.0.1:3102'),
  MF_PRO_URL: upstreams('http://127.0.0.1:3103'),
  MF_SHARING_URL: upstreams('http://127.0.0.1:3104'),
};

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(gatewayConfigShape, env);
  return { ...config, PUBLIC_ORIGIN: config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}` };
}
