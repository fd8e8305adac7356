import type { TrainingCase } from '../src/rank/second-opinion/train';
import { caseSets, loadCases } from '../bench/lib/case-sets.cjs';
import { loadVignettes } from '../bench/lib/vignettes.cjs';

/** What the second opinion learns from: every blind set's development split and the vignettes, never a test split. */
export function trainingCases(): TrainingCase[] {
  const development = (caseSets() as string[]).flatMap((set) => loadCases(set, 'dev') as TrainingCase[]);
  return [...development, ...(loadVignettes() as TrainingCase[])];
}
