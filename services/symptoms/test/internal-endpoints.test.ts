import { randomUUID } from 'node:crypto';
import type { Analysis } from '@app/contracts';
import { IN_MEMORY_DATA_DIR, INTERNAL_TOKEN_HEADER, internalToken } from '@app/service-kit';
import { testDatabases, aUser, type TestUser } from '@app/service-kit/testing';
import { ANALYSES, guestCookie, postJson, startSignedInSymptoms, type SignedInSymptoms } from './support/start-symptoms';

const HEADACHE = { text: 'Estou com dor de cabeça e febre de 38 graus há dois dias', language: 'pt' };

describe.each(testDatabases())('the internal endpoints of symptoms on %s', (database) => {
  let symptoms: SignedInSymptoms;
  const token = internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR });
  beforeAll(async () => {
    symptoms = await startSignedInSymptoms(database);
  });
  afterAll(async () => {
    await symptoms?.stop();
  });

  /** An analysis of `user` (or a guest), refined once and rated. */
  async function analysisWithRefinementAndFeedback(user?: TestUser): Promise<Analysis> {
    const response = await postJson(symptoms.service, ANALYSES, HEADACHE, user ? { Cookie: await symptoms.accessCookie(user) } : {});
    const analysis = (await response.json()) as Analysis;
    const cookie = user ? await symptoms.accessCookie(user) : guestCookie(response)!;
    expect((await postJson(symptoms.service, `${ANALYSES}/${analysis.id}/refine`, { answers: {} }, { Cookie: cookie })).status).toBe(200);
    expect((await postJson(symptoms.service, `${ANALYSES}/${analysis.id}/feedback`, { rating: 4 }, { Cookie: cookie })).status).toBe(201);
    return analysis;
  }

  describe('GET /internal/count', () => {
    const count = (query: string, headers: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: token }) =>
      symptoms.service.request(`/internal/count${query}`, { headers });

    it("answers how many analyses the user has, not counting anyone else's", async () => {
      const user = aUser();
      await analysisWithRefinementAndFeedback(user);
      await analysisWithRefinementAndFeedback(user);
      await analysisWithRefinementAndFeedback(aUser());
      await analysisWithRefinementAndFeedback();

      const response = await count(`?userId=${user.userId}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ screenings: 2 });
      expect(await (await count(`?userId=${randomUUID()}`)).json()).toEqual({ screenings: 0 });
    });

    it.each([
      ['without the internal token', {}],
      ['with a wrong internal token', { [INTERNAL_TOKEN_HEADER]: 'x'.repeat(43) }],
    ])('refuses a request %s', async (_how, headers) => {
      const response = await count(`?userId=${randomUUID()}`, headers);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    });

    it('answers 400 when userId is missing or not a user id', async () => {
      expect((await count('')).status).toBe(400);
      expect((await count('?userId=admin')).status).toBe(400);
    });

    it('is not served under the public /api/symptoms prefix', async () => {
      const response = await symptoms.service.request(`/api/symptoms/internal/count?userId=${randomUUID()}`, {
        headers: { [INTERNAL_TOKEN_HEADER]: token },
      });
      expect(response.status).toBe(404);
    });
  });

  describe('GET /internal/export', () => {
    const exportOf = (userId: string, headers: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: token }) =>
      symptoms.service.request(`/internal/export?userId=${userId}`, { headers });

    it("holds the user's analyses as stored, with their refinements and ratings, and nobody else's", async () => {
      const user = aUser();
      const mine = await analysisWithRefinementAndFeedback(user);
      const others = [await analysisWithRefinementAndFeedback(aUser()), await analysisWithRefinementAndFeedback()];

      const response = await exportOf(user.userId);

      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { service, data } = (await response.json()) as { service: string; data: Record<string, Array<Record<string, unknown>>> };
      expect(service).toBe('symptoms');
      expect(data.symptom_analyses).toEqual([
        expect.objectContaining({
          id: mine.id,
          user_id: user.userId,
          symptoms_text: HEADACHE.text,
          nivel_urgencia: expect.any(String),
          refinements: 1,
        }),
      ]);
      expect(data.analysis_refinements).toEqual([expect.objectContaining({ analysis_id: mine.id, answers: {} })]);
      expect(data.analysis_feedback).toEqual([expect.objectContaining({ analysis_id: mine.id, rating: 4 })]);
      for (const other of others) expect(JSON.stringify(data)).not.toContain(other.id);
    });

    it('answers empty tables for a user without analyses', async () => {
      expect(await (await exportOf(randomUUID())).json()).toEqual({
        service: 'symptoms',
        data: { symptom_analyses: [], analysis_refinements: [], analysis_feedback: [] },
      });
    });

    it('refuses a request without the internal token, and a userId that is not one', async () => {
      expect((await exportOf(randomUUID(), {})).status).toBe(401);
      expect((await exportOf('admin')).status).toBe(400);
    });
  });

  describe('user.deleted', () => {
    const deliver = (userId: string, id = randomUUID()) =>
      postJson(
        symptoms.service,
        '/internal/events',
        { id, type: 'user.deleted', occurredAt: new Date().toISOString(), payload: { userId } },
        { [INTERNAL_TOKEN_HEADER]: token },
      );
    const rowsOf = async (analysisIds: string[]) => {
      const [row] = await symptoms.service.query<{ analyses: number; refinements: number; feedback: number }>(
        `select (select count(*)::int from symptoms.symptom_analyses where id = any($1::uuid[])) as analyses,
                (select count(*)::int from symptoms.analysis_refinements where analysis_id = any($1::uuid[])) as refinements,
                (select count(*)::int from symptoms.analysis_feedback where analysis_id = any($1::uuid[])) as feedback`,
        [analysisIds],
      );
      return row;
    };

    it("deletes the user's analyses with their refinements and feedback, and keeps everyone else's", async () => {
      const user = aUser();
      const mine = [await analysisWithRefinementAndFeedback(user), await analysisWithRefinementAndFeedback(user)].map(
        (analysis) => analysis.id,
      );
      const others = [await analysisWithRefinementAndFeedback(aUser()), await analysisWithRefinementAndFeedback()].map(
        (analysis) => analysis.id,
      );
      expect(await rowsOf(mine)).toEqual({ analyses: 2, refinements: 2, feedback: 2 });

      const response = await deliver(user.userId);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'processed' });

      expect(await rowsOf(mine)).toEqual({ analyses: 0, refinements: 0, feedback: 0 });
      expect(await rowsOf(others)).toEqual({ analyses: 2, refinements: 2, feedback: 2 });
    });

    it('handles a redelivered event once', async () => {
      const id = randomUUID();
      expect(await (await deliver(randomUUID(), id)).json()).toEqual({ status: 'processed' });
      expect(await (await deliver(randomUUID(), id)).json()).toEqual({ status: 'duplicate' });
      expect(await symptoms.service.query('select event_id from symptoms.processed_events where event_id = $1', [id])).toEqual([
        { event_id: id },
      ]);
    });

    it('refuses an event without the internal token', async () => {
      const response = await postJson(symptoms.service, '/internal/events', {
        id: randomUUID(),
        type: 'user.deleted',
        occurredAt: new Date().toISOString(),
        payload: { userId: randomUUID() },
      });
      expect(response.status).toBe(401);
    });
  });
});
