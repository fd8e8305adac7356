import { LANGUAGES, URGENCY_LEVELS, languageSchema, patientContextSchema, urgencySchema } from '@app/contracts';
import { CONDITIONS } from '../src/knowledge/condition-ids';
import { loadVignettes as loadAllVignettes } from './lib/vignettes.cjs';

const loadVignettes = loadAllVignettes as () => Vignette[];

interface Vignette {
  id: string;
  language: string;
  style: string;
  text: string;
  context?: unknown;
  goldUrgency: string;
  goldCause: string;
  source: string;
  /** Added by the loader: the file the case came from. */
  file: string;
}

const FIELDS = ['id', 'language', 'style', 'text', 'context', 'goldUrgency', 'goldCause', 'source', 'file'];
const vignettes = loadVignettes();
const count = (predicate: (v: Vignette) => boolean) => vignettes.filter(predicate).length;

describe('the triage bench vignette set', () => {
  it('holds at least 250 cases', () => {
    expect(vignettes.length).toBeGreaterThanOrEqual(250);
  });

  it.each(vignettes.map((v) => [v.id, v] as const))('%s follows the vignette schema', (_id, vignette) => {
    expect(Object.keys(vignette).filter((key) => !FIELDS.includes(key))).toEqual([]);
    expect(vignette.id).toMatch(/^[a-z]{2}-\d{3}$/);
    expect(languageSchema.safeParse(vignette.language).success).toBe(true);
    expect(vignette.file).toBe(`${vignette.language}.json`);
    expect(['lay', 'clinical']).toContain(vignette.style);
    expect(vignette.text.trim().length).toBeGreaterThanOrEqual(20);
    expect(urgencySchema.safeParse(vignette.goldUrgency).success).toBe(true);
    expect(Object.keys(CONDITIONS)).toContain(vignette.goldCause);
    expect(vignette.source.trim().length).toBeGreaterThan(3);
    if (vignette.context !== undefined) expect(patientContextSchema.safeParse(vignette.context).success).toBe(true);
  });

  it('gives every case a unique id and a unique text', () => {
    expect(new Set(vignettes.map((v) => v.id)).size).toBe(vignettes.length);
    expect(new Set(vignettes.map((v) => v.text.toLowerCase())).size).toBe(vignettes.length);
  });

  it.each(URGENCY_LEVELS.map((u) => [u]))('has at least 60 cases whose gold urgency is %s', (urgency) => {
    expect(count((v) => v.goldUrgency === urgency)).toBeGreaterThanOrEqual(60);
  });

  it.each(LANGUAGES.map((l) => [l]))('has at least 50 cases in %s', (language) => {
    expect(count((v) => v.language === language)).toBeGreaterThanOrEqual(50);
  });

  it('writes at least 35 % of the cases in the clinical style', () => {
    expect(count((v) => v.style === 'clinical') / vignettes.length).toBeGreaterThanOrEqual(0.35);
  });

  it('writes clinical cases like a physician: a presentation with exam findings, vital signs or lab values', () => {
    const physicianStyle =
      /\d|presents|apresenta|acude|consulta|stellt sich|berichtet|se présente|paciente|patient|homme|femme|enfant|varón|mujer|niñ|lactente|lactante|criança|kind/i;
    const notClinical = vignettes.filter((v) => v.style === 'clinical' && !physicianStyle.test(v.text)).map((v) => v.id);
    expect(notClinical).toEqual([]);
  });
});
