import { captureLogs, testDatabases, type CapturedLogs, type TestService } from '@app/service-kit/testing';
import { ANALYSES, postJson, startSymptoms } from './support/start-symptoms';

/** A symptom text no log line may ever contain. */
const MARKER = 'zq-marker-41b9-tosse';
const SYMPTOMS = { text: `Estou com dor no peito e ${MARKER} há dois dias`, language: 'pt' };

describe.each(testDatabases())('the symptoms service logs on %s', (database) => {
  let service: TestService;
  let logs: CapturedLogs;
  beforeAll(async () => {
    logs = captureLogs();
    service = await startSymptoms(database, { LOG_LEVEL: 'trace' }, undefined, { logDestination: logs.destination });
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('never hold a symptom text, not even when saving its analysis fails', async () => {
    expect((await postJson(service, ANALYSES, SYMPTOMS)).status).toBe(200);
    // Every new row is refused: PostgreSQL's error then quotes the failing row, symptom text included.
    await service.query('alter table symptoms.symptom_analyses add constraint refuse_every_row check (false) not valid');
    try {
      // Spec §8: the result still shows; the failure is logged.
      expect((await postJson(service, ANALYSES, SYMPTOMS)).status).toBe(200);
    } finally {
      await service.query('alter table symptoms.symptom_analyses drop constraint refuse_every_row');
    }

    const entries = logs.lines.map((line) => JSON.parse(line) as { msg: string; err?: unknown });
    const failure = entries.find((entry) => entry.msg.startsWith('saving the analysis failed'));
    expect(failure?.err).toEqual(
      expect.objectContaining({
        query: expect.stringMatching(/^insert into "symptoms"."symptom_analyses"/),
        cause: expect.objectContaining({ code: '23514', constraint: 'refuse_every_row' }),
      }),
    );
    expect(logs.lines.filter((line) => line.includes(MARKER))).toEqual([]);
  });
});
