import path from 'node:path';
import { z } from 'zod';
import { trustedProxiesSchema } from './trusted-proxies';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** PGlite keeps the database in memory when DATA_DIR is this value (tests, throw-away runs). */
export const IN_MEMORY_DATA_DIR = 'memory://';

const portSchema = z.coerce.number().int().min(0).max(65535);

/** Variables every service reads. DATA_DIR is made absolute so a later chdir cannot move the data. */
export function commonConfigShape(defaultPort: number) {
  return {
    PORT: portSchema.default(defaultPort),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z
      .string()
      .min(1)
      .default('.data')
      .transform((dir) => (dir === IN_MEMORY_DATA_DIR ? dir : path.resolve(dir))),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /**
     * PGlite only: flush every commit to the disk (fsync), so a committed row survives a power cut, not
     * only a killed process. `false` trades that for speed (see the README's figures).
     */
    PGLITE_FSYNC: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** Rate-limit and lockout counters go to this Redis (`redis://…`) instead of the service's database. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /**
     * Which proxies' X-Forwarded-For names the client (Express "trust proxy": comma-separated addresses,
     * subnets or loopback / linklocal / uniquelocal). Rate limits and lockouts count the client it yields.
     */
    TRUST_PROXY: trustedProxiesSchema('loopback'),
    /** Every POST/PUT/PATCH/DELETE of the service's API, per client address and per signed-in user or guest. */
    STATE_CHANGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  };
}

export type CommonConfig = z.output<z.ZodObject<ReturnType<typeof commonConfigShape>>>;

export interface LoadConfigOptions {
  /** Called after the problems are printed; process.exit unless a test injects its own. */
  exit?: (code: number) => never;
  print?: (message: string) => void;
}

/**
 * Validates the environment once at start-up and fails fast: a service with a bad setting must not
 * half-start. Empty strings count as unset so `PORT=` in an .env file falls back to the default.
 */
export function loadConfig<T extends z.ZodRawShape>(
  shape: T | z.ZodObject<T>,
  env: Record<string, string | undefined> = process.env,
  { exit = (code) => process.exit(code), print = (message) => console.error(message) }: LoadConfigOptions = {},
): z.output<z.ZodObject<T>> {
  const schema = shape instanceof z.ZodObject ? shape : z.object(shape);
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data as z.output<z.ZodObject<T>>;

  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || '(environment)';
    const value = typeof issue.path[0] === 'string' ? present[issue.path[0]] : undefined;
    const shown = value === undefined ? 'not set' : `got ${JSON.stringify(value)}`;
    return `  ${variable}: ${issue.message} (${shown})`;
  });
  print(`Invalid configuration, refusing to start:\n${problems.join('\n')}`);
  return exit(1);
}
