// Decides once per jest run whether the PostgreSQL server at 127.0.0.1:5432 takes part in the
// integration suites. describe.each needs the answer synchronously, so it travels in env vars that
// the test workers inherit. TEST_DATABASES=pglite skips PostgreSQL even when it answers. Likewise for Redis.
const net = require('node:net');
const os = require('node:os');
const { Client } = require('pg');

async function answeringUser() {
  for (const user of ['postgres', os.userInfo().username]) {
    const client = new Client({ host: '127.0.0.1', port: 5432, user, database: 'postgres', connectionTimeoutMillis: 1500 });
    try {
      await client.connect();
      await client.query('select 1');
      return user;
    } catch {
      // try the next user
    } finally {
      await client.end().catch(() => {});
    }
  }
  return undefined;
}

/** True when a Redis server answers PING at 127.0.0.1:6379 (the shared rate-limit store's suites use it). */
function redisAnswers() {
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

module.exports = async function globalSetup() {
  if (process.env.SERVICE_KIT_TEST_REDIS_URL === undefined) {
    process.env.SERVICE_KIT_TEST_REDIS_URL = (await redisAnswers()) ? 'redis://127.0.0.1:6379' : '';
  }
  if (process.env.SERVICE_KIT_TEST_DATABASES) return;
  const wanted = (process.env.TEST_DATABASES ?? 'pglite,postgres').split(',');
  const user = wanted.includes('postgres') ? await answeringUser() : undefined;
  process.env.SERVICE_KIT_TEST_DATABASES = user ? 'pglite,postgres' : 'pglite';
  if (user) process.env.SERVICE_KIT_TEST_PG_USER = user;
};
