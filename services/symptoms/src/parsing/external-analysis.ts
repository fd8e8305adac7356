import type { Urgency } from '@app/contracts';
import { withoutControlCharacters } from '@app/service-kit';
import { foldKey } from './normalise';
import { splitList } from './split-list';
import { urgencyFromValue } from './urgency-words';

/** What could be read from an external provider's answer; every part may be missing. */
export interface ExternalAnalysis {
  urgency?: Urgency;
  possibleCauses?: ExternalCause[];
  nextSteps?: string[];
  recommendations?: string[];
  summary?: string;
}

export interface ExternalCause {
  name: string;
  /** 0..1 when the provider gave one. */
  likelihood?: number;
}

type Field = 'urgency' | 'possibleCauses' | 'nextSteps' | 'recommendations' | 'summary';

/**
 * Keys per field, folded (lower case, no accents, letters and digits only). Exact names of spec §7
 * in pt and en come first; then stems that also catch es/de/fr and alternate spellings.
 */
const KEYS: Record<Field, { exact: string[]; stems: string[] }> = {
  urgency: {
    exact: ['nivelurgencia', 'niveldeurgencia', 'urgencylevel', 'urgency', 'urgencia', 'urgence', 'dringlichkeit', 'niveaudurgence'],
    stems: ['urgen', 'dringlich', 'triage', 'severity', 'gravidade', 'gravedad', 'gravite', 'schweregrad'],
  },
  possibleCauses: {
    exact: ['possiveiscausas', 'possiblecauses', 'causas', 'causes', 'causasposibles', 'causespossibles', 'moglicheursachen', 'ursachen'],
    stems: ['caus', 'ursach', 'diagnos', 'hipotes', 'hypothes', 'condition', 'condico'],
  },
  nextSteps: {
    exact: ['proximospassos', 'nextsteps', 'proximospasos', 'prochainesetapes', 'nachsteschritte', 'passos', 'steps'],
    stems: ['pass', 'paso', 'step', 'schritt', 'etape', 'action', 'acoes', 'acciones'],
  },
  recommendations: {
    exact: ['recomendacoes', 'recommendations', 'recomendaciones', 'recommandations', 'empfehlungen'],
    stems: ['recom', 'recommand', 'empfehl', 'conselh', 'consejo', 'advice', 'tips', 'dicas'],
  },
  summary: {
    exact: ['resumo', 'summary', 'resumen', 'resume', 'zusammenfassung'],
    stems: ['summar', 'resum', 'zusammenfass', 'sumario', 'synthese'],
  },
};

/** Objects the answer may be wrapped in (n8n, Make and LLM tools all have their own). */
const WRAPPERS = [
  'data',
  'result',
  'results',
  'analysis',
  'analise',
  'analisis',
  'analyse',
  'output',
  'response',
  'resposta',
  'body',
  'json',
  'message',
  'content',
  'resultado',
];

