import type { AnalysisContent, CareSetting, Language, PatientContext, RedFlag, TimeWindow, Urgency } from '@app/contracts';

export interface EngineInput {
  text: string;
  language: Language;
  context?: PatientContext;
  answers?: Record<string, boolean | number | string>;
  locale?: string;
}

export interface RedFlagVerdict {
  urgency: Urgency | undefined;
  redFlags: RedFlag[];
  careSetting?: CareSetting;
  timeWindow?: TimeWindow;
}

/** The parts of `@app/triage` the service uses; tests may hand in their own. */
export interface TriageEngine {
  version: string;
  analyze(input: EngineInput): AnalysisContent;
  evaluateRedFlags(input: EngineInput): RedFlagVerdict;
  disclaimer(language: Language): string;
  careAdvice(language: Language, setting: CareSetting, window: TimeWindow, emergencyNumber: string): string;
  emergencyNumbers(locale: string): readonly string[];
}
