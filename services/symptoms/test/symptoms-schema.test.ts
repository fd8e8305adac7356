import { startTestService, testDatabases, type TestService } from '@app/service-kit/testing';
import { createSymptomsService } from '../src/app';

describe.each(testDatabases())('symptom analyses on %s', (database) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(createSymptomsService, { database });
  });
  afterAll(async () => {
    await service?.stop();
  });

  const save = (urgency: string) =>
    service.query(
      `insert into symptoms.symptom_analyses
         (guest_id, symptoms_text, ai_response, nivel_urgencia, possiveis_causas, proximos_passos, language, provider, engine_version)
       values ('guest-1', 'dor de cabeça há 2 dias', '{}', $1, '[]', '[]', 'pt', 'builtin', '1') returning status`,
      [urgency],
    );

  it('saves an analysis as completed', async () => {
    expect(await save('medium')).toEqual([{ status: 'completed' }]);
  });

  it('refuses an urgency outside low, medium, high and emergency', async () => {
    await expect(save('critical')).rejects.toThrow(/symptom_analyses_nivel_urgencia/);
  });
});
