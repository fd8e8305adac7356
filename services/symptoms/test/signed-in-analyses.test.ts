import type { Analysis } from '@app/contracts';
import { testDatabases, aUser } from '@app/service-kit/testing';
import { ANALYSES, guestCookie, postJson, startSignedInSymptoms, type SignedInSymptoms } from './support/start-symptoms';

const HEADACHE = { text: 'Estou com dor de cabeça e febre de 38 graus há dois dias', language: 'pt' };

describe.each(testDatabases())('analyses of signed-in users on %s', (database) => {
  let symptoms: SignedInSymptoms;
  beforeAll(async () => {
    symptoms = await startSignedInSymptoms(database);
  });
  afterAll(async () => {
    await symptoms?.stop();
  });

  async function analyse(headers: Record<string, string>) {
    const response = await postJson(symptoms.service, ANALYSES, HEADACHE, headers);
    expect(response.status).toBe(200);
    return { response, analysis: (await response.json()) as Analysis, cookie: guestCookie(response) };
  }
  const ownerOf = async (id: string) =>
    (
      await symptoms.service.query<{ user_id: string | null; guest_id: string | null }>(
        'select user_id, guest_id from symptoms.symptom_analyses where id = $1',
        [id],
      )
    )[0];
  const getAnalysis = (id: string, headers: Record<string, string>) => symptoms.service.request(`${ANALYSES}/${id}`, { headers });

  it('stores an analysis made with the access cookie under the user, without creating a guest', async () => {
    const user = aUser();
    const { analysis, cookie } = await analyse({ Cookie: await symptoms.accessCookie(user) });

    expect(cookie).toBeUndefined();
    expect(await ownerOf(analysis.id)).toEqual({ user_id: user.userId, guest_id: null });
  });

  it('stores an analysis made by an API client with a Bearer token under the user', async () => {
    const user = aUser();
    const { analysis } = await analyse({ Authorization: `Bearer ${await symptoms.identity.tokenFor(user)}` });
    expect((await ownerOf(analysis.id))?.user_id).toBe(user.userId);
  });

  it('lets the user read, refine and rate their analysis, and nobody else', async () => {
    const user = aUser();
    const mine = { Cookie: await symptoms.accessCookie(user) };
    const theirs = { Cookie: await symptoms.accessCookie(aUser()) };
    const { analysis } = await analyse(mine);

    expect((await getAnalysis(analysis.id, mine)).status).toBe(200);
    expect((await postJson(symptoms.service, `${ANALYSES}/${analysis.id}/refine`, { answers: {} }, mine)).status).toBe(200);
    expect((await postJson(symptoms.service, `${ANALYSES}/${analysis.id}/feedback`, { rating: 5 }, mine)).status).toBe(201);

    expect((await getAnalysis(analysis.id, theirs)).status).toBe(404);
    expect((await postJson(symptoms.service, `${ANALYSES}/${analysis.id}/refine`, { answers: {} }, theirs)).status).toBe(404);
    expect((await postJson(symptoms.service, `${ANALYSES}/${analysis.id}/feedback`, { rating: 1 }, theirs)).status).toBe(404);
    expect((await getAnalysis(analysis.id, {})).status).toBe(404);
  });

  it("keeps a guest's analysis readable after signing in, before it is claimed", async () => {
    const { analysis, cookie } = await analyse({});
    const signedIn = { Cookie: `${cookie!}; ${await symptoms.accessCookie(aUser())}` };
    expect((await getAnalysis(analysis.id, signedIn)).status).toBe(200);
  });

  it('treats a token identity did not sign as no sign-in: the analysis goes to a new guest', async () => {
    const forged = await symptoms.identity.tokenFor(aUser(), { key: symptoms.identity.foreignKey });
    const { analysis, cookie } = await analyse({ Cookie: `vitalia_access=${forged}` });
    expect(cookie).toBeDefined();
    expect((await ownerOf(analysis.id))?.user_id).toBeNull();
  });

  it.each([
    ['an analysis', () => ANALYSES, HEADACHE],
    ['a refinement', (id: string) => `${ANALYSES}/${id}/refine`, { answers: {} }],
    ['feedback', (id: string) => `${ANALYSES}/${id}/feedback`, { rating: 3 }],
  ])("refuses %s posted from another site with the user's cookies (CSRF), in the reader's language", async (_what, path, body) => {
    const user = aUser();
    const mine = { Cookie: await symptoms.accessCookie(user) };
    const { analysis } = await analyse(mine);

    const response = await postJson(symptoms.service, path(analysis.id), body, {
      ...mine,
      Origin: 'https://evil.example',
      'Accept-Language': 'en',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'forbidden', message: expect.stringMatching(/^Request refused: it did not come from this site/) as unknown },
    });
  });
});
