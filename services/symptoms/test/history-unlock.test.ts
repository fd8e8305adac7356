import { analysisHistoryPageSchema, type AnalysisHistoryPage } from '@app/contracts';
import { IN_MEMORY_DATA_DIR, internalToken } from '@app/service-kit';
import { aUser, scriptedServer, testDatabases, type ScriptedServer, type TestUser } from '@app/service-kit/testing';
import { ANALYSES, postJson, startSignedInSymptoms, type SignedInSymptoms } from './support/start-symptoms';

const TOKEN = internalToken({ DATA_DIR: IN_MEMORY_DATA_DIR });
const TEXTS = ['Dor de cabeça forte desde ontem à noite', 'Febre de 38 graus e dor no corpo todo', 'Tosse seca há três dias'];

describe.each(testDatabases())('who sees the whole history, as pro and sharing say, on %s', (database) => {
  const payer = aUser();
  const referrer = aUser();
  const payerWithReferrals = aUser();
  let pro: ScriptedServer;
  let sharing: ScriptedServer;
  let symptoms: SignedInSymptoms;
  /** Whether the stand-in for sharing answers; while it does not, referrals unlock nothing. */
  let sharingUp = true;

  beforeAll(async () => {
    pro = await scriptedServer((request) => ({
      json: { pro: [payer, payerWithReferrals].some((user) => request.path === `/internal/pro-status/${user.userId}`) },
    }));
    sharing = await scriptedServer((request) => {
      if (!sharingUp) return { status: 503, json: { error: { code: 'unavailable' } } };
      const unlocked = [referrer, payerWithReferrals].some((user) => request.path === `/internal/referral-status/${user.userId}`);
      return { json: { completed: unlocked ? 3 : 2, unlocked } };
    });
    symptoms = await startSignedInSymptoms(database, {}, { PRO_URL: pro.url, SHARING_URL: sharing.url });
  });
  afterAll(async () => {
    await symptoms?.stop();
    await pro?.close();
    await sharing?.close();
  });

  async function historyOf(user: TestUser): Promise<AnalysisHistoryPage> {
    const Cookie = await symptoms.accessCookie(user);
    for (const text of TEXTS) expect((await postJson(symptoms.service, ANALYSES, { text, language: 'pt' }, { Cookie })).status).toBe(200);
    const response = await symptoms.service.request(ANALYSES, { headers: { Cookie } });
    expect(response.status).toBe(200);
    return analysisHistoryPageSchema.parse(await response.json());
  }

  it.each([
    ['a free user sees the 2 most recent', () => aUser(), 2, null],
    ['a Pro user sees every item', () => payer, 3, 'plan'],
    ['3 completed referrals show every item', () => referrer, 3, 'referrals'],
    ['a Pro user with 3 completed referrals sees every item by the plan', () => payerWithReferrals, 3, 'plan'],
  ] as const)('%s', async (_case, who, items, fullHistoryBy) => {
    const page = await historyOf(who());
    expect(page).toMatchObject({ total: 3, fullHistory: fullHistoryBy !== null, fullHistoryBy });
    expect(page.items).toHaveLength(items);
  });

  it('asks sharing with the internal token, and shows the free view while sharing is down', async () => {
    const user = aUser();
    sharingUp = false;
    try {
      const page = await historyOf(user);
      expect(page).toMatchObject({ total: 3, fullHistory: false, fullHistoryBy: null });
      expect(page.items).toHaveLength(2);
    } finally {
      sharingUp = true;
    }
    const asked = sharing.requests.find((request) => request.path === `/internal/referral-status/${user.userId}`);
    expect(asked?.headers['x-internal-token']).toBe(TOKEN);
  });
});
