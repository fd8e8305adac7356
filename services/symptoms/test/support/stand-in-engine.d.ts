import type { TriageEngine } from '../../src/analysis/triage-engine';
export declare const standInEngine: TriageEngine;
