import { URGENCY_LEVELS, type Urgency } from '@app/contracts';

const HIGH_WORDS = ['high', 'urgent', 'critical', 'emergency', 'alta', 'urgente', 'critica', 'critico', 'emergencia'];
const MEDIUM_WORDS = ['medium', 'moderate', 'media', 'medio', 'moderada', 'moderado'];

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function isUrgency(value: string): value is Urgency {
  return (URGENCY_LEVELS as readonly string[]).includes(value);
}

/**
 * A stored level (low, medium, high, emergency) is taken as is; free text from older analyses follows
 * the spec §4 client display rule: high words give high, medium words give medium, anything else low.
 */
export function urgencyFromText(text: string): Urgency {
  const normalised = normalise(text);
  if (isUrgency(normalised)) return normalised;
  const words = normalised.split(/[^a-z]+/);
  if (HIGH_WORDS.some((word) => words.includes(word))) return 'high';
  if (MEDIUM_WORDS.some((word) => words.includes(word))) return 'medium';
  return 'low';
}
