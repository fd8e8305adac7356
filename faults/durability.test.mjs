// Durability: an analysis answered 200 is stored for good. 1,000 analyses run at once, the symptoms service
// is killed (kill -9) in the middle of them and started again on the same data: every one that was answered
// 200 is still readable. On PGlite (the embedded default) and on PostgreSQL when it answers.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ANALYSES, analyse, postgresAnswers, postgresDatabase, sparePort, startSymptoms, throwAwayDir } from './support/services.mjs';

const ANALYSES_AT_ONCE = 1_000;
/** Answers to wait for before the kill: well into the run, with hundreds of analyses still under way. */
const KILL_AFTER_ANSWERS = 200;

const databases = ['pglite', ...((await postgresAnswers()) ? ['postgres'] : [])];

for (const database of databases) {
  describe(`an analysis answered 200 survives kill -9 of the symptoms service (${database})`, () => {
    const data = throwAwayDir();
    let postgres;
    let env;
    before(async () => {
      postgres = database === 'postgres' ? await postgresDatabase() : undefined;
      env = {
        PORT: String(await sparePort()),
        DATA_DIR: data.dir,
        DATABASE_URL: postgres?.url,
        GUEST_COOKIE_SECRET: 'faults-guest-cookie-secret-of-at-least-32-chars',
        ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000000',
        STATE_CHANGE_RATE_LIMIT_PER_MINUTE: '1000000',
      };
    });
    after(async () => {
      await postgres?.drop();
      data.remove();
    });

    it(`keeps every answered analysis of ${ANALYSES_AT_ONCE} sent at once`, async () => {
      const service = await startSymptoms(env);
      const answered = [];
      let killed;
      const runs = Array.from({ length: ANALYSES_AT_ONCE }, (_, i) =>
        analyse(service.url, i).then(
          (result) => {
            if (result.status !== 200) return;
            answered.push(result);
            if (answered.length === KILL_AFTER_ANSWERS) killed = service.kill();
          },
          () => undefined, // cut by the kill: never answered, so nothing was promised
        ),
      );
      await Promise.all(runs);
      await killed;
      assert.ok(killed, `the service was killed (${answered.length} answered)`);
      assert.ok(answered.length < ANALYSES_AT_ONCE, 'the kill came while analyses were still under way');

      const restarted = await startSymptoms(env);
      try {
        const missing = [];
        for (let i = 0; i < answered.length; i += 50) {
          const batch = answered.slice(i, i + 50);
          const statuses = await Promise.all(
            batch.map(({ id, cookie }) =>
              fetch(`${restarted.url}${ANALYSES}/${id}`, { headers: { cookie } }).then((response) => response.status),
            ),
          );
          batch.forEach(({ id }, j) => statuses[j] !== 200 && missing.push(`${id}: ${statuses[j]}`));
        }
        assert.deepEqual(missing, [], `of ${answered.length} answered analyses, these are not readable after the restart`);
      } finally {
        await restarted.stop();
      }
    });
  });
}