const MAX_DEPTH = 5;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function tryJson(text: string): Json | undefined {
  const trimmed = text.trim();
  // Markdown fences are how chat models often wrap JSON.
  const unfenced = trimmed.replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
  if (!/^[[{"]/.test(unfenced)) return undefined;
  try {
    return JSON.parse(unfenced) as Json;
  } catch {
    return undefined;
  }
}

/** Candidate keys of an object for a field, best first: exact names, then keys containing a stem. */
function keysFor(object: JsonObject, field: Field): string[] {
  const folded = Object.keys(object).map((key) => [key, foldKey(key)] as const);
  const { exact, stems } = KEYS[field];
  const exactHits = exact.flatMap((name) => folded.filter(([, fold]) => fold === name).map(([key]) => key));
  const stemHits = folded.filter(([, fold]) => stems.some((stem) => fold.includes(stem))).map(([key]) => key);
  return [...new Set([...exactHits, ...stemHits])];
}

function hasAnyField(object: JsonObject): boolean {
  return (['urgency', 'possibleCauses', 'nextSteps'] as const).some((field) => keysFor(object, field).length > 0);
}

/** The object holding the analysis: the answer itself, or one found under a wrapper key (or in a list). */
function findAnalysisObject(value: Json | undefined, depth = 0): JsonObject | undefined {
  if (value === undefined || depth > MAX_DEPTH) return undefined;
  if (typeof value === 'string') return findAnalysisObject(tryJson(value), depth + 1);
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findAnalysisObject(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (!isObject(value)) return undefined;
  if (hasAnyField(value)) return value;
  for (const [key, inner] of Object.entries(value)) {
    if (!WRAPPERS.includes(foldKey(key))) continue;
    const found = findAnalysisObject(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function textOf(value: Json): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  if (isObject(value)) {
    const named = [
      'nome',
      'name',
      'causa',
      'cause',
      'title',
      'titulo',
      'condition',
      'condicao',
      'diagnosis',
      'text',
      'texto',
      'description',
      'descricao',
      'step',
      'passo',
      'value',
    ];
    for (const candidate of named) {
      const key = Object.keys(value).find((k) => foldKey(k) === candidate);
      const inner = key === undefined ? undefined : value[key];
      if (typeof inner === 'string' && inner.trim()) return inner.trim();
    }
  }
  return undefined;
}

function listOf(value: Json): string[] | undefined {
  const items =
    typeof value === 'string'
      ? splitList(value)
      : Array.isArray(value)
        ? value.flatMap((item) => (typeof item === 'string' ? splitList(item) : [textOf(item)].filter((text): text is string => !!text)))
        : [];
  return items.length > 0 ? items : undefined;
}

/** 0..1 from 0.35, 35, "35%", or a word (alta/high, média/medium, baixa/low). */
function likelihoodOf(value: Json | undefined): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value > 1 ? Math.min(value / 100, 1) : value;
  if (typeof value !== 'string') return undefined;
  const percent = /^(\d+(?:[.,]\d+)?)\s*%?$/.exec(value.trim());
  if (percent?.[1]) return likelihoodOf(Number(percent[1].replace(',', '.')));
  const word = urgencyFromValue(value);
  return word === undefined ? undefined : { low: 0.2, medium: 0.5, high: 0.8, emergency: 0.9 }[word];
}

const LIKELIHOOD_KEYS = [
  'probabilidade',
  'probability',
  'likelihood',
  'probabilidad',
  'wahrscheinlichkeit',
  'probabilite',
  'chance',
  'confidence',
  'confianca',
  'score',
];

function causesOf(value: Json): ExternalCause[] | undefined {
  if (Array.isArray(value)) {
    const causes = value.flatMap((item): ExternalCause[] => {
      if (typeof item === 'string') return splitList(item).map((name) => ({ name }));
      const name = textOf(item);
      if (!name || !isObject(item)) return name ? [{ name }] : [];
      const likelihoodKey = Object.keys(item).find((key) => LIKELIHOOD_KEYS.includes(foldKey(key)));
      return [{ name, likelihood: likelihoodOf(likelihoodKey === undefined ? undefined : item[likelihoodKey]) }];
    });
    return causes.length > 0 ? causes : undefined;
  }
  return listOf(value)?.map((name) => ({ name }));
}

function urgencyOf(value: Json): Urgency | undefined {
  if (isObject(value)) {
    for (const inner of Object.values(value)) {
      const found = urgencyOf(inner);
      if (found) return found;
    }
    return undefined;
  }
  return typeof value === 'string' || typeof value === 'number' ? urgencyFromValue(value) : undefined;
}

/** The first candidate key whose value reads as the field. */
function readField<T>(object: JsonObject, field: Field, read: (value: Json) => T | undefined): T | undefined {
  for (const key of keysFor(object, field)) {
    const value = object[key];
    const read_ = value === undefined ? undefined : read(value);
    if (read_ !== undefined) return read_;
  }
  return undefined;
}

/** Spec §7: an answer with none of these gets the default analysis. */
export function hasCoreFields(analysis: ExternalAnalysis): boolean {
  return analysis.urgency !== undefined || analysis.possibleCauses !== undefined || analysis.nextSteps !== undefined;
}

/** "Nível de urgência: alta" lines of a plain-text answer, turned into an object of sections. */
function sectionsOfText(text: string): JsonObject | undefined {
  const sections: Record<string, string[]> = {};
  let current: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    const heading = /^\s*(?:#+\s*)?\**(\p{L}[\p{L} _-]{2,39}?)\**\s*:\s*(.*)$/u.exec(line);
    if (heading?.[1]) {
      current = heading[1];
      sections[current] = heading[2]?.trim() ? [heading[2]] : [];
    } else if (current && line.trim()) {
      sections[current]?.push(line);
    }
  }
  const object: JsonObject = Object.fromEntries(Object.entries(sections).map(([key, lines]) => [key, lines.join('\n')]));
  return hasAnyField(object) ? object : undefined;
}

/**
 * Reads an external provider's answer as leniently as spec §7 asks: JSON or text, pt/en/es/de/fr keys
 * in camelCase, snake_case or with spaces and accents, nested under a wrapper, lists given as arrays
 * or as numbered/bulleted text. Returns undefined when the body holds nothing at all. Control characters
 * are dropped: PostgreSQL cannot store a NUL, and an analysis that is shown must be readable again.
 */
export function parseExternalAnswer(body: string): ExternalAnalysis | undefined {
  if (!body.trim()) return undefined;
  const json = tryJson(body);
  const object = findAnalysisObject(json) ?? sectionsOfText(typeof json === 'string' ? json : body);
  if (!object) return {};
  const summary = readField(object, 'summary', (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined));
  return withoutControlCharacters({
    urgency: readField(object, 'urgency', urgencyOf),
    possibleCauses: readField(object, 'possibleCauses', causesOf),
    nextSteps: readField(object, 'nextSteps', listOf),
    recommendations: readField(object, 'recommendations', listOf),
    ...(summary ? { summary } : {}),
  });
}
