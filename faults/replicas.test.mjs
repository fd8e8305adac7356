// Two symptoms instances on one PostgreSQL database behind the gateway (SYMPTOMS_URL=a,b): the per-client
// limit holds across both (counted in the database, or in Redis with REDIS_URL), each analysis is readable
// through either, and killing one (kill -9) costs no request the gateway could send to the other.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  ANALYSES,
  analyse,
  postgresAnswers,
  postgresDatabase,
  sparePort,
  startGateway,
  startSymptoms,
  throwAwayDir,
} from './support/services.mjs';

const LIMIT = 6;
/** The services' default PUBLIC_ORIGIN: a change carrying cookies must come from the site. */
const SITE = 'http://localhost:8080';

async function redisAnswers() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 6379 });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** A client address of this run alone (Redis keeps the counts of earlier runs for their minute). */
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const stores = (await postgresAnswers()) ? ['database', ...((await redisAnswers()) ? ['redis'] : [])] : [];
if (stores.length === 0) describe('two symptoms instances behind the gateway', () => it.skip('needs PostgreSQL at 127.0.0.1:5432'));

for (const store of stores) {
  describe(`two symptoms instances on one PostgreSQL behind the gateway (counters in ${store})`, () => {
    const data = throwAwayDir();
    let postgres;
    let instances;
    let gateway;
    before(async () => {
      postgres = await postgresDatabase();
      const env = {
        DATA_DIR: data.dir,
        DATABASE_URL: postgres.url,
        GUEST_COOKIE_SECRET: 'faults-guest-cookie-secret-of-at-least-32-chars',
        ANALYSIS_RATE_LIMIT_PER_MINUTE: String(LIMIT),
        ...(store === 'redis' ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}),
      };
      // One after the other: the first creates the tables, as a rolling deployment would.
      instances = [await startSymptoms({ ...env, PORT: String(await sparePort()) })];
      instances.push(await startSymptoms({ ...env, PORT: String(await sparePort()) }));
      // The test plays the load balancer in front of the gateway, so it may name each request's client.
      gateway = await startGateway({
        PORT: String(await sparePort()),
        SYMPTOMS_URL: instances.map((i) => i.url).join(','),
        GATEWAY_TRUST_PROXY: 'loopback',
      });
    });
    after(async () => {
      await gateway?.stop();
      await Promise.all((instances ?? []).map((instance) => instance.stop()));
      await postgres?.drop();
      data.remove();
    });

    it('holds one client to its limit, whichever instance answers', async () => {
      const address = clientAddress();
      const first = await analyse(gateway.url, 0, { 'x-forwarded-for': address });
      assert.equal(first.status, 200);
      const statuses = [first.status];
      // The first analysis made the guest; its next ones count against it, each sent from a new address and
      // taken in turn by both instances. One over the limit is refused.
      for (let i = 1; i <= LIMIT + 1; i++)
        statuses.push((await analyse(gateway.url, i, { 'x-forwarded-for': clientAddress(), cookie: first.cookie, origin: SITE })).status);
      assert.deepEqual(statuses, [...Array(LIMIT + 1).fill(200), 429]);
      // And the address's own budget: a new visitor from the same address is over it too.
      for (let i = 1; i < LIMIT; i++) await analyse(gateway.url, i, { 'x-forwarded-for': address });
      assert.equal((await analyse(gateway.url, 0, { 'x-forwarded-for': address })).status, 429);
    });

    it('serves each analysis through either instance', async () => {
      const created = [];
      for (let i = 0; i < 4; i++) created.push(await analyse(gateway.url, i, { 'x-forwarded-for': clientAddress() }));
      for (const { status, id, cookie } of created) {
        assert.equal(status, 200);
        for (const instance of instances)
          assert.equal((await fetch(`${instance.url}${ANALYSES}/${id}`, { headers: { cookie } })).status, 200);
      }
    });

    it('loses no request the gateway could send on when one instance is killed', async () => {
      const known = await analyse(gateway.url, 0, { 'x-forwarded-for': clientAddress() });
      const read = () =>
        fetch(`${gateway.url}${ANALYSES}/${known.id}`, { headers: { cookie: known.cookie } }).then(
          (r) => r.status,
          () => 0,
        );
      const results = [];
      let killedAt;
      const worker = async () => {
        while (results.length < 80) {
          const sentAt = Date.now();
          const post = results.length % 2 === 0;
          const status = post
            ? (await analyse(gateway.url, results.length, { 'x-forwarded-for': clientAddress() }).catch(() => ({ status: 0 }))).status
            : await read();
          results.push({ post, status, sentAt });
          if (results.length === 20 && !killedAt) {
            await instances[0].kill();
            killedAt = Date.now();
          }
        }
      };
      await Promise.all([worker(), worker(), worker(), worker()]);

      // Reads are idempotent and analyses sent after the kill never reach the dead instance: all answered.
      const failedReads = results.filter((r) => !r.post && r.status !== 200);
      const failedAfterKill = results.filter((r) => r.post && r.sentAt > killedAt && r.status !== 200);
      assert.deepEqual(failedReads, []);
      assert.deepEqual(failedAfterKill, []);
      // Only an analysis the dead instance may have received when it died can have failed (503, not resent).
      for (const r of results.filter((r) => r.post && r.sentAt <= killedAt)) assert.ok([200, 503].includes(r.status), `status ${r.status}`);
      assert.ok(results.filter((r) => r.sentAt > killedAt).length >= 40, 'most requests came after the kill');
    });
  });
}
