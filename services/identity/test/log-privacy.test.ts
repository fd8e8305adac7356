import { captureLogs, testDatabases, type CapturedLogs, type TestService } from '@app/service-kit/testing';
import { Browser, startIdentity, uniqueEmail } from './support/identity-client';

describe.each(testDatabases())('the identity service logs on %s', (database) => {
  let service: TestService;
  let logs: CapturedLogs;
  beforeAll(async () => {
    logs = captureLogs();
    ({ service } = await startIdentity(database, { logs: logs.destination }));
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('never hold an e-mail address, not even when writing the account fails', async () => {
    const email = uniqueEmail('zq-marker-5d2e');
    // Every new account is refused: PostgreSQL's error then quotes the failing row, e-mail included.
    await service.query('alter table identity.credentials add constraint refuse_every_row check (false) not valid');
    try {
      expect((await new Browser(service).signup(email)).status).toBe(500);
    } finally {
      await service.query('alter table identity.credentials drop constraint refuse_every_row');
    }
    expect((await new Browser(service).signup(email)).status).toBe(201);
    expect((await new Browser(service).login(email, 'not the password')).status).toBe(401);

    const failure = logs.lines
      .map((line) => JSON.parse(line) as { msg: string; err?: unknown })
      .find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toEqual(
      expect.objectContaining({ cause: expect.objectContaining({ code: '23514', constraint: 'refuse_every_row' }) }),
    );
    expect(logs.lines.filter((line) => line.includes(email) || line.includes('zq-marker-5d2e'))).toEqual([]);
  });
});
