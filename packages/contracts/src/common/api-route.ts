import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiResponseSpec {
  description: string;
  /** Body schema; absent for bodiless answers such as redirects. */
  schema?: z.ZodType;
  /** Response headers worth documenting (e.g. Location of a redirect). */
  headers?: Record<string, { description: string }>;
}

/**
 * One HTTP endpoint of a service. The same object validates requests in the service and
 * feeds its OpenAPI document, so the two cannot drift apart.
 */
export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI-style path (`/s/{code}`), relative to the service's `/api/<name>` prefix. */
  path: string;
  summary: string;
  tags?: readonly string[];
  /** True for paths served at the site root instead of under the service prefix (e.g. `/s/{code}`). */
  atRoot?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  responses: Readonly<Record<number, ApiResponseSpec>>;
}
