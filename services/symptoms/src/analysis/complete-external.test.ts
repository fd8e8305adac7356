import type { AnalysisContent } from '@app/contracts';
import { emergencyNumbers } from '@app/triage';
import { completeExternalAnalysis } from './complete-external';
import type { RedFlagVerdict, TriageEngine } from './triage-engine';

/** An engine whose red-flag verdict the test decides; the rest answers fixed texts. */
function engineWith(verdict: RedFlagVerdict): TriageEngine {
  return {
    version: 'test-rules-1',
    evaluateRedFlags: () => verdict,
    analyze: () =>
      ({ followUpQuestions: [{ id: 'arm_pain', text: 'Does the pain spread to your arm?', kind: 'yes_no' }] }) as AnalysisContent,
    disclaimer: (language) => `disclaimer-${language}`,
    careAdvice: (_language, setting, window, number) => `${setting}/${window}/${number}`,
    emergencyNumbers,
  };
}

const NO_FLAGS: RedFlagVerdict = { urgency: undefined, redFlags: [] };
const input = { text: 'texto', language: 'pt' as const, locale: 'pt-PT' };

describe('completing an external answer', () => {
  it('keeps the provider urgency and derives where to go from it when no rule fires', () => {
    const content = completeExternalAnalysis(
      { urgency: 'high', possibleCauses: [{ name: 'Otite' }], nextSteps: ['Médico hoje'] },
      input,
      engineWith(NO_FLAGS),
    );
    expect(content).toMatchObject({
      urgency: 'high',
      careSetting: 'emergency_department',
      timeWindow: 'within_hours',
      nextSteps: ['Médico hoje'],
      careAdvice: 'emergency_department/within_hours/112',
      emergencyNumber: { locale: 'pt-PT', primary: '112', all: ['112'] },
      disclaimer: 'disclaimer-pt',
      engineVersion: 'test-rules-1',
      followUpQuestions: [expect.objectContaining({ id: 'arm_pain' })],
    });
  });

  it('lets a rule raise the urgency, take over where to go and put that advice first', () => {
    const verdict: RedFlagVerdict = {
      urgency: 'emergency',
      redFlags: [{ id: 'chest_pain_radiating', label: 'Dor no peito irradiando' }],
      careSetting: 'ambulance',
      timeWindow: 'now',
    };
    const content = completeExternalAnalysis({ urgency: 'low', nextSteps: ['Repouso'] }, input, engineWith(verdict));
    expect(content).toMatchObject({ urgency: 'emergency', careSetting: 'ambulance', timeWindow: 'now', redFlags: verdict.redFlags });
    expect(content.nextSteps).toEqual(['ambulance/now/112', 'Repouso']);
  });

  it('never lowers the provider urgency for a milder rule', () => {
    const verdict: RedFlagVerdict = {
      urgency: 'medium',
      redFlags: [{ id: 'fever_days', label: 'Febre' }],
      careSetting: 'doctor',
      timeWindow: 'within_days',
    };
    const content = completeExternalAnalysis({ urgency: 'emergency', possibleCauses: [{ name: 'Sepse' }] }, input, engineWith(verdict));
    expect(content).toMatchObject({ urgency: 'emergency', careSetting: 'ambulance', timeWindow: 'now' });
  });

  it('ranks causes without likelihoods by their order and keeps given ones', () => {
    const content = completeExternalAnalysis(
      { possibleCauses: [{ name: 'A' }, { name: 'B' }, { name: 'C', likelihood: 1.7 }] },
      input,
      engineWith(NO_FLAGS),
    );
    expect(content.possibleCauses).toEqual([
      { name: 'A', likelihood: 0.5, evidence: [] },
      { name: 'B', likelihood: 0.33, evidence: [] },
      { name: 'C', likelihood: 1, evidence: [] },
    ]);
  });

  it('fills the spec defaults, in the analysis language, for an answer with nothing in it', () => {
    const content = completeExternalAnalysis({}, { ...input, language: 'fr', locale: 'fr-FR' }, engineWith(NO_FLAGS));
    expect(content).toMatchObject({
      urgency: 'medium',
      possibleCauses: [{ name: 'Analyse en cours', likelihood: 1, evidence: [] }],
      nextSteps: ['Consultez un professionnel de santé pour une évaluation adaptée.'],
      recommendations: [],
      summary: 'Causes possibles : Analyse en cours.',
      emergencyNumber: { locale: 'fr-FR', primary: '15', all: ['15', '112'] },
    });
  });
});
