import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@app/contracts';
import { evaluateRedFlags } from '../compose';
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

describe('a face that droops', () => {
  const fired = (text: string) => evaluateRedFlags({ text, language: 'en' }).redFlags.map((flag) => flag.id);

  it('is a stroke sign when the forehead still moves (a stroke spares the brow)', () => {
    expect(fired('one side of my face is drooping')).toEqual(['stroke_fast']);
  });

  it('weak up to the forehead, and nothing else, is a facial palsy for a doctor today', () => {
    expect(fired('one side of my face is drooping and I cannot wrinkle my forehead')).toEqual(['facial_palsy']);
  });

  it('weak up to the forehead is still a stroke sign with any other sign of the brain', () => {
    for (const more of ['my arm is weak', 'my speech is slurred', 'I am seeing double', 'I am confused', 'I feel very dizzy']) {
      expect(fired(`one side of my face is drooping, I cannot wrinkle my forehead and ${more}`)).toContain('stroke_fast');
    }
  });
});

describe('something in the eye', () => {
  const fired = (text: string, language: 'en' | 'pt' | 'fr') => evaluateRedFlags({ text, language }).redFlags.map((flag) => flag.id);

  it('from a grinder or a hammer is seen today even when the sight is still clear (NHS: Eye injuries)', () => {
    expect(fired('caiu um cisco de metal no meu olho quando tava lixando com a esmerilhadeira, tá vermelho e doendo', 'pt')).toContain(
      'eye_injury_affecting_sight',
    );
    expect(fired("en meulant sans lunettes j'ai pris une escarbille dans l'oeil droit", 'fr')).toContain('eye_injury_affecting_sight');
  });

  it('blown in by the wind, with clear sight, is not', () => {
    expect(fired('a speck of grit blew into my eye at the beach, it waters but I see fine', 'en')).not.toContain(
      'eye_injury_affecting_sight',
    );
  });
});

describe('a noise when breathing in', () => {
  const fired = (text: string, language: 'en' | 'es') => evaluateRedFlags({ text, language }).redFlags.map((flag) => flag.id);

  it('is an airway closing (stridor), an emergency', () => {
    expect(fired('my son is 6 and has stridor, struggling to breathe in', 'en')).toContain('severe_breathing_difficulty');
  });

  it("at the end of a coughing fit is whooping cough's whoop, not an airway closing", () => {
    expect(
      fired('Niño de 6 años, tos en accesos paroxísticos con estridor inspiratorio al final del acceso; entre accesos bien', 'es'),
    ).not.toContain('severe_breathing_difficulty');
  });
});

describe('a tight chest with breathlessness', () => {
  const fired = (text: string, language: 'en' | 'pt') => evaluateRedFlags({ text, language }).redFlags.map((flag) => flag.id);

  it('with a wheeze and a reliever needed every 2 hours is an asthma attack, not a heart attack', () => {
    expect(
      fired('asthma flared up, chest tight and wheezy, using my ventolin every 2 hours, breathless on the stairs', 'en'),
    ).not.toContain('chest_pain_with_warning_signs');
  });

  it('with a pain on breathing in, a fever and a cough is a chest infection, not a heart attack', () => {
    expect(fired('tosse com catarro verde, febre 39, dor no peito quando respiro fundo e falta de ar', 'pt')).not.toContain(
      'chest_pain_with_warning_signs',
    );
  });

  it('with a cold sweat is a heart attack until ruled out', () => {
    expect(fired('chest feels tight and heavy, I am sweating and short of breath', 'en')).toContain('chest_pain_with_warning_signs');
  });
});

describe('a burning in the chest', () => {
  const fired = (text: string) => evaluateRedFlags({ text, language: 'en' }).redFlags.map((flag) => flag.id);

  it('after a meal and eased by an antacid is heartburn, with no warning sign', () => {
    expect(fired('burning in my chest after a big curry, goes when I take a Rennie')).toEqual([]);
  });

  it('with sweating or spreading to the arm is a heart attack until ruled out (NHS: it may feel like indigestion)', () => {
    expect(fired("burning in my chest after dinner and I'm sweating")).toContain('chest_pain_with_warning_signs');
    expect(fired('burning in my chest after dinner spreading to my left arm')).toContain('chest_pain_radiating');
  });
});
