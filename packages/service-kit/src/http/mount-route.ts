import type { ApiRoute } from '@app/contracts';
import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { refuseControlCharacters } from './control-characters';
import { validate } from './validate';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<R extends ApiRoute> {
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  params: Parsed<R['params']>;
}

export type RouteHandler<R extends ApiRoute> = (input: RouteInput<R>, req: Request, res: Response) => Promise<void> | void;

/** `/s/{code}` (OpenAPI) → `/s/:code` (Express). */
export function expressPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

/** Control characters first (PostgreSQL refuses NUL, so they must never reach a query), then the schema. */
function parsed(schema: z.ZodType | undefined, value: unknown) {
  if (!schema) return undefined;
  refuseControlCharacters(value);
  return validate(schema, value);
}

/**
 * Registers a contract route: params, query and body are validated with the contract's schemas
 * (400 on failure) before the handler sees them, typed.
 */
export function mountRoute<R extends ApiRoute>(router: Router, route: R, handler: RouteHandler<R>): void {
  router[route.method](expressPath(route.path), async (req: Request, res: Response) => {
    const input = {
      body: parsed(route.body, req.body),
      query: parsed(route.query, req.query),
      params: parsed(route.params, req.params),
    } as RouteInput<R>;
    await handler(input, req, res);
  });
}
