import { LANGUAGES } from '@app/contracts';
import type { CareSetting, Language, TimeWindow, Urgency } from '@app/contracts';
import { FINDINGS } from '../../findings/finding-ids';
import { CONDITION_IDS } from '../condition-ids';
import type { Condition } from '../types';
import { CONDITION_ENTRIES } from './index';

/** Where and how soon each urgency sends the user (emergency: ambulance/ED now … low: self-care or pharmacy). */
const CARE_BY_URGENCY: Record<Urgency, { settings: CareSetting[]; windows: TimeWindow[] }> = {
  emergency: { settings: ['ambulance', 'emergency_department'], windows: ['now'] },
  high: { settings: ['emergency_department', 'urgent_care', 'doctor'], windows: ['within_hours'] },
  medium: { settings: ['urgent_care', 'doctor'], windows: ['within_24h', 'within_days'] },
  low: { settings: ['self_care', 'pharmacy'], windows: ['self_care'] },
};

/** Words that tell the user to call the emergency number or go to the emergency department, per language. */
const EMERGENCY_ACTION: Record<Language, RegExp> = {
  pt: /número de emergência|pronto-socorro|maternidade/i,
  en: /emergency number|emergency department|eye casualty/i,
  es: /número de emergencias|urgencias/i,
  de: /Notruf|Notaufnahme/i,
  fr: /numéro d’urgence|urgences/i,
};

const each = CONDITION_ENTRIES.map((entry): [string, Condition] => [entry.id, entry]);

describe('knowledge base', () => {
  it('has exactly one entry per condition id', () => {
    const ids = CONDITION_ENTRIES.map((entry) => entry.id);
    expect([...ids].sort()).toEqual([...CONDITION_IDS].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe.each(each)('%s', (_id, entry) => {
    it('refers only to known findings, each once, never both for and against', () => {
      const supporting = entry.findings.map((finding) => finding.id);
      const against = entry.against ?? [];
      expect(supporting.length).toBeGreaterThan(0);
      for (const id of [...supporting, ...against]) expect(Object.keys(FINDINGS)).toContain(id);
      expect(new Set(supporting).size).toBe(supporting.length);
      expect(new Set(against).size).toBe(against.length);
      expect(supporting.filter((id) => against.includes(id))).toEqual([]);
    });

    it('weighs its findings from 1 to 5', () => {
      for (const { weight } of entry.findings) {
        expect(Number.isInteger(weight)).toBe(true);
        expect(weight).toBeGreaterThanOrEqual(1);
        expect(weight).toBeLessThanOrEqual(5);
      }
    });

    it('has a lay name and 2–4 next steps in every language', () => {
      const stepCounts = new Set<number>();
      for (const language of LANGUAGES) {
        expect(entry.names[language]?.trim()).toBeTruthy();
        const steps = entry.nextSteps[language];
        expect(steps.length).toBeGreaterThanOrEqual(2);
        expect(steps.length).toBeLessThanOrEqual(4);
        for (const step of steps) expect(step.trim()).toBeTruthy();
        stepCounts.add(steps.length);
      }
      // The same steps translated, not a different list per language.
      expect(stepCounts.size).toBe(1);
    });

    it('does not hedge a diagnosis in its English texts', () => {
      const english = [entry.names.en, ...entry.nextSteps.en].join(' ');
      expect(english).not.toMatch(/\b(may|might|possibly|possible|probably)\b/i);
    });

    it('cites the public guidance it is written from', () => {
      expect(entry.source.trim().length).toBeGreaterThan(5);
    });

    it('sends the user where and as soon as its urgency requires', () => {
      const care = CARE_BY_URGENCY[entry.urgency];
      expect(care.settings).toContain(entry.careSetting);
      expect(care.windows).toContain(entry.timeWindow);
    });

    it('has a coherent population, duration and prevalence', () => {
      const { ageMin, ageMax, sex, pregnancy } = entry.population ?? {};
      if (ageMin !== undefined && ageMax !== undefined) expect(ageMin).toBeLessThan(ageMax);
      if (pregnancy === 'required') expect(sex).toBe('female');
      expect(entry.prevalence).toBeGreaterThanOrEqual(1);
      expect(entry.prevalence).toBeLessThanOrEqual(5);
      expect(new Set(entry.duration ?? []).size).toBe((entry.duration ?? []).length);
    });
  });

  const emergencies = each.filter(([, entry]) => entry.urgency === 'emergency');

  it.each(emergencies)(
    '%s tells the user in every language to call the emergency number or go to the emergency department',
    (_id, entry) => {
      for (const language of LANGUAGES) {
        expect(entry.nextSteps[language].some((step) => EMERGENCY_ACTION[language].test(step))).toBe(true);
      }
    },
  );
});
