import type { Urgency } from '@app/contracts';
import { foldText } from './normalise';

/**
 * Urgency words of the five languages, accents folded. Checked from the most to the least specific:
 * an explicit "not urgent" or "low" must win over the bare word "urgent" in "urgência baixa".
 */
const WORDS: ReadonlyArray<readonly [Urgency, RegExp]> = [
  [
    'emergency',
    /\b(emergenc\w*|emergencia|notfall\w*|critic\w*|critico|critica|kritisch\w*|critique|lebensbedrohlich|urgence vitale|life[- ]threatening|risco de vida|riesgo vital|immediate\w*)\b/,
  ],
  [
    'low',
    /\b(low|baix[ao]|baj[ao]|niedrig\w*|gering\w*|faible|bas(se)?|leve|mild|minor|leger|legere|nao urgente|not urgent|no urgente|nicht dringend|pas urgent|non urgent)\b/,
  ],
  ['medium', /\b(medium|moderat\w*|moderad[ao]|media|medio|mittel\w*|massig\w*|moyen\w*|moderee?|intermedia\w*)\b/],
  [
    'high',
    /\b(high|alt[ao]|urgent\w*|urgencia|urgence|dringend\w*|hoch|hohe\w*|elevee?|elevad[ao]|grave|sever\w*|schwer\w*|serious|seri[ao])\b/,
  ],
];

/** Numeric scales some automations answer with: 1 (low) to 4 (emergency). */
const NUMERIC: Record<number, Urgency> = { 1: 'low', 2: 'medium', 3: 'high', 4: 'emergency' };

/** The urgency a provider's value names, or undefined when it names none. */
export function urgencyFromValue(value: unknown): Urgency | undefined {
  if (typeof value === 'number') return NUMERIC[value];
  if (typeof value !== 'string') return undefined;
  const text = foldText(value).trim();
  if (/^[1-4]$/.test(text)) return NUMERIC[Number(text)];
  return WORDS.find(([, pattern]) => pattern.test(text))?.[0];
}
