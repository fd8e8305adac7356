import { ACCESS_TOKEN_COOKIE } from '@app/service-kit';
import { testDatabases, aUser } from '@app/service-kit/testing';
import { SITE, startAccountTest, type AccountTest } from './support/account-test-service';

type Body = Record<string, unknown> & { error?: { code: string; message: string } };
const body = async (response: Response) => (await response.json()) as Body;

const anEdit = { name: 'Ana Maria Souza', birth_date: '1990-04-12', phone: null };

describe.each(testDatabases())('profile and settings on %s', (database) => {
  let account: AccountTest;
  beforeAll(async () => {
    account = await startAccountTest(database);
  });
  afterAll(async () => {
    await account?.stop();
  });

  describe('access', () => {
    it.each(['/profile', '/settings', '/dashboard'])('answers %s without a token with a localised 401', async (path) => {
      const response = await account.service.request(`/api/account${path}`, { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } });
      expect(response.status).toBe(401);
      expect(await body(response)).toEqual({
        error: { code: 'unauthorized', message: 'Authentifizierungsfehler. Bitte melde dich erneut an.' },
      });
    });

    it('answers a token signed with another key with 401', async () => {
      const user = await account.registeredUser();
      const forged = await account.identity.tokenFor(user, { key: account.identity.foreignKey });
      const response = await account.service.request('/api/account/profile', { headers: { Authorization: `Bearer ${forged}` } });
      expect(response.status).toBe(401);
    });

    it("never shows or changes one user's profile and settings with another user's token", async () => {
      const ana = await account.registeredUser({ name: 'Ana Souza', email: `ana-${Date.now()}@example.com` });
      const bruno = await account.registeredUser({ name: 'Bruno Lima', email: `bruno-${Date.now()}@example.com` });

      await account.asUser(ana, '/profile', {
        method: 'PATCH',
        json: { name: 'Ana Private', birth_date: '1985-01-02', phone: '+5511987654321' },
      });
      await account.asUser(ana, '/settings', {
        method: 'PUT',
        json: { email_notifications: false, language: 'german', share_data_consent: true, theme: 'dark', exam_analysis_notify: true },
      });

      const brunoProfile = await body(await account.asUser(bruno, '/profile'));
      const brunoSettings = await body(await account.asUser(bruno, '/settings'));
      expect(brunoProfile).toEqual(
        expect.objectContaining({ id: bruno.userId, name: 'Bruno Lima', email: bruno.email, phone: null, birth_date: null }),
      );
      expect(brunoSettings).toEqual({
        email_notifications: true,
        language: 'portuguese',
        share_data_consent: false,
        theme: 'light',
        exam_analysis_notify: false,
      });

      await account.asUser(bruno, '/profile', { method: 'PATCH', json: anEdit });
      const anaProfile = await body(await account.asUser(ana, '/profile'));
      expect(anaProfile).toEqual(
        expect.objectContaining({ id: ana.userId, name: 'Ana Private', birth_date: '1985-01-02', phone: '+5511987654321' }),
      );
      expect(await body(await account.asUser(ana, '/settings'))).toEqual({
        email_notifications: false,
        language: 'german',
        share_data_consent: true,
        theme: 'dark',
        exam_analysis_notify: true,
      });
    });
  });

  it.each<[string, string, unknown]>([
    ['GET', '/profile', undefined],
    ['PATCH', '/profile', anEdit],
    ['GET', '/settings', undefined],
    ['PUT', '/settings', { email_notifications: true, language: 'english', share_data_consent: false, theme: 'light' }],
  ])('lets no cache keep the answer to %s %s (Cache-Control: no-store)', async (method, path, json) => {
    const user = await account.registeredUser();
    const response = await account.asUser(user, path, { method, json });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  describe('CSRF', () => {
    const withCookie = async (user: Awaited<ReturnType<AccountTest['registeredUser']>>, origin: string) =>
      account.service.request('/api/account/profile', {
        method: 'PATCH',
        headers: {
          Cookie: `${ACCESS_TOKEN_COOKIE}=${await account.identity.tokenFor(user)}`,
          Origin: origin,
          'Content-Type': 'application/json',
          'Accept-Language': 'en',
        },
        body: JSON.stringify(anEdit),
      });

    it('refuses a cross-site PATCH riding on the access cookie with 403 and changes nothing', async () => {
      const user = await account.registeredUser({ name: 'Ana Souza' });
      const response = await withCookie(user, 'https://evil.example');
      expect(response.status).toBe(403);
      expect((await body(response)).error?.code).toBe('forbidden');
      expect(await body(await account.asUser(user, '/profile'))).toEqual(expect.objectContaining({ name: 'Ana Souza' }));
    });

    it('accepts the same PATCH from the site itself', async () => {
      const user = await account.registeredUser();
      const response = await withCookie(user, SITE);
      expect(response.status).toBe(200);
      expect(await body(response)).toEqual(expect.objectContaining({ name: 'Ana Maria Souza' }));
    });
  });

  describe('GET and PATCH /profile', () => {
    it('answers the profile and records this visit as the last access', async () => {
      const user = await account.registeredUser({ name: 'Ana Souza', phone: '+5511987654321' });
      const before = Date.now();
      const profile = await body(await account.asUser(user, '/profile'));
      expect(profile).toEqual({
        id: user.userId,
        name: 'Ana Souza',
        email: user.email,
        phone: '+5511987654321',
        birth_date: null,
        created_at: expect.any(String),
        last_login: expect.any(String),
        ip_location: null,
      });
      expect(Date.parse(profile.last_login as string)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('saves name, birth date and phone, normalising the phone to E.164 for the language of the request', async () => {
      const user = await account.registeredUser();
      const response = await account.asUser(user, '/profile?lang=pt', {
        method: 'PATCH',
        json: { name: ' Ana Maria ', birth_date: '1990-04-12', phone: '(11) 98765-4321' },
      });
      expect(response.status).toBe(200);
      expect(await body(response)).toEqual(
        expect.objectContaining({ name: 'Ana Maria', birth_date: '1990-04-12', phone: '+5511987654321', email: user.email }),
      );
    });

    it('clears birth date and phone sent as null', async () => {
      const user = await account.registeredUser({ phone: '+5511987654321' });
      const response = await account.asUser(user, '/profile', { method: 'PATCH', json: { name: 'Ana', birth_date: null, phone: null } });
      expect(await body(response)).toEqual(expect.objectContaining({ birth_date: null, phone: null }));
    });

    it.each([
      ['pt', 'Formato de telefone inválido'],
      ['en', 'Invalid phone format'],
      ['fr', 'Format de téléphone invalide'],
    ])('refuses an invalid phone with 400 and the message in %s', async (language, message) => {
      const user = await account.registeredUser({ phone: '+5511987654321' });
      const response = await account.asUser(user, `/profile?lang=${language}`, { method: 'PATCH', json: { ...anEdit, phone: '12ab' } });
      expect(response.status).toBe(400);
      expect(await body(response)).toEqual({
        error: { code: 'validation', message, details: [{ path: 'phone', message: 'invalid_phone' }] },
      });
      expect(await body(await account.asUser(user, '/profile'))).toEqual(expect.objectContaining({ phone: '+5511987654321' }));
    });

    it.each(['1899-12-31', '2999-01-01'])(
      'refuses the birth date %s (before 1900 or in the future) with 400 and keeps the stored one',
      async (birthDate) => {
        const user = await account.registeredUser();
        await account.asUser(user, '/profile', { method: 'PATCH', json: anEdit });
        const response = await account.asUser(user, '/profile', { method: 'PATCH', json: { ...anEdit, birth_date: birthDate } });
        expect(response.status).toBe(400);
        expect((await body(response)).error).toEqual(
          expect.objectContaining({ code: 'validation', details: [{ path: 'birth_date', message: 'birth_date_out_of_range' }] }),
        );
        expect(await body(await account.asUser(user, '/profile'))).toEqual(expect.objectContaining({ birth_date: anEdit.birth_date }));
      },
    );

    it('refuses a name holding a NUL with 400 invalid_characters and keeps the stored one', async () => {
      const user = await account.registeredUser({ name: 'Ana Souza' });
      const response = await account.asUser(user, '/profile', { method: 'PATCH', json: { ...anEdit, name: 'Ana\u0000Souza' } });
      expect(response.status).toBe(400);
      expect((await body(response)).error).toEqual(
        expect.objectContaining({ code: 'invalid_characters', details: [{ path: 'name', message: 'invalid_characters' }] }),
      );
      expect(await body(await account.asUser(user, '/profile'))).toEqual(expect.objectContaining({ name: 'Ana Souza' }));
    });

    it('refuses a change of e-mail: it is read only', async () => {
      const user = await account.registeredUser();
      const response = await account.asUser(user, '/profile', { method: 'PATCH', json: { ...anEdit, email: 'other@example.com' } });
      expect(response.status).toBe(400);
      expect(await body(await account.asUser(user, '/profile'))).toEqual(expect.objectContaining({ email: user.email }));
    });

    it('answers 404 while the sign-up event has not arrived', async () => {
      const response = await account.asUser(aUser(), '/profile');
      expect(response.status).toBe(404);
      expect((await body(response)).error?.code).toBe('not_found');
    });
  });

  describe('GET and PUT /settings', () => {
    it('creates the missing settings row with the defaults when the settings are read (integrity rule)', async () => {
      const user = await account.registeredUser();
      await account.service.query('delete from account.user_settings where user_id = $1', [user.userId]);

      const response = await account.asUser(user, '/settings');

      expect(response.status).toBe(200);
      expect(await body(response)).toEqual({
        email_notifications: true,
        language: 'portuguese',
        share_data_consent: false,
        theme: 'light',
        exam_analysis_notify: false,
      });
      expect(await account.service.query('select user_id from account.user_settings where user_id = $1', [user.userId])).toHaveLength(1);
    });

    it('replaces the whole settings object and answers it', async () => {
      const user = await account.registeredUser();
      const saved = { email_notifications: false, language: 'french', share_data_consent: true, theme: 'dark', exam_analysis_notify: true };

      const response = await account.asUser(user, '/settings', { method: 'PUT', json: saved });

      expect(response.status).toBe(200);
      expect(await body(response)).toEqual(saved);
      expect(await body(await account.asUser(user, '/settings'))).toEqual(saved);
    });

    it('keeps the "notify me when exam analysis is ready" choice across reads, and only for its user', async () => {
      const ana = await account.registeredUser();
      const bruno = await account.registeredUser();
      const settingsOf = async (user: typeof ana) => body(await account.asUser(user, '/settings'));
      expect(await settingsOf(ana)).toEqual(expect.objectContaining({ exam_analysis_notify: false }));

      const saved = await account.asUser(ana, '/settings', {
        method: 'PUT',
        json: { ...(await settingsOf(ana)), exam_analysis_notify: true },
      });

      expect(saved.status).toBe(200);
      expect(await settingsOf(ana)).toEqual(expect.objectContaining({ exam_analysis_notify: true, theme: 'light' }));
      expect(await settingsOf(bruno)).toEqual(expect.objectContaining({ exam_analysis_notify: false }));
      expect(
        await account.service.query('select exam_analysis_notify from account.user_settings where user_id = $1', [ana.userId]),
      ).toEqual([{ exam_analysis_notify: true }]);
    });

    it.each([
      ['an unknown theme', { theme: 'purple' }],
      ['an unknown language', { language: 'klingon' }],
      ['an extra field', { user_id: 'someone-else' }],
      ['a notify choice that is not a boolean', { exam_analysis_notify: 'yes' }],
    ])('refuses %s with 400', async (_case, change) => {
      const user = await account.registeredUser();
      const response = await account.asUser(user, '/settings', {
        method: 'PUT',
        json: { email_notifications: true, language: 'portuguese', share_data_consent: false, theme: 'light', ...change },
      });
      expect(response.status).toBe(400);
      expect((await body(response)).error?.code).toBe('validation');
    });

    it('answers 404 for a user without a profile and stores nothing', async () => {
      const stranger = aUser();
      const response = await account.asUser(stranger, '/settings', {
        method: 'PUT',
        json: { email_notifications: true, language: 'portuguese', share_data_consent: false, theme: 'light' },
      });
      expect(response.status).toBe(404);
      expect(await account.service.query('select user_id from account.user_settings where user_id = $1', [stranger.userId])).toEqual([]);
    });
  });
});
