import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CreateServiceFn } from '../service/create-service';
import { startTestService, type TestService } from './start-test-service';
import { describeStateChangeProtection } from './state-change-conformance';
import { testDatabases } from './test-databases';

export interface ServiceConformanceOptions {
  name: string;
  /** Paths the OpenAPI document must describe, as written there (e.g. `/cookie-consents`). */
  documentedPaths: string[];
  /** Component schemas (zod `meta({ id })`) the OpenAPI document must carry. */
  componentSchemas?: string[];
  /**
   * Requests to real routes with a path parameter, given as `%FF` (malformed percent-encoding), e.g.
   * `['GET', '/api/symptoms/analyses/%FF']`: each must answer 400 `invalid_path`.
   */
  malformedPathRequests?: Array<[method: string, path: string]>;
}

/**
 * What every service promises, run against each test database: health and readiness through the
 * gateway prefix and at the root, an OpenAPI 3.1 document, metrics at the root only, JSON 404s and
 * fail-fast config.
 */
export function describeServiceConformance(
  createServiceFn: CreateServiceFn,
  { name, documentedPaths, componentSchemas = [], malformedPathRequests = [] }: ServiceConformanceOptions,
): void {
  const prefix = `/api/${name}`;

  describe.each(testDatabases())(`the ${name} service on %s`, (database) => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService(createServiceFn, { database });
    });
    afterAll(async () => {
      await service?.stop();
    });

    it.each([`${prefix}/healthz`, '/healthz'])('answers liveness at %s', async (path) => {
      const response = await service.request(path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    });

    it.each([`${prefix}/readyz`, '/readyz'])('is ready at %s once its database answers', async (path) => {
      const response = await service.request(path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ready' });
    });

    it('publishes an OpenAPI 3.1 document describing its routes', async () => {
      const response = await service.request(`${prefix}/openapi.json`);
      expect(response.status).toBe(200);
      const document = (await response.json()) as {
        openapi: string;
        servers: Array<{ url: string }>;
        paths: Record<string, unknown>;
        components: { schemas: Record<string, unknown> };
      };
      expect(document.openapi).toBe('3.1.0');
      expect(document.servers).toEqual([{ url: prefix }]);
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz', ...documentedPaths]));
      expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['ApiError', 'HealthStatus', ...componentSchemas]));
    });

    it('exposes Prometheus metrics with request durations at the root of its own port', async () => {
      await service.request(`${prefix}/healthz`);
      const response = await service.request('/metrics');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('http_request_duration_seconds_bucket');
    });

    it('keeps its metrics off the prefix the gateway forwards', async () => {
      for (const path of [`${prefix}/metrics`, `${prefix}/metrics/`, `${prefix}/METRICS`]) {
        expect({ path, status: (await service.request(path)).status }).toEqual({ path, status: 404 });
      }
    });

    it('answers an unknown API path with a localised JSON 404', async () => {
      const response = await service.request(`${prefix}/no-such-thing`, { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: expect.stringMatching(/introuvable/i) } });
    });

    it('echoes a sane X-Request-ID and replaces one that is not', async () => {
      const kept = await service.request(`${prefix}/healthz`, { headers: { 'X-Request-ID': 'abc-123' } });
      expect(kept.headers.get('x-request-id')).toBe('abc-123');
      const replaced = await service.request(`${prefix}/healthz`, { headers: { 'X-Request-ID': 'bad id <script>' } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('sends security headers and hides Express', async () => {
      const response = await service.request(`${prefix}/healthz`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-powered-by')).toBeNull();
    });

    it('sends HSTS only on answers that went out over https', async () => {
      expect((await service.request(`${prefix}/healthz`)).headers.get('strict-transport-security')).toBeNull();
      const overHttps = await service.request(`${prefix}/healthz`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(overHttps.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    });

    it('lets no cache keep its answers unless a route allows it (Cache-Control: no-store)', async () => {
      for (const path of [`${prefix}/healthz`, `${prefix}/no-such-thing`]) {
        expect((await service.request(path)).headers.get('cache-control')).toBe('no-store');
      }
    });

    it('answers malformed percent-encoding in a path with a 4xx, never a 500', async () => {
      const unknown = await service.request(`${prefix}/%FF/%E0%A4%A`);
      expect(unknown.status).toBe(404);
      for (const [method, path] of malformedPathRequests) {
        const response = await service.request(path, {
          method,
          headers: { 'Content-Type': 'application/json' },
          ...(method === 'GET' ? {} : { body: '{}' }),
        });
        expect({ method, path, status: response.status, body: await response.json() }).toEqual({
          method,
          path,
          status: 400,
          body: { error: { code: 'invalid_path', message: expect.any(String) } },
        });
      }
    });
  });

  it(`applies the ${name} migrations once: a restart on the same PGlite data starts cleanly`, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
    const appliedPerStart: number[] = [];
    try {
      for (let start = 0; start < 2; start += 1) {
        const service = await startTestService(createServiceFn, { database: 'pglite', dataDir });
        try {
          expect((await service.request('/readyz')).status).toBe(200);
          const applied = await service.query<{ count: number }>(`select count(*)::int as count from "${name}".__drizzle_migrations`);
          appliedPerStart.push(applied[0]?.count ?? 0);
        } finally {
          await service.stop();
        }
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    expect(appliedPerStart[0]).toBeGreaterThan(0);
    expect(appliedPerStart[1]).toBe(appliedPerStart[0]);
  });

  describeStateChangeProtection(createServiceFn, name);

  it(`refuses to start the ${name} service with a bad PORT, naming the variable`, () => {
    const printed: string[] = [];
    const exit = (code: number): never => {
      throw new Error(`exit ${code}`);
    };
    expect(() => createServiceFn({ env: { PORT: 'eighty' }, exit, print: (message) => printed.push(message) })).toThrow('exit 1');
    expect(printed.join('\n')).toMatch(/PORT: .*\(got "eighty"\)/);
  });
}
