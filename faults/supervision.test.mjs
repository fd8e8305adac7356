// `npm start` never leaves the site broken: every part killed with SIGKILL answers again within 5 s, the
// gateway answers 503 with Retry-After while it is down, and signed-in users stay signed in while identity
// restarts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { alive, healthUrls, probe, startSite } from './support/site.mjs';

/** The promise of the README: a killed part answers again within this long. */
const RECOVERY_MS = 5_000;

describe('a supervised site (npm start) under kill -9', () => {
  let site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site?.destroy();
  });

  it('restarts each part in turn, which answers again within 5 s; meanwhile the gateway says 503 with Retry-After', async (t) => {
    const urls = healthUrls(site);
    const recovery = {};
    for (const [part, url] of Object.entries(urls)) {
      const pid = site.processes()[part];
      assert.ok(pid > 0, `${part} is in the process table`);
      const killedAt = Date.now();
      process.kill(pid, 'SIGKILL');
      const outage = [];
      for (;;) {
        const answer = await probe(url);
        if (answer.status === 200 && !alive(pid)) break;
        outage.push(answer);
        assert.ok(Date.now() - killedAt < RECOVERY_MS, `${part} did not answer again within ${RECOVERY_MS} ms (last: ${answer.status})`);
        await sleep(50);
      }
      recovery[part] = Date.now() - killedAt;
      assert.notEqual(site.processes()[part], pid, `${part} runs as a new process`);
      // Behind the gateway, a part that is down is a 503 the client may retry, never a 502, a 404 or a hang.
      if (part !== 'gateway' && part !== 'mail-catcher') {
        for (const answer of outage.filter((a) => a.status !== 200)) {
          assert.equal(answer.status, 503, `${part} down: ${answer.status} ${answer.text.slice(0, 200)}`);
          assert.equal(answer.headers.get('retry-after'), '5');
        }
      }
    }
    t.diagnostic(`time to recover after kill -9 (ms): ${JSON.stringify(recovery)}`);
  });

  it('while a service is down, its API answers the error contract with code service_unavailable', async () => {
    const pid = site.processes().pro;
    process.kill(pid, 'SIGKILL');
    const answer = await probe(`${site.origin}/api/pro/readyz`, { headers: { 'accept-language': 'de' } });
    // The restart may already have won the race; when it did not, the answer is the contract's.
    if (answer.status !== 200) {
      assert.equal(answer.status, 503);
      assert.equal(JSON.parse(answer.text).error.code, 'service_unavailable');
    }
    await waitFor(async () => (await probe(`${site.origin}/api/pro/readyz`)).status === 200, 'pro is back');
  });

  it('a signed-in user keeps reading their profile while identity is killed and restarts', async () => {
    const signup = await fetch(`${site.origin}/api/identity/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'restart@example.com', password: 'a long enough passphrase', name: 'Ana Souza', language: 'pt' }),
    });
    assert.equal(signup.status, 201);
    const { session } = await signup.json();
    const asUser = { headers: { authorization: `Bearer ${session.accessToken}` } };
    const profile = `${site.origin}/api/account/profile`;
    await waitFor(async () => (await probe(profile, asUser)).status === 200, 'the profile exists');

    const pid = site.processes().identity;
    process.kill(pid, 'SIGKILL');
    const statuses = [];
    while ((await probe(`${site.origin}/api/identity/readyz`)).status !== 200 || alive(pid)) {
      statuses.push((await probe(profile, asUser)).status);
      await sleep(50);
    }
    statuses.push((await probe(profile, asUser)).status);
    assert.ok(statuses.length > 1, 'the profile was read while identity was down');
    assert.deepEqual([...new Set(statuses)], [200]);
  });

  it('a user who signs up right after identity restarts gets a profile at once', async () => {
    const pid = site.processes().identity;
    process.kill(pid, 'SIGKILL');
    await waitFor(async () => (await probe(`${site.origin}/api/identity/readyz`)).status === 200 && !alive(pid), 'identity is back');
    const signup = await fetch(`${site.origin}/api/identity/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'after-restart@example.com', password: 'a long enough passphrase', name: 'Rui Lima', language: 'pt' }),
    });
    assert.equal(signup.status, 201);
    const { session } = await signup.json();
    await waitFor(
      async () =>
        (await probe(`${site.origin}/api/account/profile`, { headers: { authorization: `Bearer ${session.accessToken}` } })).status === 200,
      'the profile exists',
    );
  });
});

async function waitFor(check, what, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}
