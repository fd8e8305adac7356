import { randomUUID } from 'node:crypto';
import { createLogger } from '@app/service-kit';
import { scriptedServer, type ScriptedServer } from '@app/service-kit/testing';
import { proFullHistory } from './pro-full-history';

describe('unlimited history for Pro users, as the pro service says', () => {
  let pro: ScriptedServer | undefined;
  afterEach(() => pro?.close());
  const logger = createLogger('symptoms', 'silent');

  it('asks pro about the user with the internal token and follows its answer', async () => {
    const payer = randomUUID();
    pro = await scriptedServer((request) => ({ json: { pro: request.path === `/internal/pro-status/${payer}` } }));
    const history = proFullHistory({ proUrl: pro.url, token: 'internal-token', logger });

    expect(await history.unlocks(payer)).toBe(true);
    expect(await history.unlocks(randomUUID())).toBe(false);
    expect(pro.requests[0]?.headers['x-internal-token']).toBe('internal-token');
  });

  it.each([
    ['an error', [{ status: 503, json: { error: { code: 'unavailable' } } }]],
    ['an answer it does not understand', [{ json: { pro: 'yes' } }]],
    ['a dropped connection', [{ reset: true as const }]],
  ])('shows the free view when pro answers with %s', async (_case, script) => {
    pro = await scriptedServer(script);
    expect(await proFullHistory({ proUrl: pro.url, token: 't', logger }).unlocks(randomUUID())).toBe(false);
  });
});
