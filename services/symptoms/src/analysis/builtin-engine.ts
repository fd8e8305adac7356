import { analyze, emergencyNumbers, ENGINE_VERSION, evaluateRedFlags, localisedTexts } from '@app/triage';
import type { TriageEngine } from './triage-engine';

/** The offline engine of `@app/triage`, the default provider and the red-flag rules behind every other. */
export const triageEngine: TriageEngine = {
  version: ENGINE_VERSION,
  analyze,
  evaluateRedFlags,
  disclaimer: (language) => localisedTexts(language).disclaimer,
  careAdvice: (language, setting, window, emergencyNumber) => localisedTexts(language).careAdvice(setting, window, emergencyNumber),
  emergencyNumbers,
};
