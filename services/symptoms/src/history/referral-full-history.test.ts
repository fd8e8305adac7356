import { randomUUID } from 'node:crypto';
import { createLogger } from '@app/service-kit';
import { captureLogs } from '@app/service-kit/testing';
import { standInsClosedAfterEach, unusableAnswers } from '../../test/support/stand-in-services';
import { referralFullHistory } from './referral-full-history';

describe('full history unlocked by referrals, as the sharing service says', () => {
  const standIn = standInsClosedAfterEach();
  const logger = createLogger('symptoms', 'silent');

  it('asks sharing about the user with the internal token and follows its answer', async () => {
    const referrer = randomUUID();
    const sharing = await standIn((request) =>
      request.path === `/internal/referral-status/${referrer}`
        ? { json: { completed: 3, unlocked: true } }
        : { json: { completed: 2, unlocked: false } },
    );
    const history = referralFullHistory({ sharingUrl: sharing.url, token: 'internal-token', logger });

    expect(await history.unlocks(referrer)).toBe(true);
    expect(await history.unlocks(randomUUID())).toBe(false);
    expect(sharing.requests[0]?.headers['x-internal-token']).toBe('internal-token');
  });

  it.each(unusableAnswers({ unlocked: 'yes' }))('does not unlock when sharing answers with %s', async (_case, script) => {
    const sharing = await standIn(script);
    const logs = captureLogs();
    const userId = randomUUID();
    const history = referralFullHistory({
      sharingUrl: sharing.url,
      token: 't',
      logger: createLogger('symptoms', 'info', logs.destination),
    });

    expect(await history.unlocks(userId)).toBe(false);
    expect(logs.lines.join('\n')).toContain('referral_status_unavailable');
    expect(logs.lines.join('\n')).not.toContain(userId);
  });
});
