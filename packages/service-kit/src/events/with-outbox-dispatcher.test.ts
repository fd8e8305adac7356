import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { operationalRoutes, type UserRegisteredPayload } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { IN_MEMORY_DATA_DIR } from '../config/load-config';
import { createService, type ServiceOptions } from '../service/create-service';
import { startTestService, type TestService } from '../testing/start-test-service';
import { testDatabases } from '../testing/test-databases';
import { aRegistration } from '../testing/test-identity';
import { enqueueEvent } from './enqueue-event';
import { INTERNAL_EVENTS_PATH, internalEventsRoute } from './internal-events-route';
import { internalToken, internalTokenConfigShape } from './internal-token';
import { outboxTables } from './outbox-tables';
import { withOutboxDispatcher } from './with-outbox-dispatcher';

const NAME = 'kit_outbox';
const schema = { ...outboxTables(NAME) };

/** A migration as drizzle-kit writes it for a service whose schema.ts spreads `outboxTables`. */
async function writeMigrations(folder: string) {
  const statements = [
    `CREATE SCHEMA IF NOT EXISTS "${NAME}"`,
    `CREATE TABLE "${NAME}"."outbox" ("id" uuid PRIMARY KEY NOT NULL, "type" text NOT NULL, "payload" jsonb NOT NULL, "occurred_at" timestamp with time zone NOT NULL, "sequence" bigint GENERATED ALWAYS AS IDENTITY, "attempts" integer DEFAULT 0 NOT NULL, "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL, "delivered_at" timestamp with time zone, "last_error" text)`,
    `CREATE TABLE "${NAME}"."processed_events" ("event_id" uuid PRIMARY KEY NOT NULL, "processed_at" timestamp with time zone DEFAULT now() NOT NULL)`,
    `CREATE TABLE "${NAME}"."welcomed" ("user_id" uuid PRIMARY KEY NOT NULL)`,
  ];
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  await writeFile(path.join(folder, '0000_outbox.sql'), statements.join(';\n--> statement-breakpoint\n'));
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: [{ idx: 0, version: '7', when: 1, tag: '0000_outbox', breakpoints: true }],
    }),
  );
}

/** One service that both produces `user.registered` and consumes it, wired as a real service would be. */
function createLoopbackService(migrationsFolder: string) {
  return (options: ServiceOptions = {}) => {
    const service = createService({
      ...options,
      name: NAME,
      defaultPort: 0,
      schema,
      migrationsFolder,
      configShape: internalTokenConfigShape,
      openapi: { title: 'outbox loopback', routes: operationalRoutes },
      routes: (api, ctx) => {
        api.post('/register', async (req, res) => {
          const payload = req.body as UserRegisteredPayload;
          await ctx.db.transaction((tx) => enqueueEvent(tx, schema, { type: 'user.registered', payload }));
          res.sendStatus(202);
        });
        ctx.root.use(
          internalEventsRoute({
            token: internalToken(ctx.config),
            db: () => ctx.db,
            tables: schema,
            handlers: {
              'user.registered': async (event, tx) => {
                await tx.execute(sql`insert into kit_outbox.welcomed (user_id) values (${event.payload.userId})`);
              },
            },
          }),
        );
      },
    });
    return withOutboxDispatcher(service, (running) => ({
      db: running.database.db,
      logger: service.logger,
      tables: schema,
      subscribers: { 'user.registered': [`${running.url}${INTERNAL_EVENTS_PATH}`] },
      token: internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR }),
      intervalMs: 10,
    }));
  };
}

describe.each(testDatabases())('a service with an outbox dispatcher on %s', (database) => {
  let folder: string;
  let service: TestService;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'outbox-migrations-'));
    await writeMigrations(folder);
    service = await startTestService(createLoopbackService(folder), { database });
  });
  afterAll(async () => {
    await service?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('delivers what a request enqueued to its own internal endpoint', async () => {
    const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const payload = aRegistration({ userId });
    const response = await service.request(`/api/${NAME}/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect(response.status).toBe(202);

    const deadline = Date.now() + 5_000;
    let welcomed: unknown[] = [];
    while (welcomed.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      welcomed = await service.query(`select user_id from ${NAME}.welcomed`);
    }
    expect(welcomed).toEqual([{ user_id: userId }]);
  });

  it('keeps /internal/events out of the public API prefix', async () => {
    expect((await service.request(`/api/${NAME}${INTERNAL_EVENTS_PATH}`, { method: 'POST' })).status).toBe(404);
  });
});
