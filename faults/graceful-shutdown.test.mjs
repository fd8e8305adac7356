// SIGTERM drains: a request under way when a service is told to stop completes, its write survives the
// restart, and the service takes no new request meanwhile.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { exited, probe, startSite } from './support/site.mjs';

/** An analysis webhook that takes its time: the slow in-flight request of the test. */
async function slowWebhook(delayMs) {
  let received;
  const called = new Promise((resolve) => {
    received = resolve;
  });
  const server = createServer((req, res) => {
    req.resume();
    received();
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ urgencyLevel: 'low', possibleCauses: ['Resfriado comum'], nextSteps: ['Repouso e hidratação'] }));
    }, delayMs);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/analysis`, called, close: () => server.close() };
}

/** The cookies a response sets, as a browser would send them back. */
const cookiesOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

describe('graceful shutdown (SIGTERM)', () => {
  let site;
  let webhook;
  before(async () => {
    webhook = await slowWebhook(2_000);
    site = await startSite({
      extraEnv: { ANALYSIS_PROVIDER: 'webhook', ANALYSIS_WEBHOOK_URL_PT: webhook.url, OUTBOUND_ALLOW_PRIVATE_NETWORK: 'true' },
    });
  });
  after(async () => {
    await site?.destroy();
    webhook?.close();
  });

  it('finishes the request in flight with 200, refuses new ones, and the write is there after a restart', async () => {
    const symptomsPid = site.processes().symptoms;
    const symptomsPort = site.ports.SYMPTOMS_PORT;
    const inFlight = fetch(`${site.origin}/api/symptoms/analyses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Estou com nariz entupido e espirros desde ontem.', language: 'pt' }),
    });
    await webhook.called;
    process.kill(symptomsPid, 'SIGTERM');

    // The service no longer accepts connections; through the gateway that is a 503 to retry later.
    await waitUntil(async () => (await probe(`http://127.0.0.1:${symptomsPort}/api/symptoms/healthz`)).status === 0);
    const meanwhile = await probe(`${site.origin}/api/symptoms/readyz`);
    assert.equal(meanwhile.status, 503);
    assert.equal(JSON.parse(meanwhile.text).error.code, 'service_unavailable');

    const response = await inFlight;
    assert.equal(response.status, 200);
    const analysis = await response.json();
    const guest = cookiesOf(response);
    assert.ok(guest, 'the analysis belongs to a guest cookie');

    // Exit 0 after draining: stopped on purpose, so `npm start` leaves it down until the site is restarted.
    await exited(symptomsPid);
    await waitUntil(async () => site.processes().symptoms === undefined);

    await site.stop();
    site = await startSite({
      previous: site,
      extraEnv: { ANALYSIS_PROVIDER: 'webhook', ANALYSIS_WEBHOOK_URL_PT: webhook.url, OUTBOUND_ALLOW_PRIVATE_NETWORK: 'true' },
    });
    const stored = await fetch(`${site.origin}/api/symptoms/analyses/${analysis.id}`, { headers: { cookie: guest } });
    assert.equal(stored.status, 200);
    assert.deepEqual(await stored.json(), analysis);
  });
});

async function waitUntil(check, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
