import type { Language } from '@app/contracts';
import type { FindingId } from '../finding-ids';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { pt } from './pt';

export const FINDING_LABELS: Readonly<Record<Language, Readonly<Record<FindingId, string>>>> = { pt, en, es, de, fr };
