import { randomUUID } from 'node:crypto';
import { recentAnalysesSchema, type Analysis } from '@app/contracts';
import { IN_MEMORY_DATA_DIR, INTERNAL_TOKEN_HEADER, internalToken } from '@app/service-kit';
import { aUser, testDatabases, type TestUser } from '@app/service-kit/testing';
import { ANALYSES, postJson, startSignedInSymptoms, type SignedInSymptoms } from './support/start-symptoms';

describe.each(testDatabases())('GET /internal/users/{userId}/recent-analyses on %s', (database) => {
  let symptoms: SignedInSymptoms;
  const token = internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR });
  beforeAll(async () => {
    symptoms = await startSignedInSymptoms(database);
  });
  afterAll(async () => {
    await symptoms?.stop();
  });

  async function analyse(user: TestUser | undefined, text: string, language = 'en'): Promise<Analysis> {
    const headers: Record<string, string> = user ? { Cookie: await symptoms.accessCookie(user) } : {};
    const response = await postJson(symptoms.service, ANALYSES, { text, language }, headers);
    expect(response.status).toBe(200);
    return (await response.json()) as Analysis;
  }
  const recent = (userId: string, query = '', headers: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: token }) =>
    symptoms.service.request(`/internal/users/${userId}/recent-analyses${query}`, { headers });

  it("answers the user's most recent analyses, newest first, with date, urgency, text and top causes, and nobody else's", async () => {
    const user = aUser();
    await analyse(user, 'I have a cough since yesterday');
    const middle = await analyse(user, 'Tenho dor de garganta e febre', 'pt');
    const newest = await analyse(user, 'I have a headache and feel sick');
    await analyse(aUser(), 'I have back pain');
    await analyse(undefined, 'I have a sore throat');

    const response = await recent(user.userId, '?limit=2');

    expect(response.status).toBe(200);
    const body = recentAnalysesSchema.parse(await response.json());
    expect(body.analyses.map((analysis) => analysis.id)).toEqual([newest.id, middle.id]);
    expect(body.analyses[1]).toEqual({
      id: middle.id,
      createdAt: new Date(middle.createdAt).toISOString(),
      language: 'pt',
      urgency: middle.urgency,
      symptomsText: 'Tenho dor de garganta e febre',
      topCauses: middle.possibleCauses.slice(0, 3).map((cause) => cause.name),
      summary: middle.summary,
    });
    expect(body.analyses[1]?.topCauses.length).toBeGreaterThan(0);
  });

  it('answers 3 analyses by default and an empty list for a user without any', async () => {
    const user = aUser();
    for (const text of ['I have a cough', 'I have a headache', 'I have a rash', 'I have back pain']) await analyse(user, text);
    expect(recentAnalysesSchema.parse(await (await recent(user.userId)).json()).analyses).toHaveLength(3);
    expect(await (await recent(randomUUID())).json()).toEqual({ analyses: [] });
  });

  it('refuses a request without the internal token, a userId that is not one and a limit out of range', async () => {
    expect((await recent(randomUUID(), '', {})).status).toBe(401);
    expect((await recent('admin')).status).toBe(400);
    expect((await recent(randomUUID(), '?limit=0')).status).toBe(400);
    expect((await recent(randomUUID(), '?limit=11')).status).toBe(400);
  });

  it('is not served under the public /api/symptoms prefix', async () => {
    const response = await symptoms.service.request(`/api/symptoms/internal/users/${randomUUID()}/recent-analyses`, {
      headers: { [INTERNAL_TOKEN_HEADER]: token },
    });
    expect(response.status).toBe(404);
  });
});
