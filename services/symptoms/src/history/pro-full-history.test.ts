import { randomUUID } from 'node:crypto';
import { createLogger } from '@app/service-kit';
import { standInsClosedAfterEach, unusableAnswers } from '../../test/support/stand-in-services';
import { proFullHistory } from './pro-full-history';

describe('unlimited history for Pro users, as the pro service says', () => {
  const standIn = standInsClosedAfterEach();
  const logger = createLogger('symptoms', 'silent');

  it('asks pro about the user with the internal token and follows its answer', async () => {
    const payer = randomUUID();
    const pro = await standIn((request) => ({ json: { pro: request.path === `/internal/pro-status/${payer}` } }));
    const history = proFullHistory({ proUrl: pro.url, token: 'internal-token', logger });

    expect(await history.unlocks(payer)).toBe(true);
    expect(await history.unlocks(randomUUID())).toBe(false);
    expect(pro.requests[0]?.headers['x-internal-token']).toBe('internal-token');
  });

  it.each(unusableAnswers({ pro: 'yes' }))('shows the free view when pro answers with %s', async (_case, script) => {
    const pro = await standIn(script);
    expect(await proFullHistory({ proUrl: pro.url, token: 't', logger }).unlocks(randomUUID())).toBe(false);
  });
});
