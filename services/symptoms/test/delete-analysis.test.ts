import { analysisDeletedEventSchema, type Analysis } from '@app/contracts';
import { INTERNAL_TOKEN_HEADER } from '@app/service-kit';
import { aUser, testDatabases, type TestUser } from '@app/service-kit/testing';
import {
  ANALYSES,
  INTERNAL_TOKEN,
  postJson,
  SITE,
  startSymptomsWithSharing,
  waitUntil,
  type SymptomsWithSharing,
} from './support/start-symptoms';

describe.each(testDatabases())('deleting an analysis from the history on %s', (database) => {
  let symptoms: SymptomsWithSharing;
  beforeAll(async () => {
    symptoms = await startSymptomsWithSharing(database);
  });
  afterAll(async () => {
    await symptoms?.stop();
  });

  /** An analysis of `user` with one refinement and one feedback row. */
  async function anAnalysisOf(user: TestUser): Promise<string> {
    const response = await postJson(
      symptoms.service,
      ANALYSES,
      { text: 'Dor de cabeça forte desde ontem à noite', language: 'pt' },
      { Cookie: await symptoms.accessCookie(user) },
    );
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as Analysis;
    await symptoms.service.query(`insert into symptoms.analysis_refinements (analysis_id, answers, result) values ($1, '{}', '{}')`, [id]);
    await symptoms.service.query('insert into symptoms.analysis_feedback (analysis_id, rating) values ($1, 4)', [id]);
    return id;
  }

  const remove = async (id: string, user?: TestUser, headers: Record<string, string> = {}) =>
    symptoms.service.request(`${ANALYSES}/${id}`, {
      method: 'DELETE',
      headers: { Origin: SITE, ...(user ? { Cookie: await symptoms.accessCookie(user) } : {}), ...headers },
    });

  async function rowsOf(id: string) {
    const count = async (table: string, column: string) => {
      const [row] = await symptoms.service.query<{ count: number }>(
        `select count(*)::int as count from symptoms.${table} where ${column} = $1`,
        [id],
      );
      return row?.count;
    };
    return {
      analyses: await count('symptom_analyses', 'id'),
      refinements: await count('analysis_refinements', 'analysis_id'),
      feedback: await count('analysis_feedback', 'analysis_id'),
    };
  }

  const eventsAbout = (id: string) =>
    symptoms.service.query<{ id: string; type: string; payload: unknown; delivered_at: Date | null }>(
      "select id, type, payload, delivered_at from symptoms.outbox where type = 'analysis.deleted' and payload->>'analysisId' = $1",
      [id],
    );

  it('deletes the owner’s analysis with its refinements and feedback and answers 204', async () => {
    const ana = aUser();
    const id = await anAnalysisOf(ana);

    const response = await remove(id, ana);

    expect(response.status).toBe(204);
    expect(await rowsOf(id)).toEqual({ analyses: 0, refinements: 0, feedback: 0 });
  });

  const deliveriesOf = (id: string) =>
    symptoms.sharing.requests.filter((request) => {
      const event = JSON.parse(request.body) as { type: string; payload: { analysisId: string } };
      return event.type === 'analysis.deleted' && event.payload.analysisId === id;
    });

  it('keeps the event in the outbox until sharing takes it, then delivers it with the internal token', async () => {
    const ana = aUser();
    const id = await anAnalysisOf(ana);
    // The outbox delivers oldest first: earlier tests' events must not be the ones held back.
    await waitUntil(async () => (await symptoms.service.query('select id from symptoms.outbox')).length === 0, 'earlier events are out');
    symptoms.sharingUp = false;
    try {
      expect((await remove(id, ana)).status).toBe(204);

      const [event] = await eventsAbout(id);
      expect(event).toMatchObject({ type: 'analysis.deleted', payload: { analysisId: id, userId: ana.userId }, delivered_at: null });
      await waitUntil(() => deliveriesOf(id).length > 0, 'sharing is tried');
      expect(await eventsAbout(id)).toHaveLength(1);
      symptoms.sharingUp = true;

      await waitUntil(async () => (await eventsAbout(id)).length === 0, 'the delivered event, which names the user, is gone');
      const request = deliveriesOf(id).at(-1)!;
      expect(request).toMatchObject({ method: 'POST', path: '/internal/events' });
      expect(request.headers[INTERNAL_TOKEN_HEADER.toLowerCase()]).toBe(INTERNAL_TOKEN);
      expect(analysisDeletedEventSchema.parse(JSON.parse(request.body))).toMatchObject({
        id: event!.id,
        payload: { analysisId: id, userId: ana.userId },
      });
    } finally {
      symptoms.sharingUp = true;
    }
  });

  it('answers 404 for someone else’s analysis and deletes nothing', async () => {
    const ana = aUser();
    const id = await anAnalysisOf(ana);

    const response = await remove(id, aUser());

    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect(await rowsOf(id)).toEqual({ analyses: 1, refinements: 1, feedback: 1 });
    expect(await eventsAbout(id)).toEqual([]);
  });

  it('answers 404 for an unknown analysis', async () => {
    const response = await remove('0f8fad5b-d9cb-469f-a165-70867728950e', aUser());
    expect(response.status).toBe(404);
  });

  it('answers 404 for an analysis already deleted', async () => {
    const ana = aUser();
    const id = await anAnalysisOf(ana);
    expect((await remove(id, ana)).status).toBe(204);
    expect((await remove(id, ana)).status).toBe(404);

    await waitUntil(async () => (await eventsAbout(id)).length === 0, 'the event is delivered');
    expect(new Set(deliveriesOf(id).map((request) => (JSON.parse(request.body) as { id: string }).id)).size).toBe(1);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    expect((await remove('not-a-uuid', aUser())).status).toBe(400);
  });

  it('answers 401 when not signed in and deletes nothing', async () => {
    const ana = aUser();
    const id = await anAnalysisOf(ana);

    expect((await remove(id)).status).toBe(401);
    expect(await rowsOf(id)).toEqual({ analyses: 1, refinements: 1, feedback: 1 });
  });

  it('answers 403 to a cookie-carrying request from another site', async () => {
    const ana = aUser();
    const id = await anAnalysisOf(ana);

    expect((await remove(id, ana, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(await rowsOf(id)).toEqual({ analyses: 1, refinements: 1, feedback: 1 });
  });
});
