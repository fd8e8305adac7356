import { startTestService, testDatabases, type TestService } from '@app/service-kit/testing';
import { createIdentityService } from '../src/app';

describe.each(testDatabases())('identity tables on %s', (database) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(createIdentityService, { database });
  });
  afterAll(async () => {
    await service?.stop();
  });

  const insertCredential = (email: string) =>
    service.query('insert into identity.credentials (email, password_hash) values ($1, $2) returning user_id', [email, 'hash']);

  it('refuses an e-mail that is not lower-cased, so uniqueness cannot be dodged by case', async () => {
    await expect(insertCredential('Ana@Example.com')).rejects.toThrow(/credentials_email_lowercase/);
  });

  it('refuses the same e-mail twice', async () => {
    await insertCredential('bia@example.com');
    await expect(insertCredential('bia@example.com')).rejects.toThrow(/unique|duplicate/i);
  });

  it('removes a user’s sessions with the credential', async () => {
    const [credential] = await service.query<{ user_id: string }>(
      'insert into identity.credentials (email, password_hash) values ($1, $2) returning user_id',
      ['caio@example.com', 'hash'],
    );
    await service.query(
      "insert into identity.user_sessions (user_id, ip_address, expires_at) values ($1, $2, now() + interval '30 days')",
      [credential!.user_id, '203.0.113.7'],
    );

    await service.query('delete from identity.credentials where user_id = $1', [credential!.user_id]);

    expect(await service.query('select id from identity.user_sessions where user_id = $1', [credential!.user_id])).toEqual([]);
  });
});
