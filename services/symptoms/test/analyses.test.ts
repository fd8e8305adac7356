import { randomUUID } from 'node:crypto';
import { analysisSchema, feedbackSchema, type Analysis } from '@app/contracts';
import { testDatabases, type TestService } from '@app/service-kit/testing';
import { ANALYSES, countRows, guestCookie, postJson, startSymptoms } from './support/start-symptoms';

const HEADACHE = { text: 'Estou com dor de cabeça e febre de 38 graus há dois dias', language: 'pt' };

describe.each(testDatabases())('the symptom analyses API on %s', (database) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startSymptoms(database);
  });
  afterAll(async () => {
    await service?.stop();
  });

  async function analyse(body: unknown = HEADACHE, headers: Record<string, string> = {}) {
    const response = await postJson(service, ANALYSES, body, headers);
    expect(response.status).toBe(200);
    return { response, analysis: (await response.json()) as Analysis, cookie: guestCookie(response) };
  }

  describe('creating an analysis', () => {
    it("answers a visitor's first analysis with an Analysis and a new signed guest cookie", async () => {
      const { response, analysis, cookie } = await analyse();

      expect(analysisSchema.safeParse(analysis).error).toBeUndefined();
      expect(analysis).toMatchObject({
        language: 'pt',
        provider: 'builtin',
        refinements: 0,
        emergencyNumber: { locale: 'pt-BR', primary: '192' },
      });
      const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('vitalia_guest='));
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).not.toMatch(/Secure/i);
      expect(cookie).toMatch(/^vitalia_guest=[0-9a-f-]{36}\.[\w-]{43}$/);
      expect(response.headers.get('x-guest-id')).toBe(cookie?.slice('vitalia_guest='.length, 'vitalia_guest='.length + 36));
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('names the guest cookie __Host-vitalia_guest, Secure, when the request came over https through the gateway', async () => {
      const overHttps = { 'X-Forwarded-Proto': 'https' };
      const { response } = await analyse(HEADACHE, overHttps);
      const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('__Host-vitalia_guest='));
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/; Path=\/(;|$)/);
      const [pair] = setCookie!.split(';');
      const returning = await analyse(HEADACHE, { ...overHttps, Cookie: pair! });
      expect(returning.response.headers.get('x-guest-id')).toBe(response.headers.get('x-guest-id'));
      // The plain name, as a sibling subdomain could plant it, does not make a guest over https.
      const planted = await analyse(HEADACHE, { ...overHttps, Cookie: pair!.replace(/^__Host-/, '') });
      expect(planted.response.headers.get('x-guest-id')).not.toBe(response.headers.get('x-guest-id'));
    });

    it('keeps a returning guest: no new cookie, the same guest id on the saved rows', async () => {
      const first = await analyse();
      const second = await analyse(HEADACHE, { Cookie: first.cookie! });

      expect(guestCookie(second.response)).toBeUndefined();
      expect(second.response.headers.get('x-guest-id')).toBe(first.response.headers.get('x-guest-id'));
      const rows = await service.query<{ guest_id: string }>('select guest_id from symptoms.symptom_analyses where id = any($1)', [
        [first.analysis.id, second.analysis.id],
      ]);
      expect(new Set(rows.map((row) => row.guest_id))).toEqual(new Set([first.response.headers.get('x-guest-id')]));
    });

    it('ignores a tampered guest cookie and gives the visitor a new guest id', async () => {
      const first = await analyse();
      const forged = first.cookie!.replace(/^vitalia_guest=[0-9a-f-]{36}/, `vitalia_guest=${randomUUID()}`);

      const second = await analyse(HEADACHE, { Cookie: forged });

      expect(guestCookie(second.response)).toBeDefined();
      expect(second.response.headers.get('x-guest-id')).not.toBe(first.response.headers.get('x-guest-id'));
      expect((await service.request(`${ANALYSES}/${first.analysis.id}`, { headers: { Cookie: forged } })).status).toBe(404);
    });

    it('saves the spec columns of symptom_analyses with the trimmed text', async () => {
      const { analysis, response } = await analyse({ ...HEADACHE, text: `  ${HEADACHE.text}  ` });

      const [row] = await service.query('select * from symptoms.symptom_analyses where id = $1', [analysis.id]);

      expect(row).toMatchObject({
        symptoms_text: HEADACHE.text,
        nivel_urgencia: analysis.urgency,
        possiveis_causas: analysis.possibleCauses.map((cause) => cause.name),
        proximos_passos: analysis.nextSteps,
        recomendacoes: analysis.recommendations,
        status: 'completed',
        user_id: null,
        guest_id: response.headers.get('x-guest-id'),
        language: 'pt',
        provider: 'builtin',
        engine_version: analysis.engineVersion,
        ai_response: analysis,
        refinements: 0,
      });
      expect(new Date(row?.created_at as string).toISOString()).toBe(analysis.createdAt);
    });

    it('shows the emergency numbers of the browser region (pt-PT: 112)', async () => {
      const { analysis } = await analyse(HEADACHE, { 'Accept-Language': 'pt-PT,pt;q=0.9' });
      expect(analysis.emergencyNumber).toEqual({ locale: 'pt-PT', primary: '112', all: ['112'] });
    });
  });

  describe('refusing bad input with a 4xx and storing nothing', () => {
    it('answers text under 3 characters with the spec §8 message in the analysis language', async () => {
      const before = await countRows(service, 'symptom_analyses');

      const response = await postJson(service, ANALYSES, { text: '  ab  ', language: 'de' }, { 'Accept-Language': 'en' });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation', message: 'Bitte beschreib deine Symptome mit mindestens 3 Zeichen.' },
      });
      expect(guestCookie(response)).toBeUndefined();
      expect(await countRows(service, 'symptom_analyses')).toBe(before);
    });

    it.each([
      ['pt', 'Por favor, descreva seus sintomas com pelo menos 3 caracteres.'],
      ['en', 'Please describe your symptoms with at least 3 characters.'],
      ['fr', 'Veuillez décrire vos symptômes en au moins 3 caractères.'],
    ])('speaks %s for a too short text', async (language, message) => {
      const response = await postJson(service, ANALYSES, { text: '   ', language });
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    });

    it.each<[string, string | object, Record<string, string>, number, string]>([
      ['a missing text', { language: 'pt' }, {}, 400, 'validation'],
      ['a missing language', { text: 'dor de cabeça' }, {}, 400, 'validation'],
      ['an unknown language', { text: 'mal di testa', language: 'it' }, {}, 400, 'validation'],
      ['text over 5000 characters', { text: 'dor '.repeat(1300), language: 'pt' }, {}, 400, 'validation'],
      ['an unknown field', { ...HEADACHE, userId: randomUUID() }, {}, 400, 'validation'],
      ['a bad context', { ...HEADACHE, context: { age: -1 } }, {}, 400, 'validation'],
      ['a text that is not a string', { text: 42, language: 'pt' }, {}, 400, 'validation'],
      ['a JSON array', JSON.stringify([HEADACHE]), {}, 400, 'validation'],
      ['a JSON string', JSON.stringify('dor de cabeça'), {}, 400, 'validation'],
      ['broken JSON', '{"text": "dor', {}, 400, 'bad_json'],
      ['binary bytes sent as JSON', '\u0000\u00ff\u0001binary', {}, 400, 'bad_json'],
      ['binary content', 'dor de cabeça', { 'Content-Type': 'application/octet-stream' }, 415, 'unsupported_media_type'],
      ['1 MB of text', { text: 'x'.repeat(1024 * 1024), language: 'pt' }, {}, 413, 'payload_too_large'],
      ['a NUL in the text', { text: 'dor de cabeça\u0000 e febre', language: 'pt' }, {}, 400, 'invalid_characters'],
      ['another control character in the text', { text: 'dor de cabeça\u001b[31m e febre', language: 'pt' }, {}, 400, 'invalid_characters'],
      ['a NUL in the context', { ...HEADACHE, context: { sex: 'female\u0000' } }, {}, 400, 'invalid_characters'],
    ])('answers %s with %i %s', async (_kind, body, headers, status, code) => {
      const before = await countRows(service, 'symptom_analyses');

      const response = await postJson(service, ANALYSES, body, headers);

      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
      expect(await countRows(service, 'symptom_analyses')).toBe(before);
    });
  });

  describe('reading an analysis', () => {
    it('reads back the analysis of a text with tabs and line breaks under the id it was answered with', async () => {
      const { analysis, cookie } = await analyse({ text: 'Dor de cabeça\tforte\r\ne febre de 38 graus', language: 'pt' });

      const read = await service.request(`${ANALYSES}/${analysis.id}`, { headers: { Cookie: cookie! } });

      expect(read.status).toBe(200);
      expect(read.headers.get('cache-control')).toBe('no-store');
      expect(await read.json()).toEqual(analysis);
      const [row] = await service.query<{ symptoms_text: string }>('select symptoms_text from symptoms.symptom_analyses where id = $1', [
        analysis.id,
      ]);
      expect(row?.symptoms_text).toBe('Dor de cabeça\tforte\r\ne febre de 38 graus');
    });

    it('gives the owner the analysis and anyone else the same 404 as a missing one', async () => {
      const owner = await analyse();
      const other = await analyse();

      const mine = await service.request(`${ANALYSES}/${owner.analysis.id}`, { headers: { Cookie: owner.cookie! } });
      expect(mine.status).toBe(200);
      expect(await mine.json()).toEqual(owner.analysis);

      const theirs = await service.request(`${ANALYSES}/${owner.analysis.id}`, { headers: { Cookie: other.cookie! } });
      const missing = await service.request(`${ANALYSES}/${randomUUID()}`, { headers: { Cookie: other.cookie! } });
      const anonymous = await service.request(`${ANALYSES}/${owner.analysis.id}`);
      for (const response of [theirs, missing, anonymous]) {
        expect(response.status).toBe(404);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
      }
    });

    it('answers an id that is not a uuid with 400', async () => {
      const response = await service.request(`${ANALYSES}/not-a-uuid`);
      expect(response.status).toBe(400);
    });
  });

  describe('refining an analysis', () => {
    it('keeps the id, counts the refinements and keeps each one', async () => {
      const { analysis, cookie } = await analyse();
      const questionId = analysis.followUpQuestions[0]?.id ?? 'fever_days';

      const once = await postJson(
        service,
        `${ANALYSES}/${analysis.id}/refine`,
        { answers: { [questionId]: true }, context: { age: 40 } },
        { Cookie: cookie! },
      );
      expect(once.status).toBe(200);
      const refined = (await once.json()) as Analysis;
      expect(analysisSchema.safeParse(refined).error).toBeUndefined();
      expect(refined).toMatchObject({ id: analysis.id, createdAt: analysis.createdAt, refinements: 1 });

      const twice = (await (
        await postJson(service, `${ANALYSES}/${analysis.id}/refine`, { answers: {} }, { Cookie: cookie! })
      ).json()) as Analysis;
      expect(twice.refinements).toBe(2);

      const fetched = (await (await service.request(`${ANALYSES}/${analysis.id}`, { headers: { Cookie: cookie! } })).json()) as Analysis;
      expect(fetched.refinements).toBe(2);
      const history = await service.query<{ answers: unknown; patient_context: unknown }>(
        'select answers, patient_context from symptoms.analysis_refinements where analysis_id = $1 order by created_at',
        [analysis.id],
      );
      expect(history).toEqual([
        { answers: { [questionId]: true }, patient_context: { age: 40 } },
        { answers: {}, patient_context: { age: 40 } },
      ]);
    });

    it("answers 404 for someone else's analysis and refines nothing", async () => {
      const owner = await analyse();
      const other = await analyse();
      const response = await postJson(service, `${ANALYSES}/${owner.analysis.id}/refine`, { answers: {} }, { Cookie: other.cookie! });
      expect(response.status).toBe(404);
      expect(await countRows(service, `analysis_refinements where analysis_id = '${owner.analysis.id}'`)).toBe(0);
    });

    it('answers bad answers with 400', async () => {
      const { analysis, cookie } = await analyse();
      const tooMany = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`q${index}`, true]));
      for (const body of [{}, { answers: [] }, { answers: tooMany }, { answers: { q: { nested: true } } }]) {
        expect((await postJson(service, `${ANALYSES}/${analysis.id}/refine`, body, { Cookie: cookie! })).status).toBe(400);
      }
    });
  });

  describe('feedback on an analysis', () => {
    it('records a rating with a comment and answers 201', async () => {
      const { analysis, cookie } = await analyse();

      const response = await postJson(
        service,
        `${ANALYSES}/${analysis.id}/feedback`,
        { rating: 4, comment: 'Ajudou bastante' },
        { Cookie: cookie! },
      );

      expect(response.status).toBe(201);
      const feedback = feedbackSchema.parse(await response.json());
      expect(feedback).toMatchObject({ analysisId: analysis.id, rating: 4 });
      expect(await service.query('select rating, comment from symptoms.analysis_feedback where id = $1', [feedback.id])).toEqual([
        { rating: 4, comment: 'Ajudou bastante' },
      ]);
    });

    it.each([0, 6, 3.5, '5'])('refuses the rating %p with 400', async (rating) => {
      const { analysis, cookie } = await analyse();
      const response = await postJson(service, `${ANALYSES}/${analysis.id}/feedback`, { rating }, { Cookie: cookie! });
      expect(response.status).toBe(400);
      expect(await countRows(service, `analysis_feedback where analysis_id = '${analysis.id}'`)).toBe(0);
    });

    it("answers 404 for someone else's analysis", async () => {
      const owner = await analyse();
      const other = await analyse();
      expect((await postJson(service, `${ANALYSES}/${owner.analysis.id}/feedback`, { rating: 5 }, { Cookie: other.cookie! })).status).toBe(
        404,
      );
    });

    it('refuses a comment with a NUL and records nothing', async () => {
      const { analysis, cookie } = await analyse();
      const response = await postJson(
        service,
        `${ANALYSES}/${analysis.id}/feedback`,
        { rating: 4, comment: 'útil\u0000' },
        { Cookie: cookie! },
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_characters');
      expect(await countRows(service, `analysis_feedback where analysis_id = '${analysis.id}'`)).toBe(0);
    });
  });

  it('still answers with the result when saving fails (spec §8)', async () => {
    await service.query(
      `create or replace function symptoms.refuse_insert() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await service.query(
      'create trigger refuse_insert before insert on symptoms.symptom_analyses for each row execute function symptoms.refuse_insert()',
    );
    try {
      const before = await countRows(service, 'symptom_analyses');
      const { analysis } = await analyse();
      expect(analysisSchema.safeParse(analysis).error).toBeUndefined();
      expect(await countRows(service, 'symptom_analyses')).toBe(before);
    } finally {
      await service.query('drop trigger refuse_insert on symptoms.symptom_analyses');
    }
  });
});
