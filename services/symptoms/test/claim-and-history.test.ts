import { analysisHistoryPageSchema, type Analysis, type AnalysisHistoryPage } from '@app/contracts';
import { testDatabases, aUser, type TestUser } from '@app/service-kit/testing';
import { ANALYSES, guestCookie, postJson, SITE, startSignedInSymptoms, type SignedInSymptoms } from './support/start-symptoms';

const TEXTS = [
  'Estou com dor de garganta e tosse seca há três dias',
  'Dor de cabeça forte desde ontem à noite',
  'Febre de 38 graus e dor no corpo todo',
];

describe.each(testDatabases())('claiming guest analyses and listing the history on %s', (database) => {
  describe.each([
    ['a free user (the default)', null],
    ['a user whose referrals unlocked the full history', 'referrals'],
  ] as const)('for %s', (_who, fullHistoryBy) => {
    const full = fullHistoryBy !== null;
    let symptoms: SignedInSymptoms;
    beforeAll(async () => {
      symptoms = await startSignedInSymptoms(database, { fullHistory: { fullHistoryBy: async () => fullHistoryBy } });
    });
    afterAll(async () => {
      await symptoms?.stop();
    });

    async function analyse(text: string, headers: Record<string, string>) {
      const response = await postJson(symptoms.service, ANALYSES, { text, language: 'pt' }, headers);
      expect(response.status).toBe(200);
      return { analysis: (await response.json()) as Analysis, cookie: guestCookie(response) };
    }

    /** Three analyses a minute apart, the last the newest, as a guest or as `user`. */
    async function threeAnalyses(headers: Record<string, string>) {
      const made: Array<{ analysis: Analysis; cookie?: string }> = [];
      for (const [index, text] of TEXTS.entries()) {
        const cookie = made[0]?.cookie;
        made.push(await analyse(text, cookie ? { Cookie: cookie, ...headers } : headers));
        await symptoms.service.query(`update symptoms.symptom_analyses set created_at = now() - interval '1 minute' * $1 where id = $2`, [
          TEXTS.length - index,
          made[index]!.analysis.id,
        ]);
      }
      return made;
    }

    const claim = async (user: TestUser, guest?: string, headers: Record<string, string> = {}) =>
      postJson(
        symptoms.service,
        `${ANALYSES}/claim`,
        {},
        { Cookie: [guest, await symptoms.accessCookie(user)].filter(Boolean).join('; '), ...headers },
      );

    async function history(user: TestUser, query = ''): Promise<AnalysisHistoryPage> {
      const response = await symptoms.service.request(`${ANALYSES}${query}`, {
        headers: { Authorization: `Bearer ${await symptoms.identity.tokenFor(user)}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return analysisHistoryPageSchema.parse(await response.json());
    }

    it('moves every analysis of the guest to the user, clears the guest cookie, and does it once', async () => {
      const user = aUser();
      const [first] = await threeAnalyses({});
      const guest = first!.cookie!;

      const response = await claim(user, guest);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ moved: 3 });
      expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('vitalia_guest='))).toMatch(/Expires=Thu, 01 Jan 1970/);
      const owners = await symptoms.service.query('select distinct user_id, guest_id from symptoms.symptom_analyses where id = $1', [
        first!.analysis.id,
      ]);
      expect(owners).toEqual([{ user_id: user.userId, guest_id: null }]);

      expect(await (await claim(user, guest)).json()).toEqual({ moved: 0 });
      expect((await symptoms.service.request(`${ANALYSES}/${first!.analysis.id}`, { headers: { Cookie: guest } })).status).toBe(404);
      expect(
        (await symptoms.service.request(`${ANALYSES}/${first!.analysis.id}`, { headers: { Cookie: await symptoms.accessCookie(user) } }))
          .status,
      ).toBe(200);
    });

    it('moves nothing without a guest cookie', async () => {
      expect(await (await claim(aUser())).json()).toEqual({ moved: 0 });
    });

    it("refuses to claim without signing in, in the reader's language", async () => {
      const { cookie } = await analyse(TEXTS[0]!, {});
      const response = await postJson(symptoms.service, `${ANALYSES}/claim`, {}, { Cookie: cookie!, 'Accept-Language': 'de' });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'unauthorized', message: 'Authentifizierungsfehler. Bitte melde dich erneut an.' },
      });
    });

    it('refuses a claim posted from another site', async () => {
      const { cookie } = await analyse(TEXTS[0]!, {});
      expect((await claim(aUser(), cookie, { Origin: 'https://evil.example' })).status).toBe(403);
      expect((await claim(aUser(), cookie, { Origin: SITE })).status).toBe(200);
    });

    it(`lists the user's analyses newest first as history items, ${full ? 'all of them' : 'only the 2 most recent'}, with the real total`, async () => {
      const user = aUser();
      await threeAnalyses({ Cookie: await symptoms.accessCookie(user) });
      await threeAnalyses({ Cookie: await symptoms.accessCookie(aUser()) });
      await threeAnalyses({});

      const page = await history(user);
      expect(page).toMatchObject({ total: 3, fullHistory: full, fullHistoryBy, nextCursor: null });
      expect(page.items.map((item) => item.fullData)).toEqual(
        [...TEXTS]
          .reverse()
          .slice(0, full ? 3 : 2)
          .map((text) => expect.objectContaining({ symptoms_text: text }) as unknown),
      );
      const [newest] = page.items;
      expect(newest).toMatchObject({ type: 'symptom', title: 'Febre de 38 graus e dor…', status: 'completed' });
      expect(newest!.summary.length).toBeGreaterThan(0);
      expect(newest!.type === 'symptom' && newest!.fullData.nivel_urgencia).toMatch(/^(low|medium|high|emergency)$/);
    });

    it("keeps, for a clinician's printout, what was understood, each cause's evidence and the engine version", async () => {
      const user = aUser();
      await threeAnalyses({ Cookie: await symptoms.accessCookie(user) });

      const [newest] = (await history(user)).items;
      const report = newest!.type === 'symptom' ? newest!.fullData.report : undefined;
      expect(report?.engineVersion).toMatch(/^\d{4}\.\d+\.\d+$/);
      expect(report?.understood.map((finding) => finding.id)).toContain('fever');
      expect(report?.causes.length).toBeGreaterThan(0);
      expect(report?.causes.some((cause) => cause.evidence.length > 0)).toBe(true);
    });

    it('pages through the history with the cursor', async () => {
      const user = aUser();
      await threeAnalyses({ Cookie: await symptoms.accessCookie(user) });

      const seen: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page: AnalysisHistoryPage = await history(user, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.items).toHaveLength(1);
        seen.push(page.items[0]!.title);
        cursor = page.nextCursor;
      }
      expect(seen).toEqual(
        ['Febre de 38 graus e dor…', 'Dor de cabeça forte desde ontem…', 'Estou com dor de garganta e…'].slice(0, full ? 3 : 2),
      );
    });

    it('lists claimed guest analyses', async () => {
      const user = aUser();
      const [first] = await threeAnalyses({});
      await claim(user, first!.cookie);
      expect((await history(user)).total).toBe(3);
    });
  });

  describe('with bad requests', () => {
    let symptoms: SignedInSymptoms;
    beforeAll(async () => {
      symptoms = await startSignedInSymptoms(database);
    });
    afterAll(async () => {
      await symptoms?.stop();
    });

    it('refuses the history without signing in', async () => {
      const response = await symptoms.service.request(ANALYSES, { headers: { 'Accept-Language': 'fr' } });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    });

    it.each([
      '?limit=0',
      '?limit=51',
      '?limit=many',
      '?cursor=not-a-cursor',
      `?cursor=${Buffer.from('2025-01-01|x').toString('base64url')}`,
    ])('answers %s with a localised 400', async (query) => {
      const response = await symptoms.service.request(`${ANALYSES}${query}`, {
        headers: { Authorization: `Bearer ${await symptoms.identity.tokenFor(aUser())}`, 'Accept-Language': 'es' },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'validation',
        message: expect.stringMatching(/^Datos no válidos/) as unknown,
      });
    });
  });
});
