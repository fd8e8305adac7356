import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@app/contracts';
import { RED_FLAG_RULES } from './red-flags';
import { renderRedFlagTable } from './red-flags-doc';

describe('the red-flag rule file', () => {
  it('matches RED-FLAGS.md, the table clinicians read (run `npm run docs:red-flags` after changing a rule)', () => {
    const documented = readFileSync(path.join(__dirname, 'RED-FLAGS.md'), 'utf8');
    expect(documented).toBe(renderRedFlagTable());
  });

  it('gives every rule a unique id, a label in all five languages and a cited source', () => {
    const ids = RED_FLAG_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of RED_FLAG_RULES) {
      for (const language of LANGUAGES) expect(rule.label[language].trim()).not.toBe('');
      expect(rule.source.length).toBeGreaterThan(10);
    }
  });

  it('sends every emergency rule to an ambulance or an emergency department now', () => {
    for (const rule of RED_FLAG_RULES.filter((candidate) => candidate.urgency === 'emergency')) {
      expect(['ambulance', 'emergency_department']).toContain(rule.careSetting);
      expect(rule.timeWindow).toBe('now');
    }
  });
});
