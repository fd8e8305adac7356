import { z } from 'zod';

/** `https://a.example, https://b.example` → their normalised origins; any other form is a config error. */
const originListSchema = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const url = URL.canParse(item) ? new URL(item) : undefined;
    if (!url || !/^https?:$/.test(url.protocol)) {
      ctx.addIssue({ code: 'custom', message: `not an http(s) origin: ${item}` });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
});

/** Add to a service's `configShape` when it takes state-changing requests from the browser. */
export const csrfConfigShape = {
  /** The site's public origin(s), comma-separated, as the browser's address bar shows them. */
  PUBLIC_ORIGIN: originListSchema.optional(),
};

/** `csrfGuard` options from config: the listed origins, or same-host requests in development only. */
export function csrfOptionsFromConfig(config: { PUBLIC_ORIGIN?: string[]; NODE_ENV: string }) {
  const allowedOrigins = config.PUBLIC_ORIGIN ?? [];
  return { allowedOrigins, allowSameHost: allowedOrigins.length === 0 && config.NODE_ENV === 'development' };
}
