import { randomUUID } from 'node:crypto';
import { GUEST_COOKIE_NAME, shareSnapshotResponseSchema, type Analysis } from '@app/contracts';
import { IN_MEMORY_DATA_DIR, INTERNAL_TOKEN_HEADER, internalToken } from '@app/service-kit';
import { aUser, testDatabases, type TestUser } from '@app/service-kit/testing';
import { GUEST_COOKIE } from '../src/owner/owner';
import { ANALYSES, guestCookie, postJson, startSignedInSymptoms, type SignedInSymptoms } from './support/start-symptoms';

const WORDS = 'Maria Silva aqui, estou com dor de cabeça e febre de 38 graus há dois dias';

describe.each(testDatabases())('the share snapshot of an analysis on %s', (database) => {
  let symptoms: SignedInSymptoms;
  const token = internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR });
  beforeAll(async () => {
    symptoms = await startSignedInSymptoms(database);
  });
  afterAll(async () => {
    await symptoms?.stop();
  });

  async function analysisOf(user?: TestUser): Promise<{ analysis: Analysis; cookieValue?: string }> {
    const headers: Record<string, string> = user ? { Cookie: await symptoms.accessCookie(user) } : {};
    const response = await postJson(symptoms.service, ANALYSES, { text: WORDS, language: 'pt' }, headers);
    expect(response.status).toBe(200);
    const analysis = (await response.json()) as Analysis;
    return { analysis, cookieValue: user ? undefined : guestCookie(response)!.split('=')[1] };
  }
  const snapshot = (id: string, body: unknown, headers: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: token }) =>
    symptoms.service.request(`/internal/analyses/${id}/share-snapshot`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it("gives the signed-in owner's result without the person's words or ids", async () => {
    const user = aUser();
    const { analysis } = await analysisOf(user);

    const response = await snapshot(analysis.id, { userId: user.userId });

    expect(response.status).toBe(200);
    const shared = shareSnapshotResponseSchema.parse(await response.json());
    expect(shared.ownedBy).toBe('user');
    expect(shared.snapshot).toEqual({
      language: 'pt',
      urgency: analysis.urgency,
      possibleCauses: analysis.possibleCauses.map(({ name, likelihood }) => ({ name, likelihood })),
      nextSteps: analysis.nextSteps,
      recommendations: analysis.recommendations,
      careAdvice: analysis.careAdvice,
      disclaimer: analysis.disclaimer,
      createdAt: analysis.createdAt,
    });
    const text = JSON.stringify(shared);
    for (const personal of ['Maria', WORDS, user.userId, analysis.id]) expect(text).not.toContain(personal);
  });

  it("gives a guest's result when the guest's cookie value is forwarded", async () => {
    const { analysis, cookieValue } = await analysisOf();
    const response = await snapshot(analysis.id, { guestCookie: cookieValue });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { ownedBy: string }).ownedBy).toBe('guest');
  });

  it.each([
    ['another user', () => ({ userId: randomUUID() })],
    ['a forged guest cookie', () => ({ guestCookie: `${randomUUID()}.forged` })],
    ['no identity', () => ({})],
  ])('answers 404 for %s', async (_who, body) => {
    const { analysis } = await analysisOf(aUser());
    expect((await snapshot(analysis.id, body())).status).toBe(404);
  });

  it('refuses a request without the internal token', async () => {
    const { analysis } = await analysisOf(aUser());
    expect((await snapshot(analysis.id, {}, {})).status).toBe(401);
  });

  it('names the guest cookie as the owner resolver does, so sharing reads the same cookie', () => {
    expect(GUEST_COOKIE_NAME).toBe(GUEST_COOKIE);
  });
});
