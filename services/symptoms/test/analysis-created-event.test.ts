import { analysisCreatedEventSchema, SHARE_VISIT_COOKIE_NAME, type Analysis } from '@app/contracts';
import { INTERNAL_TOKEN_HEADER } from '@app/service-kit';
import { aUser, testDatabases } from '@app/service-kit/testing';
import {
  ANALYSES,
  guestCookie,
  INTERNAL_TOKEN,
  postJson,
  startSymptomsWithSharing,
  waitUntil,
  type SymptomsWithSharing,
} from './support/start-symptoms';

const TEXT = 'Dor de cabeça forte desde ontem à noite';
const VISIT = 'v1sit-1d-from-sharing';

describe.each(testDatabases())('telling sharing about each new analysis on %s', (database) => {
  let symptoms: SymptomsWithSharing;
  beforeAll(async () => {
    symptoms = await startSymptomsWithSharing(database);
  });
  afterAll(async () => {
    await symptoms?.stop();
  });

  async function analyse(headers: Record<string, string>) {
    const response = await postJson(symptoms.service, ANALYSES, { text: TEXT, language: 'pt' }, headers);
    expect(response.status).toBe(200);
    return { id: ((await response.json()) as Analysis).id, response };
  }

  const deliveriesOf = (id: string) =>
    symptoms.sharing.requests
      .map((request) => ({ request, event: JSON.parse(request.body) as { payload: { analysisId: string } } }))
      .filter(({ event }) => event.payload.analysisId === id);

  async function deliveredEvent(id: string) {
    await waitUntil(() => deliveriesOf(id).length > 0, 'sharing hears of the analysis');
    const { request } = deliveriesOf(id)[0]!;
    expect(request).toMatchObject({ method: 'POST', path: '/internal/events' });
    expect(request.headers[INTERNAL_TOKEN_HEADER.toLowerCase()]).toBe(INTERNAL_TOKEN);
    return analysisCreatedEventSchema.parse(JSON.parse(request.body));
  }

  it("sends analysis.created with the signed-in author's id and no share visit", async () => {
    const user = aUser();
    const { id } = await analyse({ Cookie: await symptoms.accessCookie(user) });
    expect((await deliveredEvent(id)).payload).toEqual({ analysisId: id, userId: user.userId, shareVisit: null });
  });

  it("forwards a guest's share-visit cookie as it came, without a user", async () => {
    const { id } = await analyse({ Cookie: `${SHARE_VISIT_COOKIE_NAME}=${VISIT}` });
    expect((await deliveredEvent(id)).payload).toEqual({ analysisId: id, userId: null, shareVisit: VISIT });
  });

  it('reads the __Host- share-visit cookie over https, and not the plain name a sibling subdomain could plant', async () => {
    const overHttps = { 'X-Forwarded-Proto': 'https' };
    const host = await analyse({ ...overHttps, Cookie: `__Host-${SHARE_VISIT_COOKIE_NAME}=${VISIT}` });
    const planted = await analyse({ ...overHttps, Cookie: `${SHARE_VISIT_COOKIE_NAME}=${VISIT}` });
    expect((await deliveredEvent(host.id)).payload.shareVisit).toBe(VISIT);
    expect((await deliveredEvent(planted.id)).payload.shareVisit).toBeNull();
  });

  it('drops a share-visit value too long to be a visit id, and still saves the analysis', async () => {
    const { id, response } = await analyse({ Cookie: `${SHARE_VISIT_COOKIE_NAME}=${'x'.repeat(201)}` });
    expect((await deliveredEvent(id)).payload).toEqual({ analysisId: id, userId: null, shareVisit: null });
    const guest = guestCookie(response)!;
    expect((await symptoms.service.request(`${ANALYSES}/${id}`, { headers: { Cookie: guest } })).status).toBe(200);
  });

  it('keeps the event in the outbox, written with the analysis, until sharing takes it; then forgets it', async () => {
    symptoms.sharingUp = false;
    let id: string;
    try {
      ({ id } = await analyse({ Cookie: await symptoms.accessCookie(aUser()) }));
      const eventsAbout = () =>
        symptoms.service.query<{ type: string; delivered_at: Date | null }>(
          "select type, delivered_at from symptoms.outbox where payload->>'analysisId' = $1",
          [id],
        );
      expect(await eventsAbout()).toEqual([{ type: 'analysis.created', delivered_at: null }]);
      await waitUntil(() => deliveriesOf(id).length > 0, 'sharing is tried');
      symptoms.sharingUp = true;
      await waitUntil(async () => (await eventsAbout()).length === 0, 'the delivered event, which names the user, is gone');
    } finally {
      symptoms.sharingUp = true;
    }
  });
});
