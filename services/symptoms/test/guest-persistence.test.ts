import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Analysis } from '@app/contracts';
import { ANALYSES, guestCookie, postJson, startSymptoms } from './support/start-symptoms';

describe('guests on disk (PGlite)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'symptoms-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keep their analyses across a restart: the generated cookie key is kept in DATA_DIR', async () => {
    const first = await startSymptoms('pglite', {}, dataDir);
    const response = await postJson(first, ANALYSES, { text: 'Tengo dolor de garganta y fiebre', language: 'es' });
    const analysis = (await response.json()) as Analysis;
    const cookie = guestCookie(response)!;
    await first.stop();

    const second = await startSymptoms('pglite', {}, dataDir);
    try {
      const again = await second.request(`${ANALYSES}/${analysis.id}`, { headers: { Cookie: cookie } });
      expect(again.status).toBe(200);
      expect(((await again.json()) as Analysis).id).toBe(analysis.id);
    } finally {
      await second.stop();
    }
  });
});
