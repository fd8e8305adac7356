import { historyListSchema } from './history-item.output';

const symptom = {
  id: 'a1',
  type: 'symptom',
  title: 'Dor de cabeça',
  date: '2025-03-05T12:00:00.000Z',
  status: 'completed',
  summary: 'Possível enxaqueca',
  fullData: { symptoms_text: 'dor de cabeça', nivel_urgencia: 'media', possiveis_causas: ['Enxaqueca'], proximos_passos: ['Descanse'] },
};

describe('historyListSchema', () => {
  it('accepts symptom and exam items', () => {
    const exam = { ...symptom, id: 'e1', type: 'exam', fullData: { ai_summary: 'Hemograma normal' } };
    expect(historyListSchema.parse({ items: [symptom, exam], total: 2, fullHistory: false, fullHistoryBy: null }).items).toHaveLength(2);
  });

  it('refuses an item whose fullData does not match its type', () => {
    const wrong = { ...symptom, type: 'exam' };
    expect(historyListSchema.safeParse({ items: [wrong], total: 1, fullHistory: true, fullHistoryBy: 'plan' }).success).toBe(false);
  });
});
