import type { Language } from '@app/contracts';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { pt } from './pt';
import type { EngineTexts } from './types';

export type { EngineTexts } from './types';

const TEXTS: Readonly<Record<Language, EngineTexts>> = { pt, en, es, de, fr };

/** The engine's sentences in one language: disclaimer, care advice, summary parts and safety-netting. */
export function localisedTexts(language: Language): EngineTexts {
  return TEXTS[language];
}
