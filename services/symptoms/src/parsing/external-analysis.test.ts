import { hasCoreFields, parseExternalAnswer } from './external-analysis';

const json = (value: unknown) => JSON.stringify(value);

describe('reading an external provider answer (spec §7)', () => {
  it('reads the Portuguese keys, splitting numbered and bulleted strings into lists', () => {
    const answer = parseExternalAnswer(
      json({
        nivelUrgencia: 'alta',
        possiveisCausas: ['Gripe', 'Sinusite'],
        proximosPassos: '1. Descanse\n2. Beba bastante água',
        recomendacoes: '- Evite o frio\n- Durma bem',
        resumo: 'Quadro gripal provável.',
      }),
    );
    expect(answer).toEqual({
      urgency: 'high',
      possibleCauses: [{ name: 'Gripe' }, { name: 'Sinusite' }],
      nextSteps: ['Descanse', 'Beba bastante água'],
      recommendations: ['Evite o frio', 'Durma bem'],
      summary: 'Quadro gripal provável.',
    });
  });

  it('reads the English keys with causes as objects carrying a likelihood', () => {
    const answer = parseExternalAnswer(
      json({
        urgencyLevel: 'Low',
        possibleCauses: [
          { name: 'Tension headache', likelihood: 0.7 },
          { name: 'Dehydration', probability: '20%' },
        ],
        nextSteps: ['Rest', 'Drink water'],
        recommendations: ['Limit screen time'],
      }),
    );
    expect(answer).toEqual({
      urgency: 'low',
      possibleCauses: [
        { name: 'Tension headache', likelihood: 0.7 },
        { name: 'Dehydration', likelihood: 0.2 },
      ],
      nextSteps: ['Rest', 'Drink water'],
      recommendations: ['Limit screen time'],
    });
  });

  it.each([
    ['snake_case', { nivel_urgencia: 'média', possiveis_causas: 'Enxaqueca\nCefaleia tensional', proximos_passos: ['Repouso'] }],
    [
      'spaced and accented keys',
      { 'Nível de Urgência': 'Média', 'Possíveis Causas': ['Enxaqueca', 'Cefaleia tensional'], 'Próximos Passos': 'Repouso' },
    ],
    ['alternate spellings', { urgencia: 'moderada', causas: ['Enxaqueca', 'Cefaleia tensional'], passos: ['Repouso'] }],
    [
      'fuzzy keys',
      { urgencyClassification: 'MEDIUM', mostLikelyCausesList: ['Enxaqueca', 'Cefaleia tensional'], suggestedStepsToTake: ['Repouso'] },
    ],
    ['Spanish keys', { nivelDeUrgencia: 'media', causasPosibles: ['Enxaqueca', 'Cefaleia tensional'], proximosPasos: ['Repouso'] }],
    ['German keys', { Dringlichkeit: 'mittel', möglicheUrsachen: ['Enxaqueca', 'Cefaleia tensional'], nächsteSchritte: ['Repouso'] }],
    ['French keys', { niveauDUrgence: 'modérée', causesPossibles: ['Enxaqueca', 'Cefaleia tensional'], prochainesÉtapes: ['Repouso'] }],
  ])('reads %s', (_kind, body) => {
    expect(parseExternalAnswer(json(body))).toEqual({
      urgency: 'medium',
      possibleCauses: [{ name: 'Enxaqueca' }, { name: 'Cefaleia tensional' }],
      nextSteps: ['Repouso'],
    });
  });

  it.each([
    ['data.result', { data: { result: { urgencyLevel: 'high', possibleCauses: ['Pneumonia'], nextSteps: ['See a doctor today'] } } }],
    [
      'output as a JSON string',
      { output: json({ urgencyLevel: 'high', possibleCauses: ['Pneumonia'], nextSteps: ['See a doctor today'] }) },
    ],
    [
      'an n8n item list',
      [{ json: { analysis: { urgencyLevel: 'high', possibleCauses: ['Pneumonia'], nextSteps: ['See a doctor today'] } } }],
    ],
  ])('finds the analysis nested under %s', (_kind, body) => {
    expect(parseExternalAnswer(json(body))).toEqual({
      urgency: 'high',
      possibleCauses: [{ name: 'Pneumonia' }],
      nextSteps: ['See a doctor today'],
    });
  });

  it('parses a JSON answer sent as text/plain, even inside a markdown fence', () => {
    const body = '```json\n{"urgencyLevel": "emergency", "possibleCauses": ["Heart attack"], "nextSteps": ["Call 911"]}\n```';
    expect(parseExternalAnswer(body)).toEqual({
      urgency: 'emergency',
      possibleCauses: [{ name: 'Heart attack' }],
      nextSteps: ['Call 911'],
    });
  });

  it('reads a plain-text answer laid out in headed sections with numbered lists', () => {
    const body = [
      'Nível de urgência: Alta',
      'Possíveis causas:',
      '1. Gripe',
      '2. Sinusite',
      'Próximos passos: 1. Repouso 2. Hidratação',
      'Recomendações:',
      '- Evite o frio',
    ].join('\n');
    expect(parseExternalAnswer(body)).toEqual({
      urgency: 'high',
      possibleCauses: [{ name: 'Gripe' }, { name: 'Sinusite' }],
      nextSteps: ['Repouso', 'Hidratação'],
      recommendations: ['Evite o frio'],
    });
  });

  it('reads a fuzzy key whose value is an object with a level', () => {
    expect(parseExternalAnswer(json({ urgency: { level: 'baixa', reason: 'sintomas leves' }, causes: ['Resfriado'] }))).toEqual({
      urgency: 'low',
      possibleCauses: [{ name: 'Resfriado' }],
    });
  });

  it('finds none of urgency, causes or steps in an unrelated answer or free text (the defaults then apply)', () => {
    for (const body of [json({ status: 'ok', message: 'Workflow was started' }), 'Workflow was started', json([]), 'null']) {
      const answer = parseExternalAnswer(body);
      expect(answer).toBeDefined();
      expect(hasCoreFields(answer!)).toBe(false);
    }
  });

  it('drops control characters such as NUL from what it reads, so the analysis can be stored', () => {
    expect(parseExternalAnswer(json({ nivelUrgencia: 'média', possiveisCausas: ['Gri\u0000pe'], resumo: 'Quadro\u0007 gripal.' }))).toEqual(
      {
        urgency: 'medium',
        possibleCauses: [{ name: 'Gripe' }],
        summary: 'Quadro gripal.',
      },
    );
  });

  it('returns nothing for an empty body', () => {
    expect(parseExternalAnswer('')).toBeUndefined();
    expect(parseExternalAnswer('  \n ')).toBeUndefined();
  });
});
