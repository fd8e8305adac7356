import { randomUUID } from 'node:crypto';
import type { CreateServiceFn } from '../service/create-service';
import { startTestService, type TestService } from './start-test-service';
import { testDatabases } from './test-databases';

const STATE_CHANGING = ['post', 'put', 'patch', 'delete'];
const FOREIGN_ORIGIN = 'https://evil.example';
const LIMIT = 3;

interface OpenApiPaths {
  paths: Record<string, Record<string, unknown> & { servers?: unknown }>;
}

interface StateChange {
  method: string;
  /** Where it is served, path parameters filled in with a uuid. */
  path: string;
  /** As the OpenAPI document names it. */
  operation: string;
}

/** Each state-changing operation the running service documents under its prefix (root paths are service to service). */
async function stateChangesOf(service: TestService, prefix: string): Promise<Array<StateChange & { documented: string[] }>> {
  const { paths } = (await (await service.request(`${prefix}/openapi.json`)).json()) as OpenApiPaths;
  return Object.entries(paths)
    .filter(([, item]) => item.servers === undefined)
    .flatMap(([path, item]) =>
      STATE_CHANGING.filter((method) => item[method]).map((method) => ({
        method: method.toUpperCase(),
        path: prefix + path.replace(/\{\w+\}/g, randomUUID()),
        operation: `${method.toUpperCase()} ${path}`,
        documented: Object.keys((item[method] as { responses: object }).responses),
      })),
    );
}

let nextAddress = 0;
/** A client address of its own (the service trusts X-Forwarded-For from loopback, as from its gateway). */
const freshAddress = () => {
  nextAddress += 1;
  return `198.51.${100 + Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
};

function send(service: TestService, { method, path }: StateChange, headers: Record<string, string>) {
  const body = method === 'DELETE' ? {} : { body: '{}' };
  return service.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress(), ...headers },
    ...body,
  });
}

/**
 * Every POST/PUT/PATCH/DELETE a service documents refuses a foreign Origin with 403 and is limited per
 * client: the routes are read from the service's own OpenAPI document, so a new route is checked as
 * soon as it is published.
 */
export function describeStateChangeProtection(createServiceFn: CreateServiceFn, name: string): void {
  const prefix = `/api/${name}`;

  describe.each(testDatabases())(`every state change of the ${name} service on %s`, (database) => {
    let service: TestService;
    let changes: Awaited<ReturnType<typeof stateChangesOf>>;
    beforeAll(async () => {
      service = await startTestService(createServiceFn, { database, env: { STATE_CHANGE_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
      changes = await stateChangesOf(service, prefix);
    });
    afterAll(async () => {
      await service?.stop();
    });

    it('documents the 403 of a foreign Origin and the 429 of the per-client limit', () => {
      for (const { operation, documented } of changes)
        expect({ operation, documented }).toEqual({ operation, documented: expect.arrayContaining(['403', '429']) });
    });

    it('refuses each from a foreign Origin with 403, with or without cookies', async () => {
      for (const change of changes) {
        for (const headers of [{ Origin: FOREIGN_ORIGIN, Cookie: 'vitalia_access=x' }, { Origin: FOREIGN_ORIGIN }] as Array<
          Record<string, string>
        >) {
          const response = await send(service, change, headers);
          expect({
            operation: change.operation,
            status: response.status,
            code: ((await response.json()) as { error?: { code?: string } }).error?.code,
          }).toEqual({
            operation: change.operation,
            status: 403,
            code: 'forbidden',
          });
        }
      }
    });

    it(`limits each to ${LIMIT} a minute per client, whatever the answer`, async () => {
      for (const change of changes) {
        const client = freshAddress();
        const statuses: number[] = [];
        for (let attempt = 0; attempt <= LIMIT; attempt += 1)
          statuses.push((await send(service, change, { 'X-Forwarded-For': client })).status);
        expect({ operation: change.operation, refused: statuses.map((status) => status === 429) }).toEqual({
          operation: change.operation,
          refused: [...Array<boolean>(LIMIT).fill(false), true],
        });
      }
    });

    it('guards the whole API, so a route added later cannot be left out', async () => {
      const unknown = { method: 'POST', path: `${prefix}/no-route-here-yet`, operation: 'POST /no-route-here-yet' };
      expect((await send(service, unknown, { Origin: FOREIGN_ORIGIN })).status).toBe(403);
    });
  });
}
