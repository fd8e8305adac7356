import type { Language } from '@app/contracts';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { pt } from './pt';
import type { ConceptVocabulary } from './vocabulary-types';

export type { ConceptVocabulary } from './vocabulary-types';

export const VOCABULARY: Readonly<Record<Language, ConceptVocabulary>> = { pt, en, es, de, fr };
