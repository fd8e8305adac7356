import { randomUUID } from 'node:crypto';
import { startTestService, testDatabases, type TestService } from '@app/service-kit/testing';
import { createAccountService } from '../src/app';

describe.each(testDatabases())('account tables on %s', (database) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(createAccountService, { database });
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('gives new settings the spec defaults: e-mails on, Portuguese, no data sharing, light theme', async () => {
    const userId = randomUUID();
    await service.query('insert into account.profiles (id, name) values ($1, $2)', [userId, 'Ana']);
    await service.query('insert into account.user_settings (user_id) values ($1)', [userId]);

    const rows = await service.query(
      'select email_notifications, language, share_data_consent, theme from account.user_settings where user_id = $1',
      [userId],
    );

    expect(rows).toEqual([{ email_notifications: true, language: 'portuguese', share_data_consent: false, theme: 'light' }]);
  });
});
