import { testDatabases, type TestService } from '@app/service-kit/testing';
import { Browser, errorOf, startIdentity, uniqueEmail, type TestClock } from './support/identity-client';

describe.each(testDatabases())('the e-mail-exists check on %s', (database) => {
  let service: TestService;
  let clock: TestClock;
  beforeAll(async () => {
    ({ service, clock } = await startIdentity(database, { env: { EMAIL_EXISTS_RATE_LIMIT_PER_MINUTE: '30' } }));
  });
  afterAll(async () => {
    await service?.stop();
  });

  const check = (email: string, client = '203.0.113.10') =>
    service.request(`/api/identity/email-exists?email=${encodeURIComponent(email)}`, {
      headers: { 'X-Forwarded-For': `10.1.1.1, ${client}` },
    });

  it('says whether an e-mail is registered, ignoring case and spaces', async () => {
    const email = uniqueEmail();
    await new Browser(service).signup(email);
    expect(await (await check(` ${email.toUpperCase()} `)).json()).toEqual({ exists: true });
    expect(await (await check(uniqueEmail('free'))).json()).toEqual({ exists: false });
  });

  it('refuses a malformed e-mail with 400', async () => {
    expect((await check('not-an-email')).status).toBe(400);
  });

  it('answers the 31st check of a minute from one client with 429, however X-Forwarded-For is rotated', async () => {
    const client = '198.51.100.77';
    // The counter's windows are clock minutes: start at the beginning of one, so the checks cannot straddle two.
    clock.advance(60_000 - (clock.now().getTime() % 60_000) + 1);
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await service.request(`/api/identity/email-exists?email=probe${attempt}@example.com`, {
        headers: { 'X-Forwarded-For': `10.0.${attempt}.1, ${client}` },
      });
      expect(response.status).toBe(200);
    }
    const limited = await service.request('/api/identity/email-exists?email=probe31@example.com', {
      headers: { 'X-Forwarded-For': `10.0.99.1, ${client}`, 'Accept-Language': 'es' },
    });
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toEqual({
      code: 'rate_limited',
      message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    });
    expect((await check('probe@example.com', '198.51.100.78')).status).toBe(200);
  });
});
