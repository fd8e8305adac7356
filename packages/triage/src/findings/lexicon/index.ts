import type { Lexicon } from '../lexicon-types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { pt } from './pt';

export const LEXICON: Lexicon = { pt, en, es, de, fr };
