import { STATE_CHANGE_ERRORS, type ApiRoute } from '@app/contracts';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface BuildOpenApiOptions {
  title: string;
  version: string;
  description?: string;
  /** Where the routes are served, e.g. `/api/account`. */
  serverPrefix: string;
  routes: readonly ApiRoute[];
}

const COMPONENT_REF = '#/components/schemas/';

/** Turns `#/$defs/X` references into component references, recursively. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? inner.replace('#/$defs/', COMPONENT_REF) : rewriteRefs(inner),
    ]),
  );
}

/**
 * Converts zod schemas with zod's own JSON Schema output (2020-12, what OpenAPI 3.1 uses). Schemas
 * carrying a `meta({ id })` become shared components and are referenced by `$ref`.
 */
function schemaConverter(components: Record<string, JsonSchema>) {
  return (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const {
      $schema: _dialect,
      $defs,
      ...root
    } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    for (const [id, definition] of Object.entries($defs ?? {})) {
      components[id] ??= rewriteRefs(definition) as JsonSchema;
    }
    return rewriteRefs(root) as JsonSchema;
  };
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

function parametersOf(route: ApiRoute, convert: ReturnType<typeof schemaConverter>) {
  const fromObject = (location: 'path' | 'query', object: z.ZodObject | undefined) =>
    Object.entries(object?.shape ?? {}).map(([name, schema]) => ({
      name,
      in: location,
      required: location === 'path' || !(schema as z.ZodType).safeParse(undefined).success,
      schema: convert(schema as z.ZodType, 'input'),
    }));
  const declaredPath = fromObject('path', route.params);
  const undeclared = pathParameterNames(route.path)
    .filter((name) => !declaredPath.some((parameter) => parameter.name === name))
    .map((name) => ({ name, in: 'path' as const, required: true, schema: { type: 'string' } }));
  return [...declaredPath, ...undeclared, ...fromObject('query', route.query)];
}

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

function operationOf(route: ApiRoute, convert: ReturnType<typeof schemaConverter>) {
  const parameters = parametersOf(route, convert);
  // Every state change under the service prefix passes createService's Origin check and per-client limit.
  const guarded = STATE_CHANGING.has(route.method) && !route.atRoot;
  const responses = Object.fromEntries(
    Object.entries(guarded ? { ...STATE_CHANGE_ERRORS, ...route.responses } : route.responses).map(([status, response]) => [
      status,
      {
        description: response.description,
        ...(response.headers
          ? {
              headers: Object.fromEntries(
                Object.entries(response.headers).map(([name, header]) => [name, { ...header, schema: { type: 'string' } }]),
              ),
            }
          : {}),
        ...(response.schema ? { content: { 'application/json': { schema: convert(response.schema, 'output') } } } : {}),
      },
    ]),
  );
  return {
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_all, next: string | undefined) => (next ?? '').toUpperCase())}`,
    summary: route.summary,
    ...(route.tags ? { tags: [...route.tags] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: convert(route.body, 'input') } } } } : {}),
    responses,
  };
}

/** An OpenAPI 3.1 document for a service, generated from the same route list that validates its requests. */
export function buildOpenApi({ title, version, description, serverPrefix, routes }: BuildOpenApiOptions): OpenApiDocument {
  const components: Record<string, JsonSchema> = {};
  const convert = schemaConverter(components);
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const item = (paths[route.path] ??= route.atRoot ? { servers: [{ url: '/' }] } : {});
    item[route.method] = operationOf(route, convert);
  }
  return {
    openapi: '3.1.0',
    info: { title, version, ...(description ? { description } : {}) },
    servers: [{ url: serverPrefix }],
    paths,
    components: { schemas: components },
  };
}
