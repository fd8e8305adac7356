import { analysisSchema, LANGUAGES, type Analysis } from '@app/contracts';
import {
  emergencyAnalysis,
  findingIn,
  frenchEmergencyAnalysis,
  highAnalysis,
  lowAnalysis,
  mediumAnalysis,
  needsMoreDetailAnalyses,
  soreThroatAnalyses,
} from './analysis-fixtures';

it.each<[string, Analysis]>([
  ['low', lowAnalysis],
  ['medium', mediumAnalysis],
  ['high', highAnalysis],
  ['emergency', emergencyAnalysis],
  ['French emergency', frenchEmergencyAnalysis],
  ...LANGUAGES.map((language): [string, Analysis] => [`${language} sore throat`, soreThroatAnalyses[language].analysis]),
  ...LANGUAGES.map((language): [string, Analysis] => [`${language} needs-more-detail`, needsMoreDetailAnalyses[language]]),
])('the %s fixture is an Analysis the contract accepts', (_name, fixture) => {
  expect(analysisSchema.safeParse(fixture).error).toBeUndefined();
});

it('a fixture finding points at the words it names, and refuses words its text lacks', () => {
  expect(findingIn('dor de cabeça e febre', 'fever', 'Febre', 'febre')).toEqual({
    id: 'fever',
    label: 'Febre',
    spans: [{ start: 16, end: 21, text: 'febre' }],
  });
  expect(() => findingIn('dor de cabeça', 'fever', 'Febre', 'febre')).toThrow('"febre" is not in "dor de cabeça"');
});
