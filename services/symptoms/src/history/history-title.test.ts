import { historyTitle } from './history-title';

describe('historyTitle', () => {
  it('keeps a short text whole', () => {
    expect(historyTitle('  Dor de cabeça\n forte ')).toBe('Dor de cabeça forte');
  });

  it('takes the first six words and marks the cut', () => {
    expect(historyTitle('I have had a sore throat and fever since Monday')).toBe('I have had a sore throat…');
  });

  it('cuts a run of long words at 60 characters', () => {
    const title = historyTitle(`${'Rückenschmerzen'.repeat(3)} ${'Kopfschmerzen'.repeat(3)} und Fieber`);
    expect(title).toHaveLength(61);
    expect(title.endsWith('…')).toBe(true);
  });
});
