import { analysisSchema } from '@app/contracts';
import { emergencyAnalysis, frenchEmergencyAnalysis, highAnalysis, lowAnalysis, mediumAnalysis } from './analysis-fixtures';

it.each([
  ['low', lowAnalysis],
  ['medium', mediumAnalysis],
  ['high', highAnalysis],
  ['emergency', emergencyAnalysis],
  ['French emergency', frenchEmergencyAnalysis],
])('the %s fixture is an Analysis the contract accepts', (_name, fixture) => {
  expect(analysisSchema.safeParse(fixture).error).toBeUndefined();
});
